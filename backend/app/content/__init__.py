"""Public CMS content: the active texts of a page section (hero, testimonials, ...) in one language."""

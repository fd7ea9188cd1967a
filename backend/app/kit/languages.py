"""The languages the site is written in; English is the default."""

from __future__ import annotations

from typing import Literal

Language = Literal["en", "fr", "de"]
LANGUAGES: tuple[Language, ...] = ("en", "fr", "de")
DEFAULT_LANGUAGE: Language = "en"

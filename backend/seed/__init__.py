"""Demo data for `surfcamp seed` and `make run`: a catalogue, its generated artwork, blog posts, accounts.

Kept beside `app`, not in it: the app never imports it; the CLI loads it for `surfcamp seed` only.
"""

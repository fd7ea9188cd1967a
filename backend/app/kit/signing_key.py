"""The key that signs access tokens: SECRET_KEY, or a random key made once and kept in a file.

Without SECRET_KEY (allowed outside production) the first process to start writes a new random key
to SECRET_KEY_FILE; every later process, and every worker of `surfcamp serve --workers N` starting
at the same moment, reads that same key. The file appears complete or not at all: the key is
written to a private temporary file and hard-linked into place, which fails if another process got
there first (its key is then read back).
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import os
import secrets
from functools import lru_cache
from pathlib import Path

from app.config import get_settings

MIN_LENGTH = 32


class SigningKeyError(RuntimeError):
    pass


def signing_key() -> str:
    settings = get_settings()
    return settings.secret_key or key_from_file(settings.secret_key_file)


def signature(message: str) -> str:
    """HMAC-SHA256 of `message` with the server's key, URL-safe, 32 characters: links that store nothing."""
    digest = hmac.new(signing_key().encode(), message.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")[:32]


@lru_cache
def key_from_file(path: Path) -> str:
    """The key kept in `path`, made first (mode 0600) if there is none yet."""
    if not path.exists():
        _create(path)
    key = path.read_text(encoding="utf-8").strip()
    if len(key) < MIN_LENGTH:
        raise SigningKeyError(f"{path} holds no usable key: delete it to make a new one, or set SECRET_KEY")
    return key


def _create(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    draft = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
    fd = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(secrets.token_urlsafe(48) + "\n")
            file.flush()
            os.fsync(file.fileno())
        with contextlib.suppress(FileExistsError):  # another process made it first: use theirs
            os.link(draft, path)
    finally:
        draft.unlink(missing_ok=True)

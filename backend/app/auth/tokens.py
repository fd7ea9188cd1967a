"""Access tokens (short JWTs) and opaque secrets stored only as hashes."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import jwt

from app.config import get_settings
from app.errors import NotAuthenticated
from app.kit.ids import row_id_in
from app.kit.signing_key import signing_key

ALGORITHM = "HS256"
# The refresh token's cookie: endpoints.py sets it, app/web.py keeps the requests that carry it out of shared caches.
REFRESH_COOKIE = "sc_refresh"


@dataclass(frozen=True)
class AccessClaims:
    user_id: int
    expires_at: datetime


def create_access_token(user_id: int, now: datetime | None = None) -> tuple[str, int]:
    settings = get_settings()
    now = now or datetime.now(UTC)
    lifetime = timedelta(minutes=settings.access_token_minutes)
    payload = {"sub": str(user_id), "iat": now, "exp": now + lifetime, "typ": "access"}
    return jwt.encode(payload, signing_key(), algorithm=ALGORITHM), int(lifetime.total_seconds())


def decode_access_token(token: str) -> AccessClaims:
    try:
        payload = jwt.decode(token, signing_key(), algorithms=[ALGORITHM], options={"require": ["exp", "sub"]})
    except jwt.ExpiredSignatureError as exc:
        raise NotAuthenticated("Your session has expired.", code="token_expired") from exc
    except jwt.PyJWTError as exc:
        raise NotAuthenticated() from exc
    # Every claim is checked before use, so a well-signed but odd token is a 401, never a 500.
    # A `sub` is the id exactly as create_access_token writes it: within the id column's range (past
    # it the database would refuse the parameter) and without leading zeros.
    sub = payload["sub"]
    user_id = row_id_in(sub) if isinstance(sub, str) else None
    if payload.get("typ") != "access" or user_id is None or str(user_id) != sub:
        raise NotAuthenticated()
    try:
        expires_at = datetime.fromtimestamp(payload["exp"], UTC)
    except (OverflowError, OSError, ValueError, TypeError) as exc:
        raise NotAuthenticated() from exc
    return AccessClaims(user_id, expires_at)


def new_secret() -> str:
    return secrets.token_urlsafe(32)


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()

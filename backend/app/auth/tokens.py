"""Access tokens (short JWTs) and opaque secrets stored only as hashes."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import jwt

from app.config import get_settings
from app.errors import NotAuthenticated

ALGORITHM = "HS256"


@dataclass(frozen=True)
class AccessClaims:
    user_id: int
    expires_at: datetime


def create_access_token(user_id: int, now: datetime | None = None) -> tuple[str, int]:
    settings = get_settings()
    now = now or datetime.now(UTC)
    lifetime = timedelta(minutes=settings.access_token_minutes)
    payload = {"sub": str(user_id), "iat": now, "exp": now + lifetime, "typ": "access"}
    return jwt.encode(payload, settings.secret_key, algorithm=ALGORITHM), int(lifetime.total_seconds())


def decode_access_token(token: str) -> AccessClaims:
    try:
        payload = jwt.decode(
            token, get_settings().secret_key, algorithms=[ALGORITHM], options={"require": ["exp", "sub"]}
        )
    except jwt.ExpiredSignatureError as exc:
        raise NotAuthenticated("Your session has expired.", code="token_expired") from exc
    except jwt.PyJWTError as exc:
        raise NotAuthenticated() from exc
    if payload.get("typ") != "access" or not str(payload["sub"]).isdigit():
        raise NotAuthenticated()
    return AccessClaims(int(payload["sub"]), datetime.fromtimestamp(payload["exp"], UTC))


def new_secret() -> str:
    return secrets.token_urlsafe(32)


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()

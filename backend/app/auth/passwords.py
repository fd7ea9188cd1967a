"""Password hashing (argon2id) and the password policy: 12 to 128 characters, not a common password."""

from __future__ import annotations

import asyncio
from functools import lru_cache
from importlib import resources

from argon2 import Parameters, PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from argon2.profiles import RFC_9106_LOW_MEMORY

from app.errors import FieldError

MIN_LENGTH = 12
MAX_LENGTH = 128

_hasher = PasswordHasher.from_parameters(RFC_9106_LOW_MEMORY)  # argon2id, the library's default profile
# Verified against when the e-mail is unknown, so both failures take the same time.
_DUMMY_HASH = _hasher.hash("dummy-password-for-timing-equalisation")


def use_argon2_profile(parameters: Parameters) -> None:
    """Hash new passwords (and the unknown-account stand-in) with other argon2 parameters.

    The tests switch to the library's cheapest profile, which the production code never does:
    a stored hash is always verified with the parameters written inside it, and a sign-in rehashes
    a password whose parameters differ from the current ones.
    """
    global _hasher, _DUMMY_HASH
    _hasher = PasswordHasher.from_parameters(parameters)
    _DUMMY_HASH = _hasher.hash("dummy-password-for-timing-equalisation")


@lru_cache
def _common_passwords() -> frozenset[str]:
    """zxcvbn's 30,000 most common leaked passwords plus our own product-specific list."""
    from zxcvbn.frequency_lists import FREQUENCY_LISTS

    text = resources.files("app.auth").joinpath("common_passwords.txt").read_text(encoding="utf-8")
    ours = (line.strip().lower() for line in text.splitlines() if line.strip())
    return frozenset(FREQUENCY_LISTS["passwords"]).union(ours)


def check_password_policy(password: str) -> str:
    if len(password) < MIN_LENGTH:
        raise FieldError("password_too_short", f"Password must be at least {MIN_LENGTH} characters.")
    if len(password) > MAX_LENGTH:
        raise FieldError("password_too_long", f"Password must be at most {MAX_LENGTH} characters.")
    if password.lower() in _common_passwords():
        raise FieldError("password_too_common", "This password is too common. Please choose another one.")
    return password


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    """Constant-work check: an unknown account still pays for one argon2 verification."""
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


# argon2 spends tens of milliseconds of CPU and memory on purpose. On the event loop, a few dozen
# sign-ins at once would stall every other request; in a worker thread (the library releases the
# GIL while hashing) they only queue behind each other.


async def hash_password_off_loop(password: str) -> str:
    return await asyncio.to_thread(hash_password, password)


async def verify_password_off_loop(password_hash: str | None, password: str) -> bool:
    """`verify_password` in a worker thread: the same work for known and unknown accounts."""
    return await asyncio.to_thread(verify_password, password_hash, password)


def needs_rehash(password_hash: str) -> bool:
    return _hasher.check_needs_rehash(password_hash)

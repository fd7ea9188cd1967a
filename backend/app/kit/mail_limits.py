"""Anonymous e-mails to an address someone typed: limited per address and per sender, in one place.

Every public form that e-mails the address typed into it (a booking request, the waitlist, "send my
link again", the newsletter, the contact form, a partner application, an account's e-mail links)
calls `limit_mail_to(address, sender_ip, kind)` before it queues the e-mail. The counters are the
shared rate limiter's (app/kit/ratelimit.py: in process, or Redis for several processes):

- per address, every form together: `RATE_LIMIT_MAIL_ADDRESS` an hour and `RATE_LIMIT_MAIL_ADDRESS_DAY`
  a day, whichever sender asks (rotating addresses of the sender do not lift it);
- per sender (the client's IP), every form together: `RATE_LIMIT_MAIL_SENDER`.

A form's own limits (per IP, per account) still apply on top. Past a limit the form answers 429
`rate_limited` with Retry-After, which every form shows in the reader's language.

So that a new form cannot forget it, each request to a public route is watched
(`MailWatchMiddleware`, `watch_typed_addresses` from the public access policy): the addresses in its
JSON body's e-mail fields (named `email`, `...Email`) are "typed", and the outbox
(app/notifications/outbox.py) refuses to queue a message to a typed address that was not passed
through `limit_mail_to` in the same request (`UnlimitedMail`, a programming error). Addresses the
caller did not type (the camp's owners, the team, a booking's stored address reached by its signed
link) are not watched. tests/kit/test_mail_limits.py walks every public route whose body has an
e-mail field.
"""

from __future__ import annotations

import logging
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Literal

from starlette.types import ASGIApp, Receive, Scope, Send

from app.config import get_settings
from app.errors import RateLimited
from app.kit.ratelimit import get_rate_limiter

logger = logging.getLogger(__name__)

MailKind = Literal["booking", "waitlist", "my_booking_link", "newsletter", "contact", "partner_application", "account"]


@dataclass
class _Watch:
    """One request's typed addresses and those it passed through `limit_mail_to`."""

    typed: set[str] = field(default_factory=set)
    cleared: set[str] = field(default_factory=set)


_watch: ContextVar[_Watch | None] = ContextVar("mail_watch", default=None)


class UnlimitedMail(RuntimeError):
    """A public route queued an e-mail to an address typed into it without `limit_mail_to` (a bug)."""


def _normal(address: str) -> str:
    return address.strip().lower()


def _typed_in(value: Any, key: str = "") -> set[str]:
    if isinstance(value, dict):
        return {address for k, v in value.items() for address in _typed_in(v, str(k))}
    if isinstance(value, list):
        return {address for item in value for address in _typed_in(item, key)}
    if isinstance(value, str) and key.lower().endswith("email") and "@" in value:
        return {_normal(value)}
    return set()


def watch_typed_addresses(body: Any) -> None:
    """Remember the addresses of a public request's e-mail fields (the public access policy calls this)."""
    watch = _watch.get()
    if watch is not None:
        watch.typed |= _typed_in(body)


def check_mail_allowed(to: str) -> None:
    """Refuse to queue an e-mail to an address the caller typed, unless it was limited first."""
    watch = _watch.get()
    address = _normal(to)
    if watch is not None and address in watch.typed and address not in watch.cleared:
        raise UnlimitedMail(f"an e-mail to a typed address was queued without limit_mail_to: {address}")


async def limit_mail_to(address: str, sender_ip: str, kind: MailKind) -> None:
    """Count one anonymous e-mail to `address` asked by `sender_ip`; 429 past the address's or sender's limit."""
    settings = get_settings()
    limiter = get_rate_limiter()
    address = _normal(address)
    try:
        await limiter.check("mail-from", sender_ip, settings.rate_limit_mail_sender)
        await limiter.check("mail-to", address, settings.rate_limit_mail_address)
        await limiter.check("mail-to-day", address, settings.rate_limit_mail_address_day)
    except RateLimited:
        # Worth seeing in the log: someone is using a form to write to an address, or from one client.
        logger.info("anonymous mail refused: %s to %s from %s", kind, address, sender_ip)
        raise
    watch = _watch.get()
    if watch is not None:
        watch.cleared.add(address)


class MailWatchMiddleware:
    """Gives each API request its own watch (see the module's docstring); nothing else."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        token = _watch.set(_Watch())
        try:
            await self.app(scope, receive, send)
        finally:
            _watch.reset(token)

"""Refuse request bodies over a size limit with 413, before they are read.

A body that declares a Content-Length over the limit is refused at once, unread. A body without
one (chunked) or that sends more than it declared is counted as it arrives and refused as soon as
it passes the limit: whatever the application made of the interrupted read (a 400 from the body
parser, an error) is replaced by the 413. Routes that read and cap their own body (image uploads)
are named in `own_limit_paths` and left alone.

The answer is the API's error shape (JSON), except to a browser posting a page's own form without
JavaScript (a form-encoded post to a page, not to /api, app/seo/forms.py): it gets a short page in the
page's language that says what happened and that the browser's Back button returns to what was typed.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from html import escape

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.kit.languages import Language
from app.kit.public_routes import split_language

CODE = "request_too_large"
_BODY = json.dumps({"error": CODE, "detail": "The request is too large."}).encode()
_FORM_TYPES = (b"application/x-www-form-urlencoded", b"multipart/form-data")
# The page a browser's own form post gets (no script, so no JSON): title, text, link to the form.
PAGE_COPY: dict[Language, tuple[str, str, str]] = {
    "en": (
        "Too long to send",
        "What you typed is longer than this form accepts, so nothing was sent. Use your browser's Back "
        "button: what you typed is still there. Shorten the longest text and send it again.",
        "Back to the form",
    ),
    "fr": (
        "Trop long pour être envoyé",
        "Votre saisie dépasse ce que ce formulaire accepte : rien n'a été envoyé. Utilisez le bouton Retour "
        "de votre navigateur, votre saisie y est toujours. Raccourcissez le texte le plus long et renvoyez-le.",
        "Retour au formulaire",
    ),
    "de": (
        "Zu lang zum Senden",
        "Ihre Eingabe ist länger, als dieses Formular annimmt, daher wurde nichts gesendet. Nutzen Sie die "
        "Zurück-Taste Ihres Browsers: Ihre Eingabe ist noch da. Kürzen Sie den längsten Text und senden Sie erneut.",
        "Zurück zum Formular",
    ),
}


class RequestTooLarge(Exception):
    """Raised into the application when the body it is reading passes the limit."""


def _declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            return int(value) if value.isdigit() else None
    return None


def _is_page_form(scope: Scope) -> bool:
    """A form the browser posts itself to a page (no script): not a call to the API."""
    path: str = scope.get("path", "")
    if path == "/api" or path.startswith("/api/"):
        return False
    for name, value in scope.get("headers", []):
        if name == b"content-type":
            return value.split(b";")[0].strip().lower() in _FORM_TYPES
    return False


def too_large_page(path: str) -> bytes:
    """The 413 page of a form posted to `path`, in the page's language."""
    lang, _, _ = split_language(path)
    title, text, back = PAGE_COPY[lang]
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title></head>"
        '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">'
        f"<main><h1>{escape(title)}</h1><p>{escape(text)}</p>"
        f'<p><a href="{escape(path)}">{escape(back)}</a></p></main></body></html>'
    ).encode()


class BodyLimitMiddleware:
    def __init__(self, app: ASGIApp, limit: int, own_limit_paths: Collection[str] = ()) -> None:
        self.app = app
        self.limit = limit
        self.own_limit_paths = frozenset(own_limit_paths)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in self.own_limit_paths:
            await self.app(scope, receive, send)
            return
        declared = _declared_length(scope)
        if declared is not None and declared > self.limit:
            await refuse(send, scope)
            return
        received = 0
        exceeded = False
        started = False

        async def counted_receive() -> Message:
            nonlocal received, exceeded
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    exceeded = True
                    raise RequestTooLarge()
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if exceeded and not started:
                return  # the application's answer to the interrupted read; ours follows
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counted_receive, guarded_send)
        except Exception:
            if not exceeded or started:
                raise
        if exceeded and not started:
            await refuse(send, scope)


async def refuse(send: Send, scope: Scope) -> None:
    if _is_page_form(scope):
        body, content_type = too_large_page(scope["path"]), b"text/html; charset=utf-8"
    else:
        body, content_type = _BODY, b"application/json"
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [
                (b"content-type", content_type),
                (b"content-length", str(len(body)).encode()),
                # The unread rest of the body would otherwise be taken for the next request.
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})

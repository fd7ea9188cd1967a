"""Forms that work without JavaScript: one mechanism for every public form posted by the browser itself.

A public form (booking request, contact, newsletter, waitlist, "send my booking link again") is a
`<form method="post">` whose action is the page it is on, rendered by the same React component that
sends it as JSON when the script runs. Without a script the browser posts it form-encoded to that URL;
`post_page_form` then:

1. refuses a body that is not form-encoded, finds the form by its hidden `_form` field (`PAGE_FORMS`,
   app/seo/page_forms.py), checks that the page may carry it, and refuses a cross-site post
   (`Sec-Fetch-Site` / `Origin`, below);
3. validates the typed fields with the API's own request schema (the same model the JSON route takes,
   the same field codes through `validation_fields`), and hands the model to the domain's service,
   as the JSON route does (its rate limits and mail limits included);
4. answers either a 303 to the form's success URL (Post/Redirect/Get), or the same page again, with the
   status of the refusal, carrying what was typed and the API's error answer in its initial data
   (`PostedForm` under `/forms/<name>`): the component shows the translated errors next to the fields
   exactly as it does for a refused JSON request (frontend/src/lib/forms/posted-form.ts).

Cross-site posts: none of these forms acts on a session (no cookie is read), so the risk is a foreign
page making visitors' browsers post (using their addresses for the per-IP limits). A browser says where
a post comes from: `Sec-Fetch-Site` (same-origin or none only) or else `Origin` (this site's only); a
post naming another site answers 403. The booking form also carries a one-time token signed by the
server (`form_token`), bound to the form, which is its Idempotency-Key.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from pydantic import BaseModel, ValidationError
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from app.auth.access import client_ip
from app.config import get_settings
from app.errors import AppError, BadRequest, Forbidden, ValidationFailed, validation_fields
from app.kit.mail_limits import watch_typed_addresses
from app.kit.public_routes import ResolvedPage, localized_path, resolve
from app.seo.form_state import PostedForm, form_token, read_form_token
from app.seo.service import PageRenderer, posted_form_data

FORM_FIELD = "_form"  # the hidden field naming the form
TOKEN_FIELD = "formToken"  # noqa: S105 - the hidden one-time token of a form that has one
MAX_FIELDS = 60  # far more than any form has; a post with more is refused before it is read
MAX_VALUE_LENGTH = 10_000  # a typed value longer than any field allows is not echoed back into the page


class CrossSite(Forbidden):
    code = "cross_site_form"
    detail = "This form can only be sent from this site's own pages."


class FormNotAccepted(BadRequest):
    code = "form_not_accepted"
    detail = "This page takes no such form."


class FormExpired(BadRequest):
    code = "form_expired"
    detail = "The form has expired: check it and send it again."


class UnsupportedForm(AppError):
    status_code = 415
    code = "unsupported_form"
    detail = "Send the form as application/x-www-form-urlencoded."


# -- the forms ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Posted:
    """One form post: the page it was sent to, the typed fields, the sender."""

    page: ResolvedPage
    fields: Mapping[str, str | list[str]]
    ip: str
    session: AsyncSession

    def text(self, name: str) -> str:
        value = self.fields.get(name, "")
        return value if isinstance(value, str) else ""


@dataclass(frozen=True)
class PageForm:
    """A public form the browser may post without a script."""

    name: str
    schema: type[BaseModel]  # the JSON route's request model
    # The schema's input: the typed fields, with what the page itself says (its language, its package).
    payload: Callable[[Posted], Awaitable[dict[str, Any]]]
    # Does what the JSON route does; answers the path (without language prefix) to show afterwards.
    handle: Callable[[Posted, Any], Awaitable[str]]
    pages: frozenset[str] | None = None  # the page keys that carry the form (None: every public page)
    lists: frozenset[str] = frozenset()  # fields sent several times (check boxes)
    with_token: bool = False  # the form carries a one-time token (`form_token`)


def _same_site(request: Request) -> bool:
    fetch_site = request.headers.get("sec-fetch-site")
    if fetch_site is not None:
        return fetch_site in ("same-origin", "none")
    origin = request.headers.get("origin")
    if origin is None or origin == "null":
        return origin is None  # an old browser sends neither; "null" is an opaque (sandboxed, foreign) origin
    own = {f"{request.url.scheme}://{request.url.netloc}"}
    base = urlsplit(get_settings().public_base_url)
    if base.scheme and base.netloc:
        own.add(f"{base.scheme}://{base.netloc}")
    return origin in own


def _typed(form_data: FormData, lists: frozenset[str]) -> dict[str, str | list[str]]:
    """What was typed, as the form sends it: one text per field (a list for check boxes), cut to size."""
    typed: dict[str, str | list[str]] = {}
    for name in dict.fromkeys(form_data.keys()):
        if name in (FORM_FIELD,) or len(name) > 50:
            continue
        values = [v[:MAX_VALUE_LENGTH] for v in form_data.getlist(name) if isinstance(v, str)]
        typed[name] = values if name in lists else (values[0] if values else "")
    return typed


def _error_answer(error: AppError) -> dict[str, Any]:
    return {"status": error.status_code, **error.body()}


async def post_page_form(
    request: Request,
    path: str,
    session: AsyncSession,
    renderer: PageRenderer,
    forms: Mapping[str, PageForm],
) -> Response:
    """The answer to a form posted to the page at `path` (see the module's docstring)."""
    page = resolve(path)
    form: PageForm | None = None
    typed: dict[str, str | list[str]] = {}
    token: str | None = None
    try:
        content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if content_type != "application/x-www-form-urlencoded":
            raise UnsupportedForm()
        try:
            form_data = await request.form(max_fields=MAX_FIELDS, max_files=0)
        except Exception as unreadable:  # starlette's MultiPartException / a malformed body
            raise FormNotAccepted() from unreadable
        # The last one: a form's submit button may name another form sent with the same fields (the
        # booking form's "tell me when places free up" is the waitlist's).
        names = form_data.getlist(FORM_FIELD)
        name = names[-1] if names else None
        form = forms.get(name) if isinstance(name, str) else None
        if form is None or not page.known or (form.pages is not None and page.key not in form.pages):
            form = None
            raise FormNotAccepted()
        if not _same_site(request):
            raise CrossSite()
        typed = _typed(form_data, form.lists)
        watch_typed_addresses(typed)  # the mail limits' watch, as for the JSON route (app/kit/mail_limits.py)
        posted = Posted(page, typed, client_ip(request), session)
        if form.with_token:
            token = posted.text(TOKEN_FIELD)
            if read_form_token(form.name, token) is None:
                token = None
                raise FormExpired()
        try:
            data = form.schema.model_validate(await form.payload(posted))
        except ValidationError as invalid:
            raise ValidationFailed(fields=validation_fields([dict(e) for e in invalid.errors()])) from invalid
        done = await form.handle(posted, data)
        done_path, _, done_query = done.partition("?")
        location = localized_path(page.lang, done_path) + (f"?{done_query}" if done_query else "")
        return RedirectResponse(location, status_code=303)
    except AppError as error:
        await session.rollback()
        typed.pop(TOKEN_FIELD, None)
        name = form.name if form is not None else "page"
        if form is not None and form.with_token and token is None:
            token = form_token(form.name)
        state = PostedForm(form=name, values=typed, error=_error_answer(error), token=token)
        rendered = await renderer.render(
            path, session, request.query_params, request.url.query, extra=[posted_form_data(state)]
        )
        headers = {"Cache-Control": "no-store"}
        if error.headers and "Retry-After" in error.headers:
            headers["Retry-After"] = error.headers["Retry-After"]
        status = error.status_code if rendered.status == 200 else rendered.status
        return HTMLResponse(rendered.html, status_code=status, headers=headers)

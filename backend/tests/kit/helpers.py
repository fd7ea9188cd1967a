"""Every input of every /api route of the real app, read from the routes themselves, and a request
that puts one value into one of them.

The class tests (dates, text, numbers) walk these inputs, so a new route or field is covered without
being listed: JSON body fields (nested models, list items, dict values), query, path, header and
cookie parameters, each with its Python type and the `Annotated` metadata that declares its rules.
"""

from __future__ import annotations

import json
import re
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union, get_args, get_origin
from urllib.parse import quote

import httpx
from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import iter_route_contexts
from pydantic import BaseModel
from typing_extensions import TypeAliasType

from tests.security.helpers import Marketplace

# A step into a value: a field name (its alias), a list item, or a dict value under the given key.
Step = tuple[Literal["field", "item", "value"], str]
_PARAM = re.compile(r"\{(\w+)(?::\w+)?\}")


class RawJson(str):
    """A value written into the JSON body as it is: a number JSON cannot hold (1e400, NaN, 400 digits)."""


_RAW = "\x00raw\x00"


@dataclass(frozen=True)
class RouteInput:
    method: str
    path: str
    where: str  # "body", "query", "path", "header" or "cookie"
    steps: tuple[Step, ...]
    annotation: Any  # the leaf's type, Annotated, unions with None and aliases taken off
    metadata: tuple[Any, ...]  # the leaf's own Annotated metadata (validators, bounds)

    @property
    def name(self) -> str:
        """The field as a 422's `fields` names it ("packages.0.title", "translations.fr.name", "from")."""
        return ".".join("0" if kind == "item" else key for kind, key in self.steps)

    def __str__(self) -> str:
        return f"{self.method} {self.path} {self.where}:{self.name}"

    def request(self, value: Any, ids: dict[str, Any]) -> dict[str, Any]:
        """The keyword arguments of `httpx.AsyncClient.request` that send `value` in this input.

        The body is encoded here, ASCII only, so a lone surrogate travels as the JSON escape "\\ud800"
        (httpx would encode the text as UTF-8 and fail before sending)."""
        url = _PARAM.sub(lambda m: str(ids[m.group(1)]), self.path)
        if self.where == "body":
            body: Any = _RAW if isinstance(value, RawJson) else value
            for kind, key in reversed(self.steps):
                body = [body] if kind == "item" else {key: body}
            content = json.dumps(body)
            if isinstance(value, RawJson):
                content = content.replace(json.dumps(_RAW), value)
            return {
                "method": self.method,
                "url": url,
                "content": content.encode("ascii"),
                "headers": {"content-type": "application/json"},
            }
        if self.where == "query":
            # As a client would send a lone surrogate: its UTF-8 bytes ("%ED%A0%80"), percent-encoded.
            text = quote(str(value).encode("utf-8", "surrogatepass"), safe="")
            return {"method": self.method, "url": f"{url}?{quote(self.steps[0][1])}={text}", "json": {}}
        raise ValueError(f"{self} is sent in the {self.where}, not by this helper")


def _model(annotation: Any) -> type[BaseModel] | None:
    return annotation if isinstance(annotation, type) and issubclass(annotation, BaseModel) else None


def _key_sample(annotation: Any) -> str:
    """A dict key the type accepts: the first choice of a Literal, else any text."""
    annotation = _unwrap(annotation)[0]
    return str(get_args(annotation)[0]) if get_origin(annotation) is Literal else "key"


def _unwrap(annotation: Any) -> tuple[Any, tuple[Any, ...]]:
    """The type without Annotated (its metadata collected), aliases and a union's None."""
    metadata: tuple[Any, ...] = ()
    while True:
        if isinstance(annotation, TypeAliasType):
            annotation = annotation.__value__
        elif get_origin(annotation) is Annotated:
            annotation, *extra = get_args(annotation)
            metadata += tuple(extra)
        elif get_origin(annotation) in (Union, types.UnionType) and type(None) in get_args(annotation):
            rest = [a for a in get_args(annotation) if a is not type(None)]
            annotation = rest[0] if len(rest) == 1 else Union[tuple(rest)]  # noqa: UP007 - built at run time
        else:
            return annotation, metadata


def _leaves(
    annotation: Any, metadata: tuple[Any, ...], steps: tuple[Step, ...], seen: frozenset[type]
) -> Iterator[tuple[tuple[Step, ...], Any, tuple[Any, ...]]]:
    annotation, more = _unwrap(annotation)
    metadata += more
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        for branch in get_args(annotation):
            yield from _leaves(branch, metadata, steps, seen)
    elif origin in (list, set, frozenset, tuple):
        for item in get_args(annotation):
            if item is not Ellipsis:
                yield from _leaves(item, (), (*steps, ("item", "0")), seen)
    elif origin is dict:
        key, value = get_args(annotation)
        yield from _leaves(value, (), (*steps, ("value", _key_sample(key))), seen)
    elif (model := _model(annotation)) is not None:
        if model in seen:
            return
        for name, field in model.model_fields.items():
            alias = field.alias or name
            yield from _leaves(field.annotation, tuple(field.metadata), (*steps, ("field", alias)), seen | {model})
    else:
        yield steps, annotation, metadata


def _dependants(dependant: Dependant) -> Iterator[Dependant]:
    yield dependant
    for sub in dependant.dependencies:
        yield from _dependants(sub)


def _json_body(route: Any) -> bool:
    body = getattr(route, "body_field", None)
    if body is None:
        return False
    media = getattr(body.field_info, "media_type", "application/json")
    return "json" in media


def route_inputs(app: FastAPI) -> list[RouteInput]:
    """Every leaf input of every /api route, each (method, path, place, name) once."""
    found: dict[str, RouteInput] = {}
    for route in iter_route_contexts(app.router.routes):
        if getattr(route, "dependant", None) is None or not (route.path or "").startswith("/api"):
            continue
        path = re.sub(r"\{(\w+):\w+\}", r"{\1}", route.path)
        params = [
            p
            for d in _dependants(route.dependant)
            for kind in ("path", "query", "header", "cookie")
            for p in [(kind, q) for q in getattr(d, f"{kind}_params")]
        ]
        bodies = [b for d in _dependants(route.dependant) for b in d.body_params]
        embed = len(bodies) > 1 or any(getattr(b.field_info, "embed", False) for b in bodies)
        for method in sorted((route.methods or set()) - {"HEAD"}):
            leaves: list[tuple[str, tuple[Step, ...], Any, tuple[Any, ...]]] = []
            for where, param in params:
                model = _model(_unwrap(param.field_info.annotation)[0])
                # A query model (`Annotated[CampListQuery, Query()]`): its fields are the parameters.
                start: tuple[Step, ...] = () if model is not None else (("field", param.alias),)
                for steps, leaf, meta in _leaves(
                    param.field_info.annotation, tuple(param.field_info.metadata), start, frozenset()
                ):
                    leaves.append((where, steps, leaf, meta))
            if _json_body(route):
                for body in bodies:
                    start = (("field", body.alias),) if embed else ()
                    for steps, leaf, meta in _leaves(
                        body.field_info.annotation, tuple(body.field_info.metadata), start, frozenset()
                    ):
                        leaves.append(("body", steps, leaf, meta))
            for where, steps, leaf, meta in leaves:
                found.setdefault(f"{method} {path} {where} {steps}", RouteInput(method, path, where, steps, leaf, meta))
    return list(found.values())


CALLERS = ("owner_a", "super_admin", "anonymous")


@dataclass
class Answer:
    caller: str
    status: int
    fields: dict[str, str]


async def send_to_every_caller(
    client: httpx.AsyncClient, market: Marketplace, target: RouteInput, value: Any
) -> list[Answer]:
    """`value` in `target`, sent as an owner, a super admin and anonymously (one of them passes the policy)."""
    answers = []
    for caller in CALLERS:
        ids = market.ids[caller]
        kwargs = target.request(value, ids)
        kwargs["headers"] = {**kwargs.get("headers", {}), **market.headers[caller]}
        response = await client.request(**kwargs)
        body = response.json() if response.headers.get("content-type", "").startswith("application/json") else {}
        fields = body.get("fields") or {} if isinstance(body, dict) else {}
        answers.append(Answer(caller, response.status_code, fields))
    return answers


async def unrefused(
    client: httpx.AsyncClient,
    market: Marketplace,
    targets: list[RouteInput],
    value: Any,
    codes: Callable[[RouteInput], set[str] | None] = lambda target: None,
) -> list[str]:
    """Each input that answers `value` with a server error, or without a 422 that names it, with what came back."""
    failures = []
    for target in targets:
        answers = await send_to_every_caller(client, market, target, value)
        if any(a.status >= 500 for a in answers) or not any(names_field(a, target, codes(target)) for a in answers):
            failures.append(f"{target}: {[(a.caller, a.status, a.fields) for a in answers]}")
    return failures


async def server_errors(
    client: httpx.AsyncClient, market: Marketplace, targets: list[RouteInput], value: Any
) -> list[str]:
    """Each input (and caller) that answers `value` with a server error."""
    return [
        f"{target} as {answer.caller}: {answer.status}"
        for target in targets
        for answer in await send_to_every_caller(client, market, target, value)
        if answer.status >= 500
    ]


def names_field(answer: Answer, target: RouteInput, codes: set[str] | None = None) -> bool:
    """The answer is a 422 that refuses this field's value (with one of `codes`, when given).

    A rule on the list or object the field is in (a list of image URLs, a JSON object) names that
    list or object: the field's parents count too, for any code but `required`."""
    if answer.status != 422:
        return False
    parts = target.name.split(".")
    names = {".".join(parts[:n]) for n in range(1, len(parts) + 1)}
    return any(
        (field in names or field.startswith(target.name + "."))
        and code != "required"
        and (codes is None or code in codes)
        for field, code in answer.fields.items()
    )

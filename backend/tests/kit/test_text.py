"""The text types every request schema uses: no control characters in single-line fields, only line
breaks and tabs in multi-line ones."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from pydantic import ValidationError

from app.kit.schema import ApiModel
from app.kit.text import MultiLine, SingleLine
from tests.owner.helpers import build_world
from tests.shared_app import default_app


class Form(ApiModel):
    name: SingleLine | None = None
    note: MultiLine | None = None


@pytest.mark.parametrize(
    "value", ["Camp\r\nX", "Camp\nX", "Camp\rX", "a\x00b", "a\x1bb", "a\x7fb", "a\x85b", "a\u2028b", "a\tb"]
)
def test_single_line_text_refuses_control_characters(value: str) -> None:
    with pytest.raises(ValidationError) as caught:
        Form(name=value)
    assert caught.value.errors()[0]["ctx"]["error"].code == "invalid_characters"


@pytest.mark.parametrize("value", ["a\x00b", "a\x1bb", "a\x0bb", "a\x0cb", "a\u2029b", "a\x9bb"])
def test_multi_line_text_refuses_other_control_characters(value: str) -> None:
    with pytest.raises(ValidationError):
        Form(note=value)


def test_ordinary_text_passes_and_line_breaks_are_kept_as_lf() -> None:
    form = Form(name="Café Ñandú – 🌊 Taghazout", note="Line one\r\nLine two\rLine three\n\tindented")
    assert form.name == "Café Ñandú – 🌊 Taghazout"
    assert form.note == "Line one\nLine two\nLine three\n\tindented"


# Request text that is not typed as SingleLine or MultiLine, and why.
NOT_FREE_TEXT = {
    ".password": "any character may be part of a password (AnyText: only a lone surrogate is refused)",
    ".email": "an e-mail address, checked by email-validator (which refuses control characters)",
    ".meta": "a JSON document, parsed into an object (its texts checked by encodable_json)",
}


def _free_text_without_rule(schema: dict[str, Any], components: dict[str, Any], name: str = "") -> list[str]:
    while "$ref" in schema:
        schema = components[schema["$ref"].rsplit("/", 1)[-1]]
    found = [f for alt in schema.get("anyOf", []) for f in _free_text_without_rule(alt, components, name)]
    ruled = {"pattern", "enum", "const"} & set(schema) or schema.get("format") in ("date", "binary")
    if schema.get("type") == "string" and not ruled:
        found.append(name)
    if schema.get("type") == "array":
        found += _free_text_without_rule(schema.get("items", {}), components, f"{name}[]")
    for key, value in schema.get("properties", {}).items():
        found += _free_text_without_rule(value, components, f"{name}.{key}")
    return found


def test_every_text_field_of_every_request_body_refuses_control_characters() -> None:
    spec = default_app().openapi()
    components = spec["components"]["schemas"]
    unruled = {
        f"{method.upper()} {path} {field}"
        for path, operations in spec["paths"].items()
        for method, operation in operations.items()
        for media in operation.get("requestBody", {}).get("content", {}).values()
        for field in _free_text_without_rule(media["schema"], components)
        if field not in NOT_FREE_TEXT
    }
    assert unruled == set()


@pytest.mark.parametrize("name", ["Atlas\r\nBcc: victim@example.com", "Atlas\nHouse", "Atlas\x1b[31m"])
async def test_line_breaks_in_camp_and_package_names_are_refused(client: httpx.AsyncClient, name: str) -> None:
    world = await build_world()
    camp = await client.patch("/api/v1/owner/camp", json={"name": name}, headers=world.a.owner)
    assert camp.status_code == 422 and camp.json()["fields"] == {"name": "invalid_characters"}
    package = await client.patch(
        f"/api/v1/owner/packages/{world.a.package.id}", json={"name": name}, headers=world.a.owner
    )
    assert package.status_code == 422 and package.json()["fields"] == {"name": "invalid_characters"}
    partner = await client.post("/api/partner-signup", json={"surfCampName": name})
    assert partner.json()["fields"]["surfCampName"] == "invalid_characters"


async def test_a_description_keeps_its_line_breaks(client: httpx.AsyncClient) -> None:
    world = await build_world()
    response = await client.patch(
        "/api/v1/owner/camp", json={"description": "Waves.\r\nYoga.\n\nFood."}, headers=world.a.owner
    )
    assert response.status_code == 200 and response.json()["description"] == "Waves.\nYoga.\n\nFood."

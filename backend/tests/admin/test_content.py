"""CMS content in the back office: sanitised HTML, metadata that must be a JSON object, the toggle."""

from __future__ import annotations

import httpx
import pytest

from app.content.service import sanitize_html
from tests.admin.helpers import Office

URL = "/api/v1/admin/content"


async def create(client: httpx.AsyncClient, office: Office, **fields: object) -> dict[str, object]:
    body = {"sectionKey": "hero", "title": "Hero", "content": "Surf Morocco", **fields}
    response = await client.post(URL, json=body, headers=office["camp_admin"])
    assert response.status_code == 201, response.text
    created: dict[str, object] = response.json()
    return created


@pytest.mark.parametrize(
    "html",
    [
        "<p>Hi</p><script>alert(1)</script>",
        '<img src="x.jpg" onerror="alert(1)">',
        '<a href="javascript:alert(1)">x</a>',
        '<a href="JaVaScRiPt:alert(1)">x</a>',
        '<p onclick="steal()">x</p>',
        "<svg><script>alert(1)</script></svg>",
        '<iframe src="https://evil.example"></iframe>',
        '<p style="background:url(javascript:alert(1))">x</p>',
    ],
)
def test_sanitizer_removes_every_script_route(html: str) -> None:
    clean = sanitize_html(html).lower()
    for bad in ("<script", "onerror", "onclick", "javascript:", "<iframe", "style="):
        assert bad not in clean


async def test_html_is_sanitised_on_create_and_update(client: httpx.AsyncClient, office: Office) -> None:
    row = await create(
        client,
        office,
        contentType="html",
        content='<h2>Waves</h2><p onclick="x()">Hi <a href="https://ok.example">ok</a></p><script>bad()</script>',
    )
    assert row["content"] == (
        '<h2>Waves</h2><p>Hi <a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a></p>'
    )
    response = await client.patch(
        f"{URL}/{row['id']}", json={"content": '<a href="javascript:alert(1)">x</a>'}, headers=office["camp_admin"]
    )
    assert response.json()["content"] == '<a rel="noopener noreferrer nofollow">x</a>'


async def test_metadata_must_be_a_json_object(client: httpx.AsyncClient, office: Office) -> None:
    headers = office["camp_admin"]
    for meta, code in (("{not json", "invalid_json"), ("[1, 2]", "not_json_object"), ('"text"', "not_json_object")):
        body = {"sectionKey": "hero", "content": "x", "meta": meta}
        response = await client.post(URL, json=body, headers=headers)
        assert response.status_code == 422
        assert response.json()["fields"] == {"meta": code}
    row = await create(client, office, meta='{"author": "Sara", "rating": 5}')
    assert row["meta"] == {"author": "Sara", "rating": 5}
    row = await create(client, office, meta={"cta": "/surf-camps"})
    assert row["meta"] == {"cta": "/surf-camps"}
    row = await create(client, office)
    assert row["meta"] == {}


async def test_json_content_must_parse_and_languages_are_the_sites(client: httpx.AsyncClient, office: Office) -> None:
    headers = office["camp_admin"]
    response = await client.post(
        URL, json={"sectionKey": "faq", "content": "{", "contentType": "json"}, headers=headers
    )
    assert response.status_code == 422 and response.json()["fields"] == {"content": "invalid_json"}
    response = await client.post(URL, json={"sectionKey": "faq", "content": "x", "language": "es"}, headers=headers)
    assert response.status_code == 422 and response.json()["fields"] == {"language": "invalid_choice"}
    response = await client.post(URL, json={"sectionKey": "faq", "content": "  "}, headers=headers)
    assert response.status_code == 422 and response.json()["fields"] == {"content": "required"}


async def test_sections_are_the_ones_the_site_reads(client: httpx.AsyncClient, office: Office) -> None:
    headers = office["camp_admin"]
    response = await client.post(URL, json={"sectionKey": "my-section", "content": "x"}, headers=headers)
    assert response.status_code == 422 and response.json()["fields"] == {"sectionKey": "invalid_choice"}
    row = await create(client, office, sectionKey="promotions")
    moved = await client.patch(f"{URL}/{row['id']}", json={"sectionKey": "sidebar"}, headers=headers)
    assert moved.status_code == 422 and moved.json()["fields"] == {"sectionKey": "invalid_choice"}


async def test_toggle_drives_the_public_read(client: httpx.AsyncClient, office: Office) -> None:
    row = await create(client, office, sectionKey="testimonials", title="Lena", content="Best week ever", language="de")
    public = await client.get("/api/v1/content", params={"section": "testimonials", "lang": "de"})
    assert [i["content"] for i in public.json()["items"]] == ["Best week ever"]

    response = await client.patch(f"{URL}/{row['id']}", json={"isActive": False}, headers=office["camp_admin"])
    assert response.status_code == 200 and response.json()["isActive"] is False
    public = await client.get("/api/v1/content", params={"section": "testimonials", "lang": "de"})
    assert public.json()["items"] == []

    listed = (await client.get(URL, headers=office["camp_admin"])).json()
    assert [r["id"] for r in listed] == [row["id"]] and listed[0]["isActive"] is False

    assert (await client.delete(f"{URL}/{row['id']}", headers=office["camp_admin"])).status_code == 204
    assert (await client.get(f"{URL}/{row['id']}", headers=office["camp_admin"])).status_code == 404

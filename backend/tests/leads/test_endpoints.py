"""Newsletter, contact messages and page views are stored (the specs only logged them)."""

from __future__ import annotations

import re

import httpx
from sqlalchemy import func, select

from app.db import get_sessionmaker
from app.models import ContactMessage, EmailOutbox, NewsletterSubscriber, PageView


async def count(model: type) -> int:
    async with get_sessionmaker()() as session:
        return int(await session.scalar(select(func.count()).select_from(model)) or 0)


async def test_newsletter_signup_is_idempotent_per_email(client: httpx.AsyncClient) -> None:
    for email in ("surfer@example.com", "Surfer@Example.com"):
        response = await client.post("/api/v1/newsletter", json={"email": email, "language": "fr"})
        assert response.status_code == 200
        assert response.json()["message"] == "Thanks! Check your email for the free Morocco Surf Guide PDF."
    assert await count(NewsletterSubscriber) == 1
    assert await count(EmailOutbox) == 1  # one welcome e-mail


async def test_the_unsubscribe_link_in_the_welcome_mail_works(client: httpx.AsyncClient) -> None:
    await client.post("/api/v1/newsletter", json={"email": "surfer@example.com", "language": "de"})
    async with get_sessionmaker()() as session:
        mail = await session.scalar(select(EmailOutbox))
    assert mail is not None and "Willkommen im Line-up!" in mail.text_body and "/de/blog/" in mail.text_body
    token = re.search(r"/newsletter/unsubscribe\?token=([\w-]+)", mail.text_body).group(1)  # type: ignore[union-attr]
    assert (await client.post("/api/v1/newsletter/unsubscribe", json={"token": token})).status_code == 200
    async with get_sessionmaker()() as session:
        subscriber = await session.scalar(select(NewsletterSubscriber))
    assert subscriber is not None and subscriber.unsubscribed_at is not None
    bad = await client.post("/api/v1/newsletter/unsubscribe", json={"token": "not-a-real-token"})
    assert bad.status_code == 400 and bad.json()["error"] == "invalid_token"
    # Signing up again re-subscribes.
    await client.post("/api/v1/newsletter", json={"email": "surfer@example.com"})
    async with get_sessionmaker()() as session:
        subscriber = await session.scalar(select(NewsletterSubscriber))
    assert subscriber is not None and subscriber.unsubscribed_at is None


async def test_newsletter_refuses_a_bad_address(client: httpx.AsyncClient) -> None:
    for email, code in (("", "required"), ("no-at-sign", "invalid_email")):
        response = await client.post("/api/v1/newsletter", json={"email": email})
        assert response.status_code == 422 and response.json()["fields"] == {"email": code}


async def test_contact_messages_are_stored_and_sent_to_the_team(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/v1/contact", json={"name": "Ana", "email": "ana@example.com", "message": "Is March good for beginners?"}
    )
    assert response.status_code == 201
    assert response.json()["message"] == "Thank you for your message! We'll get back to you soon."
    assert await count(ContactMessage) == 1
    async with get_sessionmaker()() as session:
        mail = await session.scalar(select(EmailOutbox))
    assert mail is not None and mail.to_address == "team@surfcamp.local" and "March" in mail.text_body


async def test_contact_needs_every_field(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/v1/contact", json={"name": " ", "email": "x", "message": ""})
    assert response.json()["fields"] == {"name": "required", "email": "invalid_email", "message": "required"}


async def test_page_views_keep_only_page_name_and_type(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/v1/page-views", json={"pageName": "Tag Surf House", "pageType": "package"})
    assert response.status_code == 204 and "set-cookie" not in response.headers
    async with get_sessionmaker()() as session:
        view = await session.scalar(select(PageView))
    assert view is not None and (view.page_name, view.page_type) == ("Tag Surf House", "package")

from __future__ import annotations

import csv
import io

import httpx

from app.db import get_sessionmaker
from app.models import ChatLead, ContactMessage, NewsletterSubscriber
from app.models.base import utcnow
from tests.admin.helpers import Office


async def test_lists_and_csv_export(client: httpx.AsyncClient, office: Office) -> None:
    async with get_sessionmaker()() as session, session.begin():
        session.add_all(
            [ContactMessage(name=f"Visitor {i}", email=f"v{i}@example.com", message="Hi") for i in range(3)]
        )
        session.add(NewsletterSubscriber(email="=cmd|' /C calc'!A0@example.com", unsubscribe_token="t1"))
        session.add(NewsletterSubscriber(email="gone@example.com", unsubscribe_token="t2", unsubscribed_at=utcnow()))
        session.add(ChatLead(email="lead@example.com", summary="Wants a beginner week in May"))
    headers = office["camp_admin"]
    messages = (await client.get("/api/v1/admin/contact-messages", params={"pageSize": 2}, headers=headers)).json()
    assert messages["total"] == 3 and len(messages["items"]) == 2
    subscribers = (await client.get("/api/v1/admin/newsletter-subscribers", headers=headers)).json()
    assert subscribers["total"] == 2 and subscribers["active"] == 1
    leads = (await client.get("/api/v1/admin/chat-leads", headers=headers)).json()
    assert leads["items"][0]["summary"] == "Wants a beginner week in May"

    response = await client.get("/api/v1/admin/newsletter-subscribers/export", headers=headers)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/csv")
    assert "attachment" in response.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(response.text.lstrip("\ufeff"))))
    assert rows[0] == ["email", "language", "status", "subscribed_at", "unsubscribed_at"]
    assert rows[1][0] == "'=cmd|' /C calc'!A0@example.com" and rows[1][2] == "subscribed"
    assert rows[2][0] == "gone@example.com" and rows[2][2] == "unsubscribed"

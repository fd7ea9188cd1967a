"""Talking to the assistant in tests: send a conversation, read it back."""

from __future__ import annotations

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import ChatConversation

CHAT = "/api/v1/assistant/chat"


async def say(client: httpx.AsyncClient, visitor: str, *texts: str, language: str = "en") -> list[dict]:
    """Sends each text as the next user message of one conversation; returns the reply bodies."""
    history: list[dict[str, str]] = []
    replies = []
    for content in texts:
        history.append({"role": "user", "content": content})
        response = await client.post(CHAT, json={"visitorId": visitor, "language": language, "messages": history})
        assert response.status_code == 200, response.text
        body = response.json()
        history.append({"role": "assistant", "content": body["message"]})
        replies.append(body)
    return replies


async def conversation(visitor: str) -> ChatConversation:
    async with get_sessionmaker()() as session:
        row = await session.scalar(select(ChatConversation).where(ChatConversation.visitor_id == visitor))
    assert row is not None
    return row

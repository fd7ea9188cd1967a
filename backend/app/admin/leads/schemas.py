from __future__ import annotations

from datetime import datetime

from app.kit.pagination import Page
from app.kit.schema import ApiModel


class ContactMessageRead(ApiModel):
    id: int
    name: str
    email: str
    message: str
    language: str
    handled_at: datetime | None
    created_at: datetime


class ContactMessagePage(Page[ContactMessageRead]):
    pass


class SubscriberRead(ApiModel):
    id: int
    email: str
    language: str
    subscribed_at: datetime
    unsubscribed_at: datetime | None


class SubscriberPage(Page[SubscriberRead]):
    active: int


class ChatLeadRead(ApiModel):
    id: int
    conversation_id: int | None
    email: str
    language: str
    summary: str | None
    created_at: datetime


class ChatLeadPage(Page[ChatLeadRead]):
    pass

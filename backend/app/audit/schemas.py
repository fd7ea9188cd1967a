from __future__ import annotations

from datetime import datetime
from typing import Any

from app.kit.pagination import Page
from app.kit.schema import ApiModel


class AuditEntryRead(ApiModel):
    id: int
    actor_user_id: int | None
    actor_name: str | None
    actor_email: str | None
    action: str
    entity_type: str
    entity_id: str | None
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    created_at: datetime


class AuditPage(Page[AuditEntryRead]):
    pass

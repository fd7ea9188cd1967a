"""Recording back-office writes. Services call `AuditTrail.record` in the same transaction as the change."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any, get_args

from sqlalchemy import inspect
from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.repository import AuditRepository
from app.audit.schemas import AuditAction, AuditEntity, AuditEntryRead, AuditField, AuditPage
from app.auth.access import Principal
from app.kit.pagination import PageParams
from app.models import AuditLog
from app.models.base import Base, utcnow

# Never copied into the log, whatever the table: secrets, and the bookkeeping no one reads there.
SECRET_COLUMNS = frozenset(
    {
        "password_hash",
        "token_hash",
        "review_token_hash",
        "unsubscribe_token",
        "idempotency_key",
        "idempotency_fingerprint",
        "search_text",
        "search_words",
        "manage_link_version",
        "calendar_token",
    }
)
FIELDS: frozenset[str] = frozenset(get_args(AuditField.__value__))


def known_fields(values: dict[str, Any] | None) -> dict[str, Any] | None:
    """An entry's values without the fields the log no longer knows (a column dropped since)."""
    return None if values is None else {k: v for k, v in values.items() if k in FIELDS}


def _jsonable(value: Any) -> Any:
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


def snapshot(row: Base | None) -> dict[str, Any] | None:
    """The row's column values as JSON (attribute names), without secrets."""
    if row is None:
        return None
    mapper = inspect(row.__class__)
    return {
        attr.key: _jsonable(getattr(row, attr.key)) for attr in mapper.column_attrs if attr.key not in SECRET_COLUMNS
    }


# Kept in `after` even when unchanged, so an entry says which row it is about: the first of the
# LABEL_KEYS the row has, and a content item's section (its title alone does not place it).
LABEL_KEYS = ("booking_reference", "name", "camp_name", "title", "email", "full_name", "reviewer_first_name")
CONTEXT_KEYS = ("section_key",)


def changed_only(before: dict[str, Any] | None, after: dict[str, Any] | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Keep only the fields that differ, so an entry shows the change at a glance (plus the row's label)."""
    before, after = before or {}, after or {}
    keys = [k for k in after if before.get(k) != after.get(k) and k != "updated_at"]
    label = next((k for k in LABEL_KEYS if after.get(k)), None)
    changed_after = {k: after.get(k) for k in keys}
    for key in (label, *CONTEXT_KEYS):
        if key is not None and after.get(key) and key not in changed_after:
            changed_after[key] = after[key]
    return {k: before.get(k) for k in keys}, changed_after


class AuditTrail:
    def __init__(self, session: AsyncSession, principal: Principal | None) -> None:
        """`principal` None: a change no signed-in user made (a traveller's link, the system's jobs)."""
        self.repo = AuditRepository(session)
        self.actor_id = principal.user.id if principal is not None else None

    def record(
        self,
        action: AuditAction,
        entity_type: AuditEntity,
        entity_id: int | str | None,
        before: dict[str, Any] | None = None,
        after: dict[str, Any] | None = None,
        *,
        diff: bool = True,
    ) -> None:
        if diff and before is not None and after is not None:
            before, after = changed_only(before, after)
        self.repo.add(
            AuditLog(
                actor_user_id=self.actor_id,
                action=action,
                entity_type=entity_type,
                entity_id=None if entity_id is None else str(entity_id),
                before=before,
                after=after,
                created_at=utcnow(),
            )
        )


class AuditService:
    def __init__(self, session: AsyncSession) -> None:
        self.repo = AuditRepository(session)

    async def page(self, paging: PageParams, entity_type: str | None) -> AuditPage:
        rows, total = await self.repo.page(paging, entity_type)
        return AuditPage.of(
            [
                AuditEntryRead(
                    id=entry.id,
                    actor_user_id=entry.actor_user_id,
                    actor_name=name,
                    actor_email=email,
                    action=entry.action,
                    entity_type=entry.entity_type,
                    entity_id=entry.entity_id,
                    before=known_fields(entry.before),
                    after=known_fields(entry.after),
                    created_at=entry.created_at,
                )
                for entry, name, email in rows
            ],
            total,
            paging,
        )

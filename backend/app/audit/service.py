"""Recording writes. Services call `AuditTrail.record` in the same transaction as the change, naming
who acts: a signed-in user (the team or a camp's owner), the traveller, the system or the command line."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any, get_args

from sqlalchemy import Numeric, inspect
from sqlalchemy.ext.asyncio import AsyncSession

from app.audit.names import COMPANIONS, LABEL_KEYS, entry_names
from app.audit.repository import AuditRepository
from app.audit.schemas import AuditAction, AuditEntity, AuditEntryRead, AuditField, AuditPage, AuditParty
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
        "sender_fingerprint",  # an HMAC of the sender's network: counted, never shown
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


def _stored(value: Any, column_type: Any) -> Any:
    """A value as its column stores it: an amount written as 450 is 450.00 in a column of two decimals,
    so an entry does not show a price "changed" from 450.00 to 450."""
    scale = getattr(column_type, "scale", None)
    if isinstance(value, Decimal) and isinstance(column_type, Numeric) and scale is not None:
        return value.quantize(Decimal(1).scaleb(-scale))
    return value


def snapshot(row: Base | None) -> dict[str, Any] | None:
    """The row's column values as JSON (attribute names), without secrets."""
    if row is None:
        return None
    mapper = inspect(row.__class__)
    return {
        attr.key: _jsonable(_stored(getattr(row, attr.key), attr.columns[0].type))
        for attr in mapper.column_attrs
        if attr.key not in SECRET_COLUMNS
    }


# Kept in `after` even when unchanged: a content item's section (its title alone does not place it).
CONTEXT_KEYS = ("section_key",)


def _changed_translations(before: Any, after: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Of two `translations` values, only the languages and fields whose translation changed."""
    before, after = before or {}, after or {}
    old: dict[str, Any] = {}
    new: dict[str, Any] = {}
    for lang in sorted(set(before) | set(after)):
        was, now = before.get(lang) or {}, after.get(lang) or {}
        if not isinstance(was, dict) or not isinstance(now, dict):  # a review's: {lang: text}
            if was != now:
                old[lang], new[lang] = was or None, now or None
            continue
        for field in sorted(set(was) | set(now)):
            if was.get(field) != now.get(field):
                old.setdefault(lang, {})[field] = was.get(field)
                new.setdefault(lang, {})[field] = now.get(field)
    return old, new


def changed_only(before: dict[str, Any] | None, after: dict[str, Any] | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Keep only the fields that differ, so an entry shows the change at a glance (plus the row's label)."""
    before, after = before or {}, after or {}
    keys = [k for k in after if before.get(k) != after.get(k) and k != "updated_at"]
    changed_before = {k: before.get(k) for k in keys}
    changed_after = {k: after.get(k) for k in keys}
    if "translations" in keys:
        changed_before["translations"], changed_after["translations"] = _changed_translations(
            before.get("translations"), after.get("translations")
        )
    for key in keys:
        companion = COMPANIONS.get(key, "")
        if companion in after and companion not in keys:
            changed_before[companion], changed_after[companion] = before.get(companion), after[companion]
    label = next((k for k in LABEL_KEYS if after.get(k)), "")
    for key in (label, *CONTEXT_KEYS):
        if key and after.get(key) and key not in changed_after:
            changed_after[key] = after[key]
    return changed_before, changed_after


def party_of(principal: Principal) -> AuditParty:
    """A signed-in user acts for the team (an admin) or for their camp (its owner)."""
    return "team" if principal.is_admin else "camp"


class AuditTrail:
    def __init__(self, session: AsyncSession, by: Principal | AuditParty) -> None:
        """`by`: the signed-in user who acts, or who acts without one ("traveller" through their "My
        booking" link, "system" for the jobs, "command_line" for an operator's `surfcamp` command)."""
        self.repo = AuditRepository(session)
        if isinstance(by, str):
            self.actor_id, self.party = None, by
        else:
            self.actor_id, self.party = by.user.id, party_of(by)

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
            if not before:
                return  # saved as it was: nothing to tell
        self.repo.add(
            AuditLog(
                actor_user_id=self.actor_id,
                actor_party=self.party,
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
        self.session = session
        self.repo = AuditRepository(session)

    async def page(self, paging: PageParams, entity_type: str | None, lang: str = "en") -> AuditPage:
        rows, total = await self.repo.page(paging, entity_type)
        entries = [entry for entry, _, _ in rows]
        names = await entry_names(self.session, entries, lang)
        return AuditPage.of(
            [
                AuditEntryRead(
                    id=entry.id,
                    actor_user_id=entry.actor_user_id,
                    actor_party=entry.actor_party,
                    actor_name=name,
                    actor_email=email,
                    action=entry.action,
                    entity_type=entry.entity_type,
                    entity_id=entry.entity_id,
                    entity_name=names.entity(entry),
                    before=known_fields(entry.before),
                    after=known_fields(entry.after),
                    names=names.of(entry),
                    created_at=entry.created_at,
                )
                for entry, name, email in rows
            ],
            total,
            paging,
        )

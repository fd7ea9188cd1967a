"""Audit log queries: append one entry, read a page newest first with the actor's name."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.kit.pagination import PageParams, paginate
from app.models import AuditLog, User


class AuditRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def add(self, entry: AuditLog) -> None:
        self.session.add(entry)

    async def page(
        self, paging: PageParams, entity_type: str | None
    ) -> tuple[list[tuple[AuditLog, str | None, str | None]], int]:
        where: list[Any] = []
        if entity_type:
            where.append(AuditLog.entity_type == entity_type)
        stmt = (
            select(AuditLog, User.full_name, User.email)
            .outerjoin(User, User.id == AuditLog.actor_user_id)
            .where(*where)
            .order_by(AuditLog.created_at.desc(), AuditLog.id.desc())
        )
        return await paginate(self.session, stmt, paging)

    async def recent(
        self,
        limit: int,
        *,
        actions: Collection[str] | None = None,
        except_actions: Collection[str] = (),
        except_entity_types: Collection[str] = (),
        parties: Collection[str] | None = None,
    ) -> list[tuple[AuditLog, str | None]]:
        """The newest entries with the actor's name: only `actions` (and `parties`) when given, never the
        excepted ones."""
        where: list[Any] = []
        if parties is not None:
            where.append(AuditLog.actor_party.in_(parties))
        if actions is not None:
            where.append(AuditLog.action.in_(actions))
        if except_actions:
            where.append(AuditLog.action.not_in(except_actions))
        if except_entity_types:
            where.append(AuditLog.entity_type.not_in(except_entity_types))
        stmt = (
            select(AuditLog, User.full_name)
            .outerjoin(User, User.id == AuditLog.actor_user_id)
            .where(*where)
            .order_by(AuditLog.created_at.desc(), AuditLog.id.desc())
            .limit(limit)
        )
        return [(row[0], row[1]) for row in (await self.session.execute(stmt)).all()]

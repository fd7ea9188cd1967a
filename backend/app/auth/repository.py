"""Every query of the auth domain."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import joinedload

from app.models import EmailToken, RefreshToken, User


class UserRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get_with_profile(self, user_id: int) -> User | None:
        stmt = select(User).options(joinedload(User.profile)).where(User.id == user_id)
        return (await self.session.scalars(stmt)).first()

    async def get_by_email(self, email: str) -> User | None:
        stmt = select(User).options(joinedload(User.profile)).where(func.lower(User.email) == email.lower())
        return (await self.session.scalars(stmt)).first()

    async def email_exists(self, email: str) -> bool:
        stmt = select(User.id).where(func.lower(User.email) == email.lower())
        return (await self.session.scalar(stmt)) is not None


class TokenRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def refresh_by_hash(self, token_hash: str) -> RefreshToken | None:
        stmt = select(RefreshToken).where(RefreshToken.token_hash == token_hash).with_for_update()
        return (await self.session.scalars(stmt)).first()

    async def mark_rotated(self, token_id: int, now: datetime) -> bool:
        """Marks the token used for a refresh; False when it already was (once only, whoever asks)."""
        result = await self.session.execute(
            update(RefreshToken)
            .where(RefreshToken.id == token_id, RefreshToken.rotated_at.is_(None))
            .values(rotated_at=now)
            .execution_options(synchronize_session=False)
        )
        return bool(result.rowcount)  # type: ignore[attr-defined]

    async def revoke_family(self, family_id: str, now: datetime) -> None:
        await self.session.execute(
            update(RefreshToken)
            .where(RefreshToken.family_id == family_id, RefreshToken.revoked_at.is_(None))
            .values(revoked_at=now)
        )

    async def revoke_all_for_user(self, user_id: int, now: datetime) -> None:
        await self.session.execute(
            update(RefreshToken)
            .where(RefreshToken.user_id == user_id, RefreshToken.revoked_at.is_(None))
            .values(revoked_at=now)
        )

    async def email_token_by_hash(self, token_hash: str, *purposes: str) -> EmailToken | None:
        stmt = (
            select(EmailToken)
            .where(EmailToken.token_hash == token_hash, EmailToken.purpose.in_(purposes))
            .with_for_update()
        )
        return (await self.session.scalars(stmt)).first()

    async def expire_open_email_tokens(self, user_id: int, purpose: str, now: datetime) -> None:
        """Older links stop working once a newer one is sent."""
        await self.session.execute(
            update(EmailToken)
            .where(EmailToken.user_id == user_id, EmailToken.purpose == purpose, EmailToken.used_at.is_(None))
            .values(used_at=now)
        )

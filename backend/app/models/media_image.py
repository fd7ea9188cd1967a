from __future__ import annotations

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from app.models.base import Base, TimestampMixin


class MediaImage(TimestampMixin, Base):
    """An uploaded image (all its widths). `camp_id` is the camp of the owner who uploaded it;
    admin uploads have none. Owners may attach only their own camp's images."""

    __tablename__ = "media_images"

    id: Mapped[int] = mapped_column(primary_key=True)
    url: Mapped[str] = mapped_column(String(500), unique=True)
    purpose: Mapped[str] = mapped_column(String(30))
    width: Mapped[int]
    height: Mapped[int]
    camp_id: Mapped[int | None] = mapped_column(ForeignKey("surf_camps.id", ondelete="SET NULL"), index=True)
    uploaded_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)

"""Newsletter sign-ups, contact messages and anonymous page views."""

from __future__ import annotations

import secrets

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.config import get_settings
from app.db import add_unique
from app.errors import BadRequest
from app.kit.mail_limits import limit_mail_to
from app.kit.ratelimit import get_rate_limiter
from app.leads.schemas import ContactMessageCreate, NewsletterSignup, PageViewCreate
from app.models import ContactMessage, NewsletterSubscriber, PageView
from app.models.base import utcnow
from app.notifications import lead_mail
from app.notifications.outbox import queue_email


class LeadService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.settings = get_settings()

    async def subscribe(self, data: NewsletterSignup, ip: str) -> None:
        """Idempotent per e-mail; signing up again after unsubscribing re-subscribes."""
        await get_rate_limiter().check("newsletter:ip", ip, "20/3600")
        await limit_mail_to(data.email, ip, "newsletter")
        existing = await self.session.scalar(
            select(NewsletterSubscriber).where(NewsletterSubscriber.email == data.email)
        )
        if existing is not None:
            if existing.unsubscribed_at is not None:
                existing.unsubscribed_at, existing.subscribed_at = None, utcnow()
                existing.language = data.language
                queue_email(self.session, existing.email, lead_mail.newsletter_welcome(existing))
            return
        subscriber = NewsletterSubscriber(
            email=data.email, language=data.language, unsubscribe_token=secrets.token_urlsafe(24)
        )
        if not await add_unique(self.session, subscriber, "email"):
            return  # the same address signed up twice at once: one row is enough
        queue_email(self.session, subscriber.email, lead_mail.newsletter_welcome(subscriber))

    async def unsubscribe(self, token: str) -> None:
        subscriber = await self.session.scalar(
            select(NewsletterSubscriber).where(NewsletterSubscriber.unsubscribe_token == token)
        )
        if subscriber is None:
            raise BadRequest("This unsubscribe link is not valid.", code="invalid_token")
        subscriber.unsubscribed_at = subscriber.unsubscribed_at or utcnow()

    async def contact(self, data: ContactMessageCreate, ip: str) -> None:
        await get_rate_limiter().check("contact:ip", ip, "10/3600")
        # The message goes to the team, naming the address typed: limited like a mail to it, so one
        # address cannot be made to fill the team's inbox from many clients.
        await limit_mail_to(data.email, ip, "contact")
        message = ContactMessage(name=data.name, email=data.email, message=data.message, language=data.language)
        self.session.add(message)
        await self.session.flush()
        queue_email(self.session, self.settings.team_email, lead_mail.contact_received(message))

    async def record_page_view(self, data: PageViewCreate, ip: str) -> None:
        await get_rate_limiter().check("pageview:ip", ip, "300/60")
        self.session.add(PageView(page_name=data.page_name.strip()[:200], page_type=data.page_type))

"""Partner applications: stored as pending camp submissions, with the team told in the same transaction."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from app.config import get_settings
from app.kit.mail_limits import limit_mail_to
from app.kit.ratelimit import get_rate_limiter
from app.listings.prices import low_prices, refuse
from app.models import CampSubmission
from app.notifications import partner_mail
from app.notifications.outbox import queue_email
from app.partners.schemas import PartnerApplication


class PartnerService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.settings = get_settings()

    async def apply(self, data: PartnerApplication, ip: str) -> CampSubmission:
        # Asked before the limit counts the request: the applicant's confirmed resend is their one application.
        if not data.confirm_low_price and (low := low_prices([(p.price, p.duration_days) for p in data.packages])):
            refuse([f"packages.{i}.price" for i in low])
        await get_rate_limiter().check("partner-signup:ip", ip, self.settings.rate_limit_partner_signup_ip)
        await limit_mail_to(data.email, ip, "partner_application")
        submission = CampSubmission(
            camp_name=data.surf_camp_name,
            camp_location=data.location,
            camp_email=data.email,
            camp_phone=data.whatsapp_number,
            camp_website=data.website,
            camp_description=data.message,
            camp_type=data.camp_type,
            instagram_handle=data.instagram_handle,
            languages_spoken=data.languages_spoken,
            owner_name=data.contact_name,
            owner_email=data.email,
            packages=[
                {
                    "title": p.title,
                    "price": str(p.price),
                    "duration_days": p.duration_days,
                    "inclusions": list(p.inclusions),
                }
                for p in data.packages
            ],
            optional_addons=[],
            status="pending",
            plan=data.plan,
            language=data.language,
        )
        self.session.add(submission)
        await self.session.flush()
        queue_email(self.session, self.settings.team_email, partner_mail.new_application(submission))
        queue_email(self.session, submission.owner_email, partner_mail.application_received(submission))
        return submission

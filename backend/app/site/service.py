"""Public facts of the site, all from configuration: one source of truth for every screen."""

from __future__ import annotations

from decimal import Decimal

from app.config import Settings
from app.kit.dates import horizon_end
from app.kit.llm import is_configured
from app.site.schemas import (
    CancellationPolicyRead,
    CurrencyRead,
    GroupDiscountRead,
    MarketingRead,
    PlanRead,
    SiteConfig,
)


def currencies(settings: Settings) -> list[CurrencyRead]:
    return [
        CurrencyRead(code="EUR", symbol="€", rate=Decimal("1")),
        CurrencyRead(code="USD", symbol="$", rate=settings.usd_rate),
        CurrencyRead(code="GBP", symbol="£", rate=settings.gbp_rate),
    ]


def site_config(settings: Settings) -> SiteConfig:
    policy = settings.cancellation_policy
    discount = settings.group_discount
    return SiteConfig(
        whatsapp_number=settings.whatsapp_number,
        contact_email=settings.contact_email,
        contact_phone=settings.contact_phone,
        legal_email=settings.legal_email,
        confirmation_hours=settings.confirmation_hours,
        cancellation_policy=CancellationPolicyRead(**policy.model_dump()),
        group_discount=GroupDiscountRead(**discount.model_dump()) if discount else None,
        currencies=currencies(settings),
        marketing=MarketingRead(
            camps_count=settings.marketing_camps_count,
            years_experience=settings.marketing_years_experience,
            happy_surfers=settings.marketing_happy_surfers,
            instructors=settings.marketing_instructors,
            newsletter_subscribers=settings.marketing_newsletter_subscribers,
            press_mentions=settings.marketing_press_mentions,
        ),
        plans=[PlanRead(**plan.model_dump()) for plan in settings.partner_plans],
        payment_provider_enabled=settings.payments_enabled,
        translation_drafts=is_configured(settings),
        last_start_date=horizon_end(settings),
    )

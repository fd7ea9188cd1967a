from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import Field

from app.kit.schema import ApiModel


class Health(ApiModel):
    status: Literal["ok"]
    database: Literal["ok"]


class CurrencyRead(ApiModel):
    code: Literal["EUR", "USD", "GBP"]
    symbol: str
    rate: Decimal


class CancellationPolicyRead(ApiModel):
    free_until_hours: int
    partial_until_hours: int
    partial_refund_percent: int


class GroupDiscountRead(ApiModel):
    min_people: int
    percent: Decimal


AT_LEAST = "at least this many: the pages show it with a plus, in the reader's language (15 000+)"


class MarketingRead(ApiModel):
    camps_count: int = Field(description=AT_LEAST)
    years_experience: int = Field(description=AT_LEAST)
    happy_surfers: int = Field(description=AT_LEAST)
    instructors: int = Field(description=AT_LEAST)
    newsletter_subscribers: int = Field(description=AT_LEAST)
    press_mentions: list[str]


class PlanRead(ApiModel):
    id: str
    price: Decimal
    period: Literal["booking", "month", "year"]
    commission_percent: int | None
    savings: Decimal | None
    popular: bool


class SiteConfig(ApiModel):
    whatsapp_number: str
    contact_email: str
    contact_phone: str
    legal_email: str
    confirmation_hours: int
    cancellation_policy: CancellationPolicyRead
    group_discount: GroupDiscountRead | None
    currencies: list[CurrencyRead]
    marketing: MarketingRead
    plans: list[PlanRead]
    payment_provider_enabled: bool
    translation_drafts: bool  # owners and the team can ask the language model for draft translations
    last_start_date: date = Field(
        description="the last day a stay can start on (BOOKING_HORIZON_DAYS ahead): no request may name a later day"
    )

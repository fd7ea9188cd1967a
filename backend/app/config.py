"""Application settings: one object, read from the environment (prefix-free) and `.env`."""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, BeforeValidator, Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parents[2]
# The one name of the site: page titles, the logo, e-mails and their sender (the front end keeps the
# same value in src/lib/config/site.ts; a test compares them).
SITE_NAME = "Morocco Surf Camps"
# The value earlier releases shipped as the default: public, so it is refused everywhere.
DEFAULT_SECRET = "change-me-dev-secret-key-not-for-production"  # noqa: S105 - refused, never used


def _figure(value: object) -> object:
    """ "15,000+" (a figure as written for people) -> 15000; anything else is left to validation."""
    if isinstance(value, str) and re.fullmatch(r"\s*\d{1,3}([,.\s]?\d{3})*\s*\+?\s*", value):
        return int(re.sub(r"\D", "", value))
    return value


AtLeast = Annotated[int, BeforeValidator(_figure), Field(ge=0)]


class CancellationPolicy(BaseModel):
    """Free cancellation until `free_until_hours` before arrival, partial refund until `partial_until_hours`."""

    free_until_hours: int = 72
    partial_until_hours: int = 24
    partial_refund_percent: int = 50


class GroupDiscount(BaseModel):
    min_people: int
    percent: Decimal


class PartnerPlan(BaseModel):
    id: str
    price: Decimal
    period: Literal["booking", "month", "year"]
    commission_percent: int | None = None
    savings: Decimal | None = None
    popular: bool = False


DEFAULT_PLANS = [
    PartnerPlan(id="free", price=Decimal("0"), period="booking", commission_percent=15),
    PartnerPlan(id="pro-monthly", price=Decimal("49"), period="month"),
    PartnerPlan(id="pro-yearly", price=Decimal("490"), period="year", savings=Decimal("98"), popular=True),
]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    environment: Literal["development", "test", "production"] = "development"
    # Unset outside production: a random key is made on first start and kept in SECRET_KEY_FILE
    # (app/kit/signing_key.py), shared by every process started from the same folder.
    secret_key: str | None = None
    secret_key_file: Path = REPO_ROOT / "data" / "secret_key"
    database_url: str = f"sqlite+aiosqlite:///{REPO_ROOT / 'data' / 'surfcamp.db'}"
    database_echo: bool = False
    public_base_url: str = "http://127.0.0.1:8000"
    frontend_dist: Path = REPO_ROOT / "frontend" / "dist"
    cors_origins: list[str] = Field(default_factory=list)
    # Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (comma-separated addresses or
    # networks, "*" for any); empty: the connecting address is the client.
    forwarded_allow_ips: str = ""
    # JSON and form bodies larger than this are refused with 413 before they are read; image
    # uploads have their own limit (app/media/endpoints.py).
    max_body_bytes: int = Field(default=1024 * 1024, ge=1024)
    # Public reads (catalogue, pages) kept in each process for this long; 0 turns it off. Writes
    # through the same process empty it at once (app/kit/response_cache.py).
    response_cache_seconds: float = Field(default=1.0, ge=0, le=60)
    # The camp list's totals (one per filter) kept in each process for this long; 0 turns it off.
    # Emptied by the same writes as the micro-cache (app/kit/process_cache.py).
    count_cache_seconds: float = Field(default=5.0, ge=0, le=60)
    # A package's next available date on cards and its page, kept in each process for this long; 0
    # turns it off. Emptied by the same writes; bookings are seen after it (app/kit/process_cache.py).
    next_available_seconds: float = Field(default=5.0, ge=0, le=60)
    # Public pages are rendered on the server by the front end's own code in a Node process beside
    # each server process (app/seo/ssr.py); a page not rendered within the timeout is served
    # client-rendered. Off, or not built, every page is client-rendered.
    ssr_enabled: bool = True
    ssr_script: Path = REPO_ROOT / "frontend" / "dist-server" / "render-server.js"
    ssr_node: str = "node"
    ssr_timeout_seconds: float = Field(default=1.0, gt=0, le=30)
    # A page rendered from the same URL and data is the same HTML: each process keeps the last bodies
    # for this long (by a hash of both), so a page whose data did not change is not rendered again
    # when the micro-cache renews it or misses; 0 renders every time (app/seo/service.py).
    ssr_keep_seconds: float = Field(default=60.0, ge=0, le=3600)

    # Sessions
    access_token_minutes: int = Field(default=15, ge=1, le=15)
    refresh_token_days: int = 30
    # A refresh token used again this soon after its rotation is the browser's, not a thief's: the
    # answer that carried its successor was lost (a page reloaded or closed while refreshing), so it
    # gets a new session in the same family instead of ending it (app/auth/service.py, refresh). The
    # "reuse interval" of Auth0 and the grace period of Okta; 0 ends the family on any reuse.
    refresh_reuse_seconds: int = Field(default=10, ge=0, le=60)
    email_confirmation_hours: int = 48
    password_reset_minutes: int = 60
    owner_invitation_days: int = 7

    # Rate limits ("count/seconds"); counters in process unless REDIS_URL is set
    redis_url: str | None = None
    rate_limits_enabled: bool = True
    rate_limit_login_ip: str = "20/300"
    # Sign-in attempts on one account from one client: others (its owner) are not locked out.
    rate_limit_login_account: str = "5/300"
    # Wrong passwords for one account from every client together, within the window above, after
    # which each further wrong answer is slowed (doubling up to the maximum), never refused.
    login_slowdown_after: int = Field(default=5, ge=1)
    login_slowdown_max_seconds: float = Field(default=5.0, ge=0)
    # Every sign-in attempt of the whole site: the ceiling against credential stuffing from many addresses.
    rate_limit_login_global: str = "300/60"
    rate_limit_register_ip: str = "10/3600"
    rate_limit_refresh_ip: str = "60/60"
    rate_limit_reset_ip: str = "10/3600"
    rate_limit_reset_account: str = "3/3600"
    rate_limit_booking_ip: str = "20/600"
    rate_limit_partner_signup_ip: str = "5/3600"
    rate_limit_message: str = "20/3600"  # per booking and party: a thread is a conversation, not a channel
    # Messages of a booking's thread: per sender (the traveller's IP, a staff member's account) over
    # every booking, and per booking (every party together) a day (app/conversations/service.py).
    rate_limit_message_sender: str = "60/3600"
    rate_limit_message_booking_day: str = "60/86400"
    rate_limit_my_booking_link_ip: str = "5/3600"
    rate_limit_my_booking_link_address: str = "3/3600"
    rate_limit_upload_user: str = "120/3600"
    # Anonymous e-mails to an address someone typed into a public form (app/kit/mail_limits.py): per
    # address, every form together, an hour and a day; and per sender (IP), every form together.
    rate_limit_mail_address: str = "5/3600"
    rate_limit_mail_address_day: str = "15/86400"
    rate_limit_mail_sender: str = "30/3600"

    # Mail
    mail_backend: Literal["outbox", "smtp"] = "outbox"
    mail_from: str = f"{SITE_NAME} <hello@surfcamp.local>"
    team_email: str = "team@surfcamp.local"
    # The language of the e-mails to team_email (a shared mailbox, not a user with a language of its own).
    team_language: Literal["en", "fr", "de"] = "en"
    smtp_host: str = "127.0.0.1"
    smtp_port: int = 25
    smtp_user: str | None = None
    smtp_password: str | None = None
    smtp_tls: Literal["none", "starttls", "ssl"] = "none"
    smtp_timeout_seconds: float = 10.0
    mail_max_attempts: int = 8
    # Retries wait base * 2^(attempt-1) seconds (capped at 6 h); a claimed message is leased for
    # this long, so a worker killed mid-send leaves it to be retried after the lease.
    mail_retry_base_seconds: float = Field(default=30.0, gt=0)
    mail_claim_lease_seconds: float = Field(default=300.0, gt=0)
    jobs_in_process: bool = True
    # A thread's messages are told to each other party in one e-mail: the first message's e-mail waits
    # this long, and what is written meanwhile joins it (app/conversations/service.py).
    message_mail_delay_seconds: int = Field(default=300, ge=0, le=3600)
    # A waitlist sign-up is kept this long for its confirmation link to be used, then dropped.
    waitlist_confirm_hours: int = Field(default=48, ge=1, le=24 * 14)
    jobs_interval_seconds: float = 5.0
    # A job's row that failed this many passes in a row is skipped, and tried again once per
    # job_row_retry_hours (app/jobs/isolation.py): a poisoned row costs one attempt a day, not every pass.
    job_row_max_failures: int = Field(default=3, ge=1)
    job_row_retry_hours: float = Field(default=24.0, gt=0)

    # One source of truth for promises and contact details
    whatsapp_number: str = "212600000000"
    contact_email: str = "hello@surfcamp.local"
    legal_email: str = "legal@surfcamp.local"
    contact_phone: str = "+212 600 000 000"
    confirmation_hours: int = 24
    # How far ahead a stay can be booked: a later start date is refused (and e-mails, calendars and
    # date arithmetic stay within what dates can hold).
    booking_horizon_days: int = Field(default=730, ge=1, le=3650)
    # How booking requests are stored: the strategies and why group commit is the default are
    # described in app/bookings/writer.py.
    booking_writer: Literal["group_commit", "direct"] = "group_commit"
    # A pending request holds its places this long; unanswered, the jobs expire it (app/availability/holds.py).
    booking_hold_hours: int = Field(default=48, ge=1, le=24 * 30)
    # What a sender without a confirmed or completed booking (an unknown sender) may hold in pending
    # requests: a request over any of these is stored and sent to the camp but holds no places
    # (app/availability/rules.py `HoldLimits`). The share is of each day's places of a package, for
    # every unknown sender together; the places per address and per network count across the site
    # (a network: an IPv4 address or an IPv6 /64, whatever e-mail addresses it sends).
    hold_unknown_share_percent: int = Field(default=50, ge=0, le=100)
    hold_max_places_per_address: int = Field(default=8, ge=0)
    hold_max_places_per_network: int = Field(default=12, ge=0)
    # Calendars of camps' listings elsewhere (app/availability/ical_import.py): read this often by the
    # jobs, each read given this long. Private and loopback addresses are refused unless allowed
    # here, which only tests and local setups do (never in production).
    calendar_import_interval_minutes: int = Field(default=60, ge=5)
    calendar_import_timeout_seconds: float = Field(default=10.0, gt=0, le=60)
    calendar_import_allow_private: bool = False
    # Reading a feed again by hand: once a minute per feed, and (with adding one) 30 fetches an hour
    # per person: each is an outbound call and a worker process.
    rate_limit_calendar_refresh_feed: str = "1/60"
    rate_limit_calendar_fetch_user: str = "30/3600"
    cancellation_policy: CancellationPolicy = Field(default_factory=CancellationPolicy)
    group_discount: GroupDiscount | None = None
    usd_rate: Decimal = Decimal("1.1")
    gbp_rate: Decimal = Decimal("0.85")
    # Marketing figures, each "at least this many" (the pages show "15+", "15 000+", "15.000+" in the
    # reader's language); "15,000+" as earlier releases wrote them is read as 15000.
    marketing_camps_count: AtLeast = 15
    marketing_years_experience: AtLeast = 10
    marketing_happy_surfers: AtLeast = 1000
    marketing_instructors: AtLeast = 50
    marketing_newsletter_subscribers: AtLeast = 15000
    # Media that really featured us; the home page's "As Featured In" strip shows only when set.
    marketing_press_mentions: list[str] = Field(default_factory=list)
    partner_plans: list[PartnerPlan] = Field(default_factory=lambda: list(DEFAULT_PLANS))
    # Partners pay online (app/payments, docs/payments.md): Pro subscriptions and monthly statements through
    # Stripe. Unset (the default), plans and payments are the team's by hand, as before, and the screens
    # explain how to pay by bank transfer. STRIPE_API_BASE points the server and the pages at another
    # server speaking Stripe's API (localstripe in tests); STRIPE_JS_URL defaults to Stripe.js there.
    stripe_secret_key: str | None = None
    stripe_publishable_key: str | None = None
    stripe_webhook_secret: str | None = None
    stripe_api_base: str | None = None
    stripe_js_url: str | None = None
    # Every call to the provider is given this long in all (retries included), outside any transaction.
    payment_timeout_seconds: float = Field(default=10.0, gt=0, le=60)
    # After a failed renewal the Pro plan stays this many days (the provider retries the card meanwhile),
    # then the camp is on Start for Free.
    payment_grace_days: int = Field(default=7, ge=0, le=60)
    # How owners may pay a statement: a card, and SEPA Direct Debit where the provider offers it.
    payment_methods: list[Literal["card", "sepa_debit"]] = Field(
        default_factory=lambda: ["card", "sepa_debit"]  # type: ignore[arg-type]
    )
    # The bank account the transfer note names when no provider is configured (or as an alternative).
    payment_transfer_iban: str | None = None
    # Optional OpenAI-compatible chat endpoint for the assistant; the built-in assistant answers otherwise
    assistant_llm_base_url: str | None = None
    assistant_llm_model: str | None = None
    assistant_llm_api_key: str | None = None
    assistant_llm_timeout_seconds: float = Field(default=2.5, gt=0, le=2.8)
    # Draft translations of listings (same model) may take longer: a person waits for a whole description.
    translation_llm_timeout_seconds: float = Field(default=25, gt=0, le=120)
    # Where package pages embed their map from; empty shows only a link (nothing fetched from outside).
    maps_embed_base_url: str = "https://www.openstreetmap.org/export/embed.html"

    # Operations (docs/production.md). `/metrics` answers only with "Authorization: Bearer <this>";
    # unset, it answers 404.
    metrics_token: str | None = None
    # "text" for people at a terminal; "json" writes one JSON object a line for a log collector.
    log_format: Literal["text", "json"] = "text"
    # A line per request (route template, status, duration, role): off when a proxy in front logs them
    # (`surfcamp serve --no-access-log` sets it for its workers).
    log_requests: bool = True
    # Unhandled errors reported to Sentry (or any server speaking its protocol) when set; off by default.
    sentry_dsn: str | None = None
    sentry_timeout_seconds: float = Field(default=2.0, gt=0, le=30)
    # /api/v1/health/ready: each check is given this long, and the oldest unsent e-mail may be this old
    # before the node is reported not ready (mail is stuck: no job runner, or the mail server refuses).
    readiness_check_seconds: float = Field(default=2.0, gt=0, le=30)
    readiness_outbox_max_age_seconds: float = Field(default=1800.0, gt=0)

    # Media storage
    storage_backend: Literal["local", "s3"] = "local"
    media_root: Path = REPO_ROOT / "data" / "media"
    media_url_prefix: str = "/media"
    s3_bucket: str | None = None
    s3_endpoint_url: str | None = None
    s3_region: str = "us-east-1"
    s3_access_key_id: str | None = None
    s3_secret_access_key: str | None = None
    s3_public_base_url: str | None = None

    @property
    def is_production(self) -> bool:
        return self.environment == "production"

    @property
    def payments_enabled(self) -> bool:
        return bool(self.stripe_secret_key and self.stripe_publishable_key and self.stripe_webhook_secret)

    @property
    def stripe_js(self) -> str:
        if self.stripe_js_url:
            return self.stripe_js_url
        if self.stripe_api_base:
            return self.stripe_api_base.rstrip("/") + "/js.stripe.com/v3/"
        return "https://js.stripe.com/v3/"

    @property
    def cookie_secure(self) -> bool:
        return self.environment != "development" and self.environment != "test"

    @model_validator(mode="after")
    def _refuse_known_or_missing_secret(self) -> Settings:
        if self.secret_key == DEFAULT_SECRET:
            raise ValueError("SECRET_KEY is the published example value; set a random one or leave it unset")
        if self.is_production and (self.secret_key is None or len(self.secret_key) < 32):
            raise ValueError("SECRET_KEY must be set to a random value of at least 32 characters in production")
        if self.is_production and self.stripe_api_base:
            raise ValueError("STRIPE_API_BASE (a stand-in for Stripe) cannot be set in production")
        if self.is_production and self.calendar_import_allow_private:
            raise ValueError("CALENDAR_IMPORT_ALLOW_PRIVATE cannot be set in production")
        return self


@lru_cache
def get_settings() -> Settings:
    return Settings()

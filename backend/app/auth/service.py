"""Account rules: registration, sign-in, refresh-token rotation, e-mail confirmation and reset."""

from __future__ import annotations

import secrets
import uuid
from asyncio import sleep
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth import passwords
from app.auth.repository import TokenRepository, UserRepository
from app.auth.schemas import AccountUpdate, MeRead, ProfileRead, RegisterRequest
from app.auth.tokens import create_access_token, hash_secret, new_secret
from app.config import get_settings
from app.errors import BadRequest, Conflict, Forbidden, NotAuthenticated, unique_violation_columns
from app.kit.formatting import place_name, town_name
from app.kit.languages import DEFAULT_LANGUAGE, LANGUAGES, Language
from app.kit.mail_limits import limit_mail_to
from app.kit.ratelimit import Rule, get_rate_limiter
from app.listings.slugs import slugify
from app.listings.translations import written_against_source
from app.models import AdminUser, EmailToken, RefreshToken, SurfCamp, User
from app.models.base import utcnow
from app.notifications import auth_mail
from app.notifications.outbox import queue_email

# The placeholder description of a registered camp, in each language (the owner rewrites it).
CAMP_INTRO = {
    "en": "{camp} is a surf camp in {town}.",
    "fr": "{camp} est un surf camp à {town}.",
    "de": "{camp} ist ein Surfcamp in {town}.",
}


class SessionRevoked(NotAuthenticated):
    code = "session_revoked"
    detail = "This session was ended for your security. Please sign in again."
    keep_changes = True  # the family revocation must be stored although the request fails


class EmailTaken(Conflict):
    code = "email_taken"
    detail = "This email is already registered. Please sign in instead."


class InvalidRefresh(NotAuthenticated):
    code = "invalid_refresh"
    detail = "Your session has ended. Please sign in again."


@dataclass(frozen=True)
class IssuedSession:
    access_token: str
    expires_in: int
    refresh_token: str
    user: User


def login_delay(excess_failures: int, cap: float) -> float:
    """Seconds a wrong password waits once an account has had this many failures too many."""
    return float(min(cap, 0.25 * 2 ** min(excess_failures - 1, 16)))


def language_of(value: str | None) -> Language:
    """An account's stored language as one of the site's (an unknown value reads as the default)."""
    return next((language for language in LANGUAGES if language == value), DEFAULT_LANGUAGE)


def me_of(user: User) -> MeRead:
    profile = user.profile
    return MeRead(
        id=user.id,
        email=user.email,
        full_name=user.full_name,
        email_verified=user.email_verified_at is not None,
        language=language_of(user.language),
        profile=ProfileRead.model_validate(profile) if profile else None,
    )


async def issue_email_token(session: AsyncSession, user: User, purpose: str, lifetime: timedelta) -> str:
    """A new single-use link token; any older open link of the same purpose stops working.
    Purposes: confirm_email, reset_password, invite (a new owner chooses their first password)."""
    now = utcnow()
    await TokenRepository(session).expire_open_email_tokens(user.id, purpose, now)
    token = new_secret()
    session.add(EmailToken(user_id=user.id, purpose=purpose, token_hash=hash_secret(token), expires_at=now + lifetime))
    return token


class AuthService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.users = UserRepository(session)
        self.tokens = TokenRepository(session)
        self.settings = get_settings()
        self.limiter = get_rate_limiter()

    # -- registration and e-mail confirmation -------------------------------------------------

    async def register_owner(self, data: RegisterRequest, ip: str) -> None:
        await self.limiter.check("register:ip", ip, self.settings.rate_limit_register_ip)
        await limit_mail_to(data.email, ip, "account")
        # Hashed before the database is touched: no connection is held while argon2 works.
        password_hash = await passwords.hash_password_off_loop(data.password)
        email = data.email.lower()
        if await self.users.email_exists(email):
            raise EmailTaken()
        intros = {
            lang: {"description": intro.format(camp=data.camp_name, town=town_name(data.location))}
            for lang, intro in CAMP_INTRO.items()
        }
        camp = SurfCamp(
            slug=f"{slugify(data.camp_name, fallback='camp')}-{secrets.token_hex(3)}",
            name=data.camp_name,
            location=place_name(data.location, "en"),
            location_key=data.location,
            description=intros[data.language]["description"],
            phone=data.phone,
            website=data.website,
            email=email,
            status="pending",
            amenities=[],
            # The owner writes in the language they registered in; the placeholder is there in every language.
            source_language=data.language,
        )
        camp.translations = written_against_source(camp, intros)
        user = User(
            email=email,
            full_name=data.full_name,
            language=data.language,
            password_hash=password_hash,
        )
        self.session.add_all([camp, user])
        try:
            await self.session.flush()
        except IntegrityError as exc:  # a concurrent registration of this e-mail got in after the check
            if unique_violation_columns(exc) == ["email"]:
                raise EmailTaken() from exc
            raise
        self.session.add(
            AdminUser(
                user_id=user.id,
                email=email,
                full_name=data.full_name,
                role="camp_owner",
                assigned_camp_id=camp.id,
                is_active=False,
            )
        )
        await self._send_confirmation(user, camp.name)
        queue_email(
            self.session,
            self.settings.team_email,
            auth_mail.owner_registered(user.full_name, email, camp.name, camp.location_key),
        )
        await self.session.flush()

    async def _send_confirmation(self, user: User, camp_name: str) -> None:
        token = await issue_email_token(
            self.session, user, "confirm_email", timedelta(hours=self.settings.email_confirmation_hours)
        )
        queue_email(self.session, user.email, auth_mail.confirm_email(user.language, user.full_name, camp_name, token))

    async def _account_for_email_link(self, email: str, ip: str) -> User | None:
        """Rate-limits e-mail link requests per IP and per address, then finds the account, if any."""
        await self.limiter.check("reset:ip", ip, self.settings.rate_limit_reset_ip)
        await self.limiter.check("reset:account", email.lower(), self.settings.rate_limit_reset_account)
        await limit_mail_to(email, ip, "account")
        return await self.users.get_by_email(email)

    async def resend_confirmation(self, email: str, ip: str) -> None:
        user = await self._account_for_email_link(email, ip)
        if user is None or user.email_verified_at is not None:
            return
        camp_name = ""
        if user.profile and user.profile.assigned_camp_id:
            camp = await self.session.get(SurfCamp, user.profile.assigned_camp_id)
            camp_name = camp.name if camp else ""
        await self._send_confirmation(user, camp_name)

    async def _use_email_token(self, token: str, *purposes: str) -> EmailToken:
        row = await self.tokens.email_token_by_hash(hash_secret(token), *purposes)
        if row is None or row.used_at is not None:
            raise BadRequest("This link is invalid or has already been used.", code="invalid_token")
        if row.expires_at <= utcnow():
            raise BadRequest("This link has expired. Please ask for a new one.", code="token_expired")
        row.used_at = utcnow()
        return row

    async def confirm_email(self, token: str) -> None:
        row = await self._use_email_token(token, "confirm_email")
        user = await self.session.get(User, row.user_id)
        if user is not None and user.email_verified_at is None:
            user.email_verified_at = utcnow()

    # -- the own account ----------------------------------------------------------------------------

    async def update_account(self, user: User, data: AccountUpdate) -> User:
        """The signed-in person's own settings: today the language their area and e-mails use."""
        user.language = data.language
        await self.session.flush()
        return user

    # -- password reset -------------------------------------------------------------------------

    async def forgot_password(self, email: str, area: str, ip: str) -> None:
        user = await self._account_for_email_link(email, ip)
        if user is None:
            return
        token = await issue_email_token(
            self.session, user, "reset_password", timedelta(minutes=self.settings.password_reset_minutes)
        )
        queue_email(self.session, user.email, auth_mail.reset_password(user.language, token, area))

    async def reset_password(self, token: str, new_password: str, ip: str) -> None:
        await self.limiter.check("reset:ip", ip, self.settings.rate_limit_reset_ip)
        # Hashed before the token row is locked: neither a connection nor the lock waits on argon2.
        password_hash = await passwords.hash_password_off_loop(new_password)
        # An invited owner's link sets their first password the same way.
        row = await self._use_email_token(token, "reset_password", "invite")
        user = await self.session.get(User, row.user_id)
        if user is None:
            raise BadRequest("This link is invalid or has already been used.", code="invalid_token")
        user.password_hash = password_hash
        # The link proves the mailbox is theirs, and every existing session ends.
        user.email_verified_at = user.email_verified_at or utcnow()
        await self.tokens.revoke_all_for_user(user.id, utcnow())

    # -- sessions ---------------------------------------------------------------------------------

    async def login(self, email: str, password: str, ip: str, user_agent: str | None) -> IssuedSession:
        # Guessing is refused per client (one address, or one address on one account); an account
        # attacked from many addresses answers wrong passwords ever more slowly but still lets its
        # owner in; the site-wide ceiling stops stuffing from a crowd of addresses.
        account = email.strip().lower()
        pair = f"{account}|{ip}"
        await self.limiter.check("login:ip", ip, self.settings.rate_limit_login_ip)
        await self.limiter.check("login:account", pair, self.settings.rate_limit_login_account)
        await self.limiter.check("login:site", "all", self.settings.rate_limit_login_global)
        found = await self.users.get_by_email(account)
        known_hash = found.password_hash if found else None
        # Nothing is written before the password is known to be right: the connection goes back to
        # the pool while argon2 works, so a crowd of sign-ins does not starve every other request.
        await self.session.rollback()
        verified = await passwords.verify_password_off_loop(known_hash, password)
        user = await self.users.get_by_email(account) if verified else None
        if user is None or user.password_hash != known_hash:
            await self._slow_down_failures(account)
            raise NotAuthenticated("Invalid email or password", code="invalid_credentials")
        if user.email_verified_at is None:
            raise Forbidden("Please verify your email address before logging in", code="email_not_verified")
        await self.limiter.reset("login:account", pair)
        if passwords.needs_rehash(user.password_hash):
            user.password_hash = await passwords.hash_password_off_loop(password)
        return await self._issue(user, str(uuid.uuid4()), user_agent)

    async def _slow_down_failures(self, account: str) -> None:
        window = Rule.parse(self.settings.rate_limit_login_account).window_seconds
        failures = await self.limiter.count("login:failures", account, window)
        excess = failures - self.settings.login_slowdown_after
        if excess > 0:
            await sleep(login_delay(excess, self.settings.login_slowdown_max_seconds))

    async def _issue(self, user: User, family_id: str, user_agent: str | None) -> IssuedSession:
        refresh = new_secret()
        self.session.add(
            RefreshToken(
                user_id=user.id,
                family_id=family_id,
                token_hash=hash_secret(refresh),
                expires_at=utcnow() + timedelta(days=self.settings.refresh_token_days),
                user_agent=(user_agent or "")[:300] or None,
            )
        )
        access, expires_in = create_access_token(user.id)
        await self.session.flush()
        return IssuedSession(access, expires_in, refresh, user)

    async def refresh(self, refresh_token: str | None, ip: str, user_agent: str | None) -> IssuedSession:
        await self.limiter.check("refresh:ip", ip, self.settings.rate_limit_refresh_ip)
        if not refresh_token:
            raise InvalidRefresh()
        row = await self.tokens.refresh_by_hash(hash_secret(refresh_token))
        now = utcnow()
        if row is None or row.expires_at <= now:
            raise InvalidRefresh()
        if row.revoked_at is not None:
            raise SessionRevoked()
        if not await self.tokens.mark_rotated(row.id, now) and not self._lost_answer(row, now):
            # An already-rotated token came back, later than a lost answer would: someone holds a
            # copy. End the whole family.
            await self.tokens.revoke_family(row.family_id, now)
            await self.session.flush()
            raise SessionRevoked()
        user = await self.users.get_with_profile(row.user_id)
        if user is None:
            raise InvalidRefresh()
        return await self._issue(user, row.family_id, user_agent)

    def _lost_answer(self, row: RefreshToken, now: datetime) -> bool:
        """Whether a rotated token came back within `refresh_reuse_seconds` of its rotation: the
        browser did not get the answer that carried its successor (a reload during the refresh)."""
        rotated = row.rotated_at
        return rotated is not None and now - rotated <= timedelta(seconds=self.settings.refresh_reuse_seconds)

    async def logout(self, refresh_token: str | None) -> None:
        if not refresh_token:
            return
        row = await self.tokens.refresh_by_hash(hash_secret(refresh_token))
        if row is not None:
            await self.tokens.revoke_family(row.family_id, utcnow())

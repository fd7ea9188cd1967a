"""The built-in surf assistant: answers from our own catalogue and settings, in the visitor's language.

It is a rule-based assistant, not a language model: the visitor's message is matched against fixed
word lists (see `understanding`), and every sentence comes from `copy` filled with catalogue data
and configuration. The conversation and what the visitor told us (level, place, budget, length,
kind) are kept per visitor id, so later questions build on earlier answers.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from app.assistant import llm
from app.assistant.copy import text
from app.assistant.repository import AssistantRepository, PackageQuery
from app.assistant.schemas import (
    MAX_MESSAGE_CHARS,
    ChatEmailCapture,
    ChatReply,
    ChatRequest,
    PackageSuggestion,
)
from app.assistant.understanding import Reading, read_message
from app.bookings.pricing import ADD_ONS, MAX_PEOPLE
from app.bookings.schemas import _email
from app.catalogue.service import translated
from app.config import get_settings
from app.errors import FieldError
from app.kit.ratelimit import get_rate_limiter
from app.models import CampPackage, ChatLead
from app.models.base import utcnow

VISITOR_RATE = "20/60"
IP_RATE = "60/60"
EMAIL_IP_RATE = "10/3600"
MAX_STORED_MESSAGES = 200
FACT_TOPICS = (
    "cancellation",
    "booking",
    "payment",
    "airport",
    "distance",
    "included",
    "price",
    "group",
    "contact",
    "season",
)
PREFERENCE_KEYS = ("level", "location", "budget_max", "days", "kind")
# When nothing matches every preference, drop them one by one in this order.
RELAX_ORDER = ("days", "kind", "location", "budget_max", "level")
SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}


def money(amount: Decimal | int, currency: str, lang: str) -> str:
    value = Decimal(amount)
    number = f"{value:,.0f}" if value == value.to_integral_value() else f"{value:,.2f}"
    symbol = SYMBOLS.get(currency, currency)
    if lang == "en":
        return f"{symbol}{number}"
    number = number.replace(",", "\u202f" if lang == "fr" else ".") if "." not in number else number
    return f"{number} {symbol}"


def whatsapp_link(number: str) -> str:
    return "https://wa.me/" + "".join(c for c in number if c.isdigit())


class AssistantService:
    def __init__(self, session: AsyncSession) -> None:
        self.repo = AssistantRepository(session)
        self.settings = get_settings()

    async def chat(self, request: ChatRequest, ip: str) -> ChatReply:
        limiter = get_rate_limiter()
        await limiter.check("assistant:visitor", request.visitor_id, VISITOR_RATE)
        await limiter.check("assistant:ip", ip, IP_RATE)
        lang = request.language
        conversation = await self.repo.conversation_for(request.visitor_id, lang)
        conversation.language = lang
        if request.user_email and conversation.email is None:
            # An invalid address here is simply not kept; the e-mail endpoint reports errors.
            with contextlib.suppress(FieldError):
                conversation.email = _email(request.user_email)

        last = next((m.content for m in reversed(request.messages) if m.role == "user"), "").strip()
        if not last:
            reply = ChatReply(message=text(lang, "greeting"))
            if not conversation.messages:
                conversation.messages = [self._entry("assistant", reply.message)]
            return reply

        truncated = len(last) > MAX_MESSAGE_CHARS
        last = last[:MAX_MESSAGE_CHARS]
        reading = read_message(last)
        context: dict[str, Any] = {**(conversation.context or {}), **reading.preferences()}
        message, suggestions = await self._answer(reading, context, lang)
        if llm.is_configured(self.settings):
            history = [{"role": m.role, "content": m.content[:MAX_MESSAGE_CHARS]} for m in request.messages]
            message = await llm.rephrase(self.settings, lang, history, message, suggestions) or message
        if truncated:
            message = f"{text(lang, 'truncated')}\n\n{message}"
        if suggestions:
            context["last_package_ids"] = [s.package_id for s in suggestions]
        conversation.context = context
        history = [*(conversation.messages or []), self._entry("user", last), self._entry("assistant", message)]
        conversation.messages = history[-MAX_STORED_MESSAGES:]
        return ChatReply(message=message, suggestions=suggestions, truncated=truncated)

    async def capture_email(self, data: ChatEmailCapture, ip: str) -> str:
        await get_rate_limiter().check("assistant-email:ip", ip, EMAIL_IP_RATE)
        conversation = await self.repo.conversation_for(data.visitor_id, data.language)
        conversation.email = data.email
        if not await self.repo.lead_exists(conversation.id, data.email):
            self.repo.add_lead(
                ChatLead(
                    conversation_id=conversation.id,
                    email=data.email,
                    language=data.language,
                    summary=self._summary(conversation.context or {}, len(conversation.messages or [])),
                )
            )
        message = text(data.language, "email_thanks", email=data.email)
        conversation.messages = [*(conversation.messages or []), self._entry("assistant", message)][
            -MAX_STORED_MESSAGES:
        ]
        return message

    @staticmethod
    def _entry(role: str, content: str) -> dict[str, str]:
        return {"role": role, "content": content, "at": utcnow().isoformat()}

    @staticmethod
    def _summary(context: dict[str, Any], message_count: int) -> str:
        known = [f"{key}={context[key]}" for key in PREFERENCE_KEYS if context.get(key) is not None]
        return "; ".join([*known, f"messages={message_count}"])

    async def _answer(
        self, reading: Reading, context: dict[str, Any], lang: str
    ) -> tuple[str, list[PackageSuggestion]]:
        facts = [topic for topic in reading.topics if topic in FACT_TOPICS]
        parts = [await self._fact(topic, context, lang) for topic in facts]
        suggestions: list[PackageSuggestion] = []
        stated = bool(reading.preferences())
        wants = stated or ("recommend" in reading.topics and not facts)
        if "price" in facts and any(context.get(k) is not None for k in PREFERENCE_KEYS):
            wants = True
        if wants:
            block, suggestions = await self._recommend(context, lang)
            parts.append(block)
            if suggestions:
                if context.get("level") is None:
                    parts.append(text(lang, "ask_level"))
                elif not any(context.get(k) is not None for k in ("location", "budget_max", "days", "kind")):
                    parts.append(text(lang, "ask_more"))
        if not parts and "thanks" in reading.topics:
            parts.append(text(lang, "thanks"))
        if not parts and "greeting" in reading.topics:
            parts.append(text(lang, "greeting"))
        if not parts:
            parts.append(text(lang, "unknown", link=whatsapp_link(self.settings.whatsapp_number)))
        return "\n\n".join(parts), suggestions

    async def _fact(self, topic: str, context: dict[str, Any], lang: str) -> str:
        settings = self.settings
        if topic == "cancellation":
            policy = settings.cancellation_policy
            return text(
                lang,
                "cancellation",
                free=policy.free_until_hours,
                partial=policy.partial_until_hours,
                percent=policy.partial_refund_percent,
            )
        if topic == "booking":
            return text(lang, "booking", hours=settings.confirmation_hours)
        if topic == "payment":
            return text(lang, "payment")
        if topic == "airport":
            return text(lang, "airport", transfer=money(ADD_ONS["airport-transfer"].price, "EUR", lang))
        if topic == "distance":
            return text(lang, "distance")
        if topic == "included":
            return await self._included(context, lang)
        if topic == "price":
            count, low, high = await self.repo.price_range()
            if not count or low is None or high is None:
                return text(lang, "recommend_none", link=whatsapp_link(settings.whatsapp_number))
            return text(lang, "price_range", count=count, low=money(low, "EUR", lang), high=money(high, "EUR", lang))
        if topic == "group":
            discount = settings.group_discount
            if discount is None:
                return text(lang, "group_off", max=MAX_PEOPLE)
            percent = f"{discount.percent.normalize():f}"
            return text(lang, "group_on", people=discount.min_people, percent=percent)
        if topic == "contact":
            return text(
                lang,
                "contact",
                whatsapp=settings.whatsapp_number,
                link=whatsapp_link(settings.whatsapp_number),
                email=settings.contact_email,
            )
        return text(lang, "season")

    async def _included(self, context: dict[str, Any], lang: str) -> str:
        last_ids = context.get("last_package_ids") or []
        if last_ids:
            package = await self.repo.package(int(last_ids[0]))
            features = list(translated(package, "included_features", lang) or []) if package else []
            if package is not None and features:
                return text(
                    lang, "included_package", name=translated(package, "name", lang), features=", ".join(features)
                )
        counts: Counter[str] = Counter()
        for package in await self.repo.included_features():
            counts.update(dict.fromkeys(translated(package, "included_features", lang) or [], 1))
        common = [feature for feature, _ in counts.most_common(5)]
        if not common:
            return text(lang, "included_none")
        return text(lang, "included_general", features=", ".join(common))

    def _criteria(self, query: dict[str, Any], lang: str) -> str:
        parts: list[str] = []
        if query.get("level"):
            parts.append(text(lang, f"level.{query['level']}"))
        if query.get("location"):
            parts.append(str(query["location"]).title())
        if query.get("budget_max") is not None:
            parts.append(text(lang, "criteria.budget", price=money(int(query["budget_max"]), "EUR", lang)))
        if query.get("days") is not None:
            parts.append(text(lang, "criteria.days", days=query["days"]))
        if query.get("kind"):
            parts.append(text(lang, f"kind.{query['kind']}"))
        return " · ".join(parts)

    async def _recommend(self, context: dict[str, Any], lang: str) -> tuple[str, list[PackageSuggestion]]:
        wanted = {key: context[key] for key in PREFERENCE_KEYS if context.get(key) is not None}
        rows = await self.repo.packages(PackageQuery(**wanted))
        relaxed = False
        query = dict(wanted)
        for key in RELAX_ORDER:
            if rows:
                break
            if key in query:
                query.pop(key)
                relaxed = True
                rows = await self.repo.packages(PackageQuery(**query))
        if not rows:
            return text(lang, "recommend_none", link=whatsapp_link(self.settings.whatsapp_number)), []
        criteria = self._criteria(wanted, lang)
        if relaxed:
            intro = text(lang, "recommend_relaxed", criteria=criteria)
        elif criteria:
            intro = text(lang, "recommend_intro", criteria=criteria)
        else:
            intro = text(lang, "recommend_intro_plain")
        suggestions = [self._suggestion(package, lang) for package in rows]
        lines = [
            text(
                lang,
                "recommend_line",
                name=s.name,
                camp=s.camp_name,
                location=s.location,
                days=s.duration_days,
                price=money(s.price, s.currency, lang),
            )
            for s in suggestions
        ]
        return "\n".join([intro, *lines]), suggestions

    @staticmethod
    def _suggestion(package: CampPackage, lang: str) -> PackageSuggestion:
        return PackageSuggestion(
            package_id=package.id,
            name=translated(package, "name", lang),
            camp_name=package.camp.name,
            location=package.camp.location_key.title(),
            duration_days=package.duration_days,
            price=package.price,
            currency=package.currency,
            url=f"/packages/{package.id}/{package.slug}",
        )

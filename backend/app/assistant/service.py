"""The built-in surf assistant: answers from our own catalogue and settings, in the visitor's language.

It is a rule-based assistant, not a language model: the visitor's message is matched against fixed
word lists (see `understanding`), and every sentence comes from `copy` filled with catalogue data
and configuration. The conversation and what the visitor told us (level, place, budget, length,
kind) are kept per visitor id, so later questions build on earlier answers.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any, TypeVar

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
from app.assistant.seasons import best_months, season_sections, section_for
from app.assistant.understanding import Reading, read_message
from app.availability.service import AvailabilityService
from app.blog.service import post_text
from app.bookings.pricing import ADD_ONS, MAX_PEOPLE
from app.config import get_settings
from app.errors import FieldError
from app.kit import formatting
from app.kit.languages import Language
from app.kit.listing_text import public_text
from app.kit.llm import is_configured
from app.kit.public_site import package_booking_path
from app.kit.ratelimit import get_rate_limiter
from app.kit.validators import email_address
from app.models import BlogPost, CampPackage, ChatLead
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
# A new question keeps what the visitor said before, in this order, only while something still matches
# (the budget before the length: "the cheapest in Tamraght" after "€500 for a week" stays within budget).
KEEP_ORDER = ("level", "location", "budget_max", "kind", "days")
LANGUAGES: tuple[Language, ...] = ("en", "fr", "de")
SEASON_OF_MONTH = {
    **dict.fromkeys((12, 1, 2), "winter"),
    **dict.fromkeys((3, 4, 5), "spring"),
    **dict.fromkeys((6, 7, 8), "summer"),
    **dict.fromkeys((9, 10, 11), "autumn"),
}
MAX_MONTHS_ANSWERED = 3
# Suggestions an answer shows, and the packages of the visitor's wishes a day's places are checked for.
MAX_SUGGESTIONS = 3
DAY_CANDIDATES = 30
T = TypeVar("T")


def money(amount: Decimal | int, currency: str, lang: str) -> str:
    """A price as the site's cards show it: whole amounts without cents ("€483", "483 €")."""
    return formatting.money(amount, currency, lang, short=True)


def whatsapp_link(number: str) -> str:
    return "https://wa.me/" + "".join(c for c in number if c.isdigit())


@dataclass
class Answer:
    message: str
    suggestions: list[PackageSuggestion]
    # The visitor's preferences after this message (what the next question builds on).
    context: dict[str, Any]
    # The filters the catalogue answer used, as the visitor reads them ("beginner · Tamraght").
    filters: str = ""


@dataclass
class Search:
    """What the visitor wants now, and what the catalogue answer could use of it."""

    wanted: dict[str, Any]  # kept for the next question
    rows: list[CampPackage] = field(default_factory=list)
    used: dict[str, Any] = field(default_factory=dict)  # the filters of `rows` (fewer when relaxed)
    relaxed: bool = False
    dropped: dict[str, Any] = field(default_factory=dict)  # earlier wishes that no longer fit


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
                conversation.email = email_address(request.user_email)

        last = next((m.content for m in reversed(request.messages) if m.role == "user"), "").strip()
        if not last:
            reply = ChatReply(message=text(lang, "greeting"), language=lang)
            if not conversation.messages:
                conversation.messages = [self._entry("assistant", reply.message)]
            return reply

        truncated = len(last) > MAX_MESSAGE_CHARS
        last = last[:MAX_MESSAGE_CHARS]
        reading = read_message(last)
        saved: dict[str, Any] = dict(conversation.context or {})
        reply_lang = self._reply_language(reading, saved, lang)
        answer = await self._answer(reading, saved, reply_lang)
        message, suggestions = answer.message, answer.suggestions
        if is_configured(self.settings):
            history = [{"role": m.role, "content": m.content[:MAX_MESSAGE_CHARS]} for m in request.messages]
            rephrased = await llm.rephrase(self.settings, reply_lang, history, message, suggestions, answer.filters)
            message = rephrased or message
        if truncated:
            message = f"{text(reply_lang, 'truncated')}\n\n{message}"
        context = answer.context
        if suggestions:
            context["last_package_ids"] = [s.package_id for s in suggestions]
        context["language"], context["page_language"] = reply_lang, lang
        conversation.language = reply_lang
        conversation.context = context
        history = [*(conversation.messages or []), self._entry("user", last), self._entry("assistant", message)]
        conversation.messages = history[-MAX_STORED_MESSAGES:]
        return ChatReply(message=message, suggestions=suggestions, truncated=truncated, language=reply_lang)

    @staticmethod
    def _reply_language(reading: Reading, saved: dict[str, Any], page: Language) -> Language:
        """The language the visitor writes in; a short or mixed message keeps the conversation's language.

        The conversation's language is the page language until the visitor writes a message whose
        language is clear; switching the page language starts over from the new page language.
        """
        if reading.language is not None:
            return reading.language
        earlier = saved.get("language")
        if saved.get("page_language") == page and earlier in LANGUAGES:
            return LANGUAGES[LANGUAGES.index(earlier)]
        return page

    async def capture_email(self, data: ChatEmailCapture, ip: str) -> str:
        await get_rate_limiter().check("assistant-email:ip", ip, EMAIL_IP_RATE)
        conversation = await self.repo.conversation_for(data.visitor_id, data.language)
        conversation.email = data.email
        if not await self.repo.lead_exists(conversation.id, data.email):
            # The same address given twice at once keeps one lead (a unique index; the second is dropped).
            await self.repo.add_lead(
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

    async def _answer(self, reading: Reading, saved: dict[str, Any], lang: str) -> Answer:
        context = dict(saved)
        facts = [topic for topic in reading.topics if topic in FACT_TOPICS]
        asks_months = "best_months" in reading.topics and not reading.months
        if reading.months or asks_months:
            facts = [topic for topic in facts if topic != "season"]  # that month, or the best ones, not the year
        if reading.dates:
            facts = [topic for topic in facts if topic != "booking"]  # the day's places answer it
        parts = [await self._fact(topic, context, lang) for topic in facts]
        if reading.months:
            parts.append(await self._months(reading.months, lang))
        elif asks_months:
            parts.append(await self._best_months(reading.level or context.get("level"), lang))
        suggestions: list[PackageSuggestion] = []
        filters = ""
        stated = reading.preferences()
        superlative = reading.superlative
        if superlative is None and reading.follow_up and stated and not facts:
            superlative = context.get("superlative")  # "and in Imsouane?" after "the cheapest in Tamraght?"
        if reading.people is not None:
            context["people"] = reading.people
        known = any(context.get(k) is not None for k in PREFERENCE_KEYS)
        wants = bool(stated or superlative)
        wants = wants or ("recommend" in reading.topics and not facts and not reading.months)
        wants = wants or ("price" in facts and known)
        # "The best month to surf in Taghazout?": a question about time there, not a search for packages.
        about_time = bool(reading.months) or asks_months or "season" in reading.topics
        if about_time and set(stated) <= {"location"} and superlative is None and "recommend" not in reading.topics:
            wants = False
            context.update(stated)
        if reading.dates:
            search = await self._search(reading, context, None)
            block, suggestions = await self._on_day(reading.dates[0], int(context.get("people") or 1), search, lang)
            parts.append(block)
            filters = self._criteria(search.used, lang)
            for key in PREFERENCE_KEYS:
                context.pop(key, None)
            context.update(search.wanted)
            wants = False
        if wants:
            search = await self._search(reading, context, superlative)
            if superlative is not None:
                block, suggestions = await self._best(superlative, search, lang)
            else:
                block, suggestions = self._recommend(search, lang)
            parts.append(block)
            if search.dropped:
                parts.append(text(lang, "filters_dropped", criteria=self._criteria(search.dropped, lang)))
            if suggestions:
                if search.wanted.get("level") is None:
                    parts.append(text(lang, "ask_level"))
                elif not any(search.wanted.get(k) is not None for k in ("location", "budget_max", "days", "kind")):
                    parts.append(text(lang, "ask_more"))
            filters = self._criteria(search.used, lang)
            for key in PREFERENCE_KEYS:
                context.pop(key, None)
            context.update(search.wanted)
            context["superlative"] = superlative
        if not parts and "thanks" in reading.topics:
            parts.append(text(lang, "thanks"))
        if not parts and "greeting" in reading.topics:
            parts.append(text(lang, "greeting"))
        if not parts:
            parts.append(text(lang, "unknown", link=whatsapp_link(self.settings.whatsapp_number)))
        return Answer("\n\n".join(parts), suggestions, context, filters)

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
            features = list(public_text(package, "included_features", lang)[0] or []) if package else []
            if package is not None and features:
                return text(
                    lang, "included_package", name=public_text(package, "name", lang)[0], features=", ".join(features)
                )
        counts: Counter[str] = Counter()
        for package in await self.repo.included_features():
            counts.update(dict.fromkeys(public_text(package, "included_features", lang)[0] or [], 1))
        common = [feature for feature, _ in counts.most_common(5)]
        if not common:
            return text(lang, "included_none")
        return text(lang, "included_general", features=", ".join(common))

    def _criteria(self, query: dict[str, Any], lang: str) -> str:
        parts: list[str] = []
        if query.get("level"):
            parts.append(text(lang, f"level.{query['level']}"))
        if query.get("location"):
            parts.append(formatting.town_name(str(query["location"])))
        if query.get("budget_max") is not None:
            parts.append(text(lang, "criteria.budget", price=money(int(query["budget_max"]), "EUR", lang)))
        if query.get("days") is not None:
            parts.append(text(lang, "criteria.days", days=query["days"]))
        if query.get("kind"):
            parts.append(text(lang, f"kind.{query['kind']}"))
        return " · ".join(parts)

    async def _search(self, reading: Reading, context: dict[str, Any], superlative: str | None) -> Search:
        """The packages for this message, and which of the visitor's wishes they use.

        A follow-up ("and in Imsouane?") keeps every earlier wish. A new question keeps an earlier wish
        only while something still matches it together with what the new question says; the others
        are dropped (and the answer says so). When nothing matches, wishes are relaxed one by one,
        the earlier ones before the ones just stated.
        """
        stated = reading.preferences()
        earlier = {k: context[k] for k in PREFERENCE_KEYS if context.get(k) is not None and k not in stated}
        wanted, dropped = {**earlier, **stated}, {}
        if not reading.follow_up:
            wanted = dict(stated)
            for key in KEEP_ORDER:
                if key not in earlier:
                    continue
                if await self.repo.packages(PackageQuery(**{**wanted, key: earlier[key]}), limit=1):
                    wanted[key] = earlier[key]
                else:
                    dropped[key] = earlier[key]
        wanted = {key: wanted[key] for key in PREFERENCE_KEYS if key in wanted}
        rows = await self.repo.packages(PackageQuery(**wanted), superlative=superlative)
        if rows or superlative == "best_rated":
            return Search(wanted, rows, dict(wanted), dropped=dropped)
        query = dict(wanted)
        order = [k for k in RELAX_ORDER if k not in stated] + [k for k in RELAX_ORDER if k in stated]
        for key in order:
            if rows:
                break
            if key in query:
                query.pop(key)
                rows = await self.repo.packages(PackageQuery(**query), superlative=superlative)
        return Search(wanted, rows, query, relaxed=True, dropped=dropped)

    def _lines(self, suggestions: list[PackageSuggestion], lang: str) -> list[str]:
        return [
            text(
                lang,
                "recommend_line",
                name=s.name,
                camp=s.camp_name,
                location=formatting.town_name(s.location_key),
                days=s.duration_days,
                price=money(s.price, s.currency, lang),
            )
            for s in suggestions
        ]

    def _scope(self, query: dict[str, Any], lang: str) -> str:
        return text(lang, "criteria.scope", criteria=self._criteria(query, lang)) if query else ""

    def _recommend(self, search: Search, lang: str) -> tuple[str, list[PackageSuggestion]]:
        if not search.rows:
            return text(lang, "recommend_none", link=whatsapp_link(self.settings.whatsapp_number)), []
        criteria = self._criteria(search.wanted, lang)
        if search.relaxed:
            used = text(lang, "criteria.used", criteria=self._criteria(search.used, lang)) if search.used else ""
            intro = text(lang, "recommend_relaxed", criteria=criteria, used=used)
        elif criteria:
            intro = text(lang, "recommend_intro", criteria=criteria)
        else:
            intro = text(lang, "recommend_intro_plain")
        suggestions = [self._suggestion(package, lang) for package in search.rows]
        return "\n".join([intro, *self._lines(suggestions, lang)]), suggestions

    async def _best(self, superlative: str, search: Search, lang: str) -> tuple[str, list[PackageSuggestion]]:
        """The cheapest / most expensive / shortest / longest / best rated package, named, with the next ones."""
        if superlative == "best_rated" and not search.rows:
            # Ratings come from stored reviews only: with none, say so and suggest packages instead.
            unrated = text(lang, "best.unrated", scope=self._scope(search.wanted, lang))
            plain = Search(search.wanted, await self.repo.packages(PackageQuery(**search.wanted)), search.wanted)
            block, suggestions = self._recommend(plain, lang)
            return f"{unrated}\n\n{block}", suggestions
        if search.relaxed or not search.rows:
            return self._recommend(search, lang)
        top = search.rows[0]
        suggestions = [self._suggestion(package, lang) for package in search.rows]
        first = suggestions[0]
        rating = formatting.number(Decimal(top.rating_average or 0), lang, decimals=1)
        headline = text(
            lang,
            f"best.{superlative}",
            scope=self._scope(search.used, lang),
            name=first.name,
            camp=first.camp_name,
            location=formatting.town_name(first.location_key),
            days=first.duration_days,
            price=money(first.price, first.currency, lang),
            rating=rating,
            reviews=text(lang, "reviews.one" if top.review_count == 1 else "reviews.many", count=top.review_count),
        )
        if len(suggestions) == 1:
            return headline, suggestions
        return "\n".join([headline, text(lang, "best.others"), *self._lines(suggestions[1:], lang)]), suggestions

    async def _guide(self, lang: str, read: Callable[[str], list[T]]) -> tuple[BlogPost | None, list[T]]:
        """The newest seasons guide from which `read` gets something, in `lang`, and what it got."""
        for post in await self.repo.seasons_guides():
            found = read(post_text(post, "body", lang))
            if found:
                return post, found
        return None, []

    def _guide_link(self, guide: BlogPost, lang: str) -> str:
        """The guide in the language of the answer."""
        prefix = "" if lang == "en" else f"/{lang}"
        return f"{self.settings.public_base_url.rstrip('/')}{prefix}/blog/{guide.slug}"

    async def _best_months(self, level: str | None, lang: str) -> str:
        """The best months for the visitor's level (for every level when it is not known), in the words of
        the seasons guide's short answer; the built-in season text without a guide."""
        guide, best = await self._guide(lang, best_months)
        if guide is None:
            return text(lang, "season")
        mine = [b for b in best if b.level == level]
        lines = "\n".join(f"• {b.text}" for b in mine or best)
        title = post_text(guide, "title", lang)
        key = "best_months_level" if mine else "best_months"
        return text(lang, key, title=title, lines=lines, link=self._guide_link(guide, lang))

    async def _on_day(self, day: date, people: int, search: Search, lang: str) -> tuple[str, list[PackageSuggestion]]:
        """Which packages (of the visitor's wishes) a group can start on `day`, from the availability rules,
        with links that open the booking form on it; else the nearest days each can start."""
        availability = AvailabilityService(self.repo.session)
        when = formatting.day(day, lang)
        if day < availability.today:
            return text(lang, "date_past", date=when), []
        horizon = self.settings.booking_horizon_days
        if day > availability.today + timedelta(days=horizon):
            return text(lang, "date_too_far", date=when, days=horizon), []
        rows = await self.repo.packages(PackageQuery(**search.used), limit=DAY_CANDIDATES)
        if not rows:
            return text(lang, "recommend_none", link=whatsapp_link(self.settings.whatsapp_number)), []
        starts = await availability.start_on(rows, day, people)
        relaxed = ""
        if search.relaxed:
            used = text(lang, "criteria.used", criteria=self._criteria(search.used, lang)) if search.used else ""
            relaxed = text(lang, "date_relaxed", criteria=self._criteria(search.wanted, lang), used=used) + "\n"
        group = text(lang, "date_group", people=people) if people > 1 else ""
        named = {"people": people} if people > 1 else {}
        open_rows = [row for row in rows if starts[row.id].check.available][:MAX_SUGGESTIONS]
        if open_rows:
            criteria = self._criteria(search.used, lang)
            intro = text(
                lang, "date_open" if criteria else "date_open_plain", date=when, group=group, criteria=criteria
            )
            lines = []
            for row in open_rows:
                left = starts[row.id].check.left
                words = text(lang, "date_left.one") if left == 1 else text(lang, "date_left.many", count=left)
                lines.append(text(lang, "date_line", **self._line_values(row, lang), left=words))
            suggestions = [self._suggestion(row, lang, day, **named) for row in open_rows]
            return relaxed + "\n".join([intro, *lines]) + "\n\n" + text(lang, "date_book"), suggestions
        shown = rows[:MAX_SUGGESTIONS]
        lines = []
        for row in shown:
            nearest = starts[row.id].nearest
            if nearest:
                dates = ", ".join(formatting.day(other, lang) for other in nearest)
                lines.append(text(lang, "date_nearest_line", **self._line_values(row, lang), dates=dates))
            else:
                lines.append(text(lang, "date_nearest_none", **self._line_values(row, lang)))
        intro = text(lang, "date_none", scope=self._scope(search.used, lang), date=when, group=group)
        suggestions = [
            self._suggestion(row, lang, starts[row.id].nearest[0] if starts[row.id].nearest else None, **named)
            for row in shown
        ]
        return relaxed + "\n".join([intro, *lines]), suggestions

    @staticmethod
    def _line_values(package: CampPackage, lang: str) -> dict[str, str | int]:
        return {
            "name": public_text(package, "name", lang)[0],
            "camp": public_text(package.camp, "name", lang)[0],
            "location": formatting.town_name(package.camp.location_key),
            "days": package.duration_days,
            "price": money(package.price, package.currency, lang),
        }

    async def _months(self, months: list[int], lang: str) -> str:
        """Each asked month's season, in the words of the site's seasons guide (built-in text without one)."""
        guide, sections = await self._guide(lang, season_sections)
        answers: list[str] = []
        seen: set[str] = set()
        for month in months[:MAX_MONTHS_ANSWERED]:
            name = text(lang, f"month.{month}")
            section = section_for(sections, month)
            if guide is not None and section is not None:
                if section.heading in seen:
                    continue
                seen.add(section.heading)
                season = section.heading if lang == "de" else section.heading[:1].lower() + section.heading[1:]
                link = self._guide_link(guide, lang)
                title = post_text(guide, "title", lang)
                answers.append(
                    text(
                        lang, "month_answer", month=name, season=season, title=title, conditions=section.text, link=link
                    )
                )
                continue
            key = SEASON_OF_MONTH[month]
            if key in seen:
                continue
            seen.add(key)
            season = text(lang, f"season.{key}")
            answers.append(
                text(lang, "month_fallback", month=name, season=season, conditions=text(lang, f"conditions.{key}"))
            )
        return "\n\n".join(answers)

    @staticmethod
    def _suggestion(
        package: CampPackage, lang: str, start: date | None = None, people: int | None = None
    ) -> PackageSuggestion:
        """A package to show; found for a day, its link opens the booking form on that day."""
        url = f"/packages/{package.id}/{package.slug}"
        if start is not None:
            url = package_booking_path(package.id, start, None, people)
        return PackageSuggestion(
            package_id=package.id,
            name=public_text(package, "name", lang)[0],
            camp_name=public_text(package.camp, "name", lang)[0],
            location=formatting.place_name(package.camp.location_key, lang),
            location_key=package.camp.location_key,
            duration_days=package.duration_days,
            price=package.price,
            currency=package.currency,
            url=url,
        )

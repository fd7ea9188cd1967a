"""The site's seasons guide, read month by month and level by level.

The blog's weather-and-seasons post is written in sections whose headings name a range of months
("## Winter (December to February)", "## L'hiver (décembre à février)", "## Winter (Dezember bis
Februar)"). A question about one month is answered with the section that covers it, so the answer
is the site's own words for that season and never the whole year.

Its short answer gives the best months per level, one bullet each ("- **Beginners:** late spring
(April to June) and autumn (September to November). ..."): "which month is best?" is answered with
those bullets (the visitor's level's alone when it is known), again in the guide's own words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.assistant.understanding import Level, level_named, month_numbers

_HEADING = re.compile(r"^##\s+(.+?)\s*$", re.MULTILINE)
_MARKUP = re.compile(r"\*\*|__|`")


@dataclass(frozen=True)
class SeasonSection:
    heading: str  # "Winter (December to February)"
    months: frozenset[int]
    text: str  # the section as plain text: paragraphs, bullets as "• "


def _span(first: int, last: int) -> frozenset[int]:
    """The months from `first` to `last`, across the new year when needed (12..2 is Dec, Jan, Feb)."""
    length = (last - first) % 12 + 1
    return frozenset((first - 1 + step) % 12 + 1 for step in range(length))


def _plain(markdown: str) -> str:
    """Markdown paragraphs and bullet lists as plain text: wrapped lines joined, bullets kept."""
    blocks: list[str] = []
    for block in re.split(r"\n\s*\n", _MARKUP.sub("", markdown).strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        items: list[str] = []
        for line in lines:
            if re.match(r"^([-*]|\d+\.)\s+", line):
                items.append("• " + re.sub(r"^([-*]|\d+\.)\s+", "", line))
            elif items:
                items[-1] += " " + line
            else:
                items.append(line)
        if items:
            blocks.append("\n".join(items))
    return "\n".join(blocks)


def season_sections(body: str) -> list[SeasonSection]:
    """The sections of a guide whose heading names a range of at least two months."""
    headings = list(_HEADING.finditer(body))
    sections: list[SeasonSection] = []
    for index, heading in enumerate(headings):
        months = month_numbers(heading.group(1))
        if len(months) < 2:
            continue
        end = headings[index + 1].start() if index + 1 < len(headings) else len(body)
        text = _plain(body[heading.end() : end])
        if text:
            sections.append(SeasonSection(heading.group(1), _span(months[0], months[-1]), text))
    return sections


def section_for(sections: list[SeasonSection], month: int) -> SeasonSection | None:
    return next((section for section in sections if month in section.months), None)


@dataclass(frozen=True)
class BestMonths:
    level: Level
    months: frozenset[int]
    text: str  # the bullet as the guide writes it: "Beginners: late spring (April to June) and ..."


def best_months(body: str) -> list[BestMonths]:
    """The guide's bullets that name a level before a colon and a range of months after it, in its order."""
    found: list[BestMonths] = []
    for line in _plain(body).splitlines():
        if not line.startswith("• "):
            continue
        item = line.removeprefix("• ")
        label, colon, rest = item.partition(":")
        level = level_named(label) if colon else None
        named = month_numbers(rest)
        if level is None or len(named) < 2 or any(b.level == level for b in found):
            continue
        # "April to June and September to November": each pair of months is a range.
        months = frozenset().union(*(_span(a, b) for a, b in zip(named[::2], named[1::2], strict=False)))
        if len(named) % 2:
            months |= {named[-1]}
        found.append(BestMonths(level, months, item))
    return found

"""The back office's word search: the newest bookings with a word that starts with the term, read off
the word index (migration 0018) before any booking row.

A term that is one word of letters ("lambert", "Élodie", "lamb") is looked for this way: the bookings
whose name, e-mail, reference or camp holds a word starting with it. The trigram index finds any part
of a word but gives its matches in no order, so each one was read and sorted for a page of 25, and the
search slowed as the bookings grew. Here the words starting with the term are found first (a few
steps along the index, `words_starting`); the bookings of one word are then in the index's own order,
(status, word, created_at, booking_id), and a page is its first entries, however many bookings match.
A term that starts several words ("lam": lambert, lamine, ...) reads the entries of all of them.
Anything else (several words, digits, punctuation, a reference, an address) is still found wherever it
appears, through the trigram index (app/bookings/repository.py `_found`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.kit.pagination import Order
from app.models import BookingSearchWord

# More words than this starting with the term: their bookings are read by the range, not word by word.
FEW_WORDS = 8


def after_prefix(prefix: str) -> str:
    """The first string after every string that starts with `prefix`, in byte (code point) order."""
    return prefix[:-1] + chr(ord(prefix[-1]) + 1)


async def words_starting(session: AsyncSession, prefix: str) -> list[str] | None:
    """The indexed words that start with `prefix`, in order; None when there are more than `FEW_WORDS`.

    One statement: each step of a recursive query is the next word after the last, one probe of the
    primary key (word, created_at, booking_id), so the cost is the number of words, not of bookings.
    """
    words = BookingSearchWord
    end = after_prefix(prefix)

    def after(lowest: Any) -> Any:
        return select(words.word).where(lowest, words.word < end).order_by(words.word).limit(1).scalar_subquery()

    found = select(after(words.word >= prefix).label("word")).cte("found", recursive=True)
    found = found.union_all(select(after(words.word > found.c.word)).where(found.c.word.is_not(None)))
    stmt = select(found.c.word).where(found.c.word.is_not(None)).limit(FEW_WORDS + 1)
    listed = list((await session.scalars(stmt)).all())
    return listed if len(listed) <= FEW_WORDS else None


def word_hits(prefix: str, words: list[str] | None, status: str | None) -> tuple[Select[*tuple[Any, ...]], list[Order]]:
    """(booking_id, created_at) of each booking with one of `words` (all those starting with `prefix`
    when None), in a status if given, and the newest-first order to page them in."""
    table = BookingSearchWord
    where: list[Any] = [table.status == status] if status else []
    if words is not None and len(words) == 1:
        # One word: a booking is at most once, and the index is in the list's order.
        stmt = select(table.booking_id, table.created_at).where(table.word == words[0], *where)
        return stmt, [Order(table.created_at, descending=True), Order(table.booking_id, descending=True)]
    if words is not None:
        where.append(table.word.in_(words))
    else:
        where += [table.word >= prefix, table.word < after_prefix(prefix)]
    # A booking with two such words ("lambert", "lamberti") is one hit.
    hits = select(table.booking_id, table.created_at).where(*where).distinct().subquery("hits")
    stmt = select(hits.c.booking_id, hits.c.created_at)
    return stmt, [Order(hits.c.created_at, descending=True), Order(hits.c.booking_id, descending=True)]


# Every booking's words into the index at once, as migration 0018 did: after a bulk load that set the
# triggers aside (bench/dataset.py). SQLite splits no string in SQL; the words are letters only, so
# they make a JSON array as they are.
FILL = {
    "postgresql": """INSERT INTO booking_search_words (word, booking_id, status, created_at)
    SELECT DISTINCT w, b.id, b.status, b.created_at
    FROM bookings AS b, unnest(string_to_array(b.search_words, ' ')) AS w WHERE w <> ''""",
    "sqlite": """INSERT OR IGNORE INTO booking_search_words (word, booking_id, status, created_at)
    SELECT j.value, b.id, b.status, b.created_at
    FROM bookings AS b, json_each('["' || replace(b.search_words, ' ', '","') || '"]') AS j
    WHERE b.search_words <> ''""",
}

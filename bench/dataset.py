"""Loads a benchmark catalogue in bulk: by default 200 camps, 800 packages and 50,000 bookings;
`python dataset.py 10000 4 1000000` loads the growth catalogue (10,000 camps, 40,000 packages,
1,000,000 bookings) in a few minutes: COPY on PostgreSQL, executemany in large transactions on SQLite
(whose indexes and triggers on bookings are set aside during the load and made again, in bulk, after it).

Rows are written through the ORM tables' columns: a column this file does not name gets its model
default (or the server default, or NULL), so a column another change adds to bookings is filled too.
One camp in twenty bookings goes to camp 1, whose owner the growth benchmark signs in as: a busy
camp's list is the one that grows.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

from app.bookings.search_words import FILL as SEARCH_WORDS_FILL
from app.db import get_engine
from app.kit.search import fold
from app.models import Booking, CampPackage, SurfCamp
from sqlalchemy import JSON, Table, insert, text
from sqlalchemy.exc import DBAPIError

LOCATIONS = ["taghazout", "tamraght", "imsouane", "agadir"]
LEVELS = ["beginner", "intermediate", "advanced", "all_levels"]
KINDS = ["surf-only", "surf-yoga", "all-inclusive"]
DAYS = [5, 7, 7, 8, 8, 10, 14]
STATUSES = ["pending", "confirmed", "cancelled", "completed"]
BATCH = 50_000
BUSY_CAMP_SHARE = 20  # every 20th booking is camp 1's
# Travellers' names and addresses from pools, so that a search meets the spread of texts a real
# table has (a text every row shares, like "Traveller 17", makes every trigram of it common).
FIRST_NAMES = [
    "Anna",
    "Ben",
    "Chloé",
    "Daniel",
    "Elena",
    "Finn",
    "Greta",
    "Hugo",
    "Ines",
    "Jonas",
    "Klara",
    "Leon",
    "Léa",
    "Marco",
    "Nora",
    "Oscar",
    "Paula",
    "Quentin",
    "Rosa",
    "Samir",
    "Tina",
    "Ugo",
    "Vera",
    "Willem",
    "Yara",
    "Zoé",
    "Amine",
    "Brigitte",
    "Carlos",
    "Dora",
    "Emil",
    "Fatima",
    "Gustav",
    "Hanna",
    "Ivan",
    "Julia",
    "Karim",
    "Lina",
    "Mats",
    "Nadia",
]
LAST_NAMES = [
    "Müller",
    "Schmidt",
    "Dubois",
    "Martin",
    "Garcia",
    "Rossi",
    "Jansen",
    "Novak",
    "Larsen",
    "Bernard",
    "Weber",
    "Moreau",
    "Fischer",
    "Lambert",
    "Costa",
    "Silva",
    "Meyer",
    "Petit",
    "Wagner",
    "Roux",
    "Becker",
    "Fontaine",
    "Hoffmann",
    "Girard",
    "Schulz",
    "Blanc",
    "Koch",
    "Mercier",
    "Richter",
    "Leclerc",
    "Klein",
    "Faure",
    "Wolf",
    "Chevalier",
    "Neumann",
    "Vincent",
    "Braun",
    "Morel",
    "Krüger",
    "Benali",
    "Alaoui",
    "Haddad",
    "Nielsen",
    "Eriksen",
    "Kowalski",
    "Horvat",
    "Smith",
    "Jones",
    "Walsh",
    "Murphy",
    "O'Brien",
    "Van Dijk",
    "De Vries",
    "Bakker",
    "Visser",
    "Peeters",
    "Maes",
    "Dupont",
    "Renard",
    "Lefèvre",
]
DOMAINS = ["gmail.com", "web.de", "orange.fr", "outlook.com", "gmx.de", "yahoo.fr", "icloud.com", "proton.me"]
REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"


def reference(i: int) -> str:
    """A booking reference like the server's (SC- and six characters), distinct for every i < 32**6."""
    n = (i * 387_420_489 + 12_345) % 32**6  # an odd multiplier: a permutation of 0 .. 32**6 - 1
    return "SC-" + "".join(REFERENCE_ALPHABET[(n >> (5 * k)) & 31] for k in range(6))


def traveller(i: int) -> tuple[str, str]:
    first, last = FIRST_NAMES[i % len(FIRST_NAMES)], LAST_NAMES[(i // len(FIRST_NAMES)) % len(LAST_NAMES)]
    local = fold(f"{first}.{last}").replace(" ", "").replace("'", "")
    return f"{first} {last}", f"{local}{i % 997}@{DOMAINS[i % len(DOMAINS)]}"


class _Row:
    """What a column default that reads the other values of its row (search_text) is given."""

    def __init__(self, values: dict[str, Any]) -> None:
        self.values = values

    def get_current_parameters(self) -> dict[str, Any]:
        return self.values


class RowPlan:
    """How to complete a row of `table`: the columns given, and the model default of the others."""

    def __init__(self, table: Table, given: dict[str, Any]) -> None:
        self.table = table
        self.defaults: list[tuple[str, Any]] = []
        self.columns = list(given)
        for column in table.columns:
            if column.name in given:
                continue
            if column.default is not None:
                self.defaults.append((column.name, column.default))
                self.columns.append(column.name)
            elif column.server_default is not None or (column.primary_key and column.autoincrement):
                continue  # the database fills it
            elif column.nullable:
                self.defaults.append((column.name, None))
                self.columns.append(column.name)
            else:
                raise SystemExit(f"{table.name}.{column.name} has no default: add it to bench/dataset.py")
        self.json = {c.name for c in table.columns if isinstance(c.type, JSON)}

    def complete(self, row: dict[str, Any]) -> dict[str, Any]:
        for name, default in self.defaults:
            if default is None:
                row[name] = None
            elif default.is_scalar:
                row[name] = default.arg
            else:
                row[name] = default.arg(_Row(row))
        return row


async def _write(conn: Any, raw: Any, table: Table, rows: list[dict[str, Any]]) -> None:
    """Append rows: COPY on PostgreSQL (`raw` is a plain asyncpg connection), executemany on SQLite."""
    if not rows:
        return
    plan = RowPlan(table, rows[0])
    complete = [plan.complete(row) for row in rows]
    if raw is None:
        await conn.execute(insert(table), complete)
        return
    records = [
        tuple(json.dumps(row[c]) if c in plan.json and row[c] is not None else row[c] for c in plan.columns)
        for row in complete
    ]
    await raw.copy_records_to_table(table.name, records=records, columns=plan.columns)


def camp_rows(camps: int, now: datetime) -> list[dict[str, Any]]:
    return [
        {
            "id": i,
            "slug": f"bench-camp-{i}",
            "name": f"Bench Camp {i}",
            "location_key": LOCATIONS[i % 4],
            "location": f"{LOCATIONS[i % 4].title()}, Morocco",
            "status": "active",
            "featured": i <= 3,
            "description": "A surf camp on the Atlantic coast with daily lessons and a rooftop terrace.",
            "short_description": "Surf camp with daily lessons.",
            "amenities": ["WiFi", "Meals", "Surf Equipment"],
            "translations": {},
            "created_at": now,
            "updated_at": now,
        }
        for i in range(1, camps + 1)
    ]


def package_rows(camps: int, packages_per_camp: int, now: datetime, rng: random.Random) -> list[dict[str, Any]]:
    rows = []
    for camp in range(1, camps + 1):
        for n in range(packages_per_camp):
            rows.append(
                {
                    "id": (camp - 1) * packages_per_camp + n + 1,
                    "camp_id": camp,
                    "slug": f"bench-camp-{camp}-package-{n}",
                    "name": f"Surf Week {n}",
                    "description": "Daily surf coaching, boards and wetsuits, breakfast and dinner.",
                    "short_description": "Daily coaching and meals.",
                    "price": Decimal(rng.randrange(300, 1300)),
                    "currency": "EUR",
                    "duration_days": rng.choice(DAYS),
                    "difficulty_level": rng.choice(LEVELS),
                    "package_type": rng.choice(KINDS),
                    "max_participants": 8,
                    "gallery_images": [],
                    "included_features": ["Surf lessons", "Boards", "Breakfast", "Transfers"],
                    "featured": n == 0,
                    "status": "active",
                    "translations": {},
                    "review_count": 0,
                    "created_at": now,
                    "updated_at": now,
                }
            )
    return rows


def booking_batches(bookings: int, packages: list[dict[str, Any]], now: datetime) -> Iterator[list[dict[str, Any]]]:
    busy = [p for p in packages if p["camp_id"] == 1]
    for start in range(0, bookings, BATCH):
        batch = []
        for i in range(start, min(start + BATCH, bookings)):
            p = busy[i % len(busy)] if i % BUSY_CAMP_SHARE == 0 else packages[i % len(packages)]
            name, email = traveller(i)
            batch.append(
                {
                    "booking_reference": reference(i),
                    "camp_id": p["camp_id"],
                    "package_id": p["id"],
                    "camp_name": f"Bench Camp {p['camp_id']}",
                    "package_name": p["name"],
                    "full_name": name,
                    "email": email,
                    "guest_country": "DE",
                    "guest_phone": "+49 170 000000",
                    "start_date": date(2027, 1, 1) + timedelta(days=i % 300),
                    "number_of_days": 7,
                    "number_of_people": 1 + i % 3,
                    "surfing_level": "beginner",
                    "add_ons": [],
                    "booking_amount": p["price"],
                    "currency": "EUR",
                    "amount_in_currency": p["price"],
                    "payment_method": "bank-transfer",
                    "status": STATUSES[(i + i // BUSY_CAMP_SHARE) % 4],
                    "language": "en",
                    "created_at": now - timedelta(seconds=30 * i),
                    "updated_at": now,
                }
            )
        yield batch


async def _plain_asyncpg() -> Any:
    """A connection without SQLAlchemy's type codecs, for COPY of plain Python values."""
    import asyncpg  # noqa: PLC0415 - PostgreSQL only

    url = get_engine().url.set(drivername="postgresql")
    return await asyncpg.connect(url.render_as_string(hide_password=False))


async def _set_aside_sqlite_indexes(conn: Any) -> list[str]:
    """Drop the bookings' own indexes and triggers (SQLite) and return the statements that make them again.

    Each row of a million would otherwise go into a dozen B-trees and, through triggers, into the
    search's trigram and word indexes one at a time; built after the load, each index is one sort. The
    statements are the database's own (sqlite_master), so an index a later migration adds is handled
    alike; indexes of UNIQUE constraints have none and stay.
    """
    rows = (
        await conn.execute(
            text(
                "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'bookings'"
                " AND type IN ('index', 'trigger') AND sql IS NOT NULL"
            )
        )
    ).all()
    for kind, name, _ in rows:
        await conn.execute(text(f'DROP {kind.upper()} "{name}"'))
    return [sql for _, _, sql in rows]


async def _restore_sqlite_indexes(conn: Any, statements: list[str]) -> None:
    for sql in statements:
        await conn.execute(text(sql))
    search = await conn.execute(text("SELECT 1 FROM sqlite_master WHERE name = 'bookings_search'"))
    if search.scalar():  # the external-content trigram index (migration 0012), filled from bookings at once
        await conn.execute(text("INSERT INTO bookings_search (bookings_search) VALUES ('rebuild')"))
    await conn.execute(text(SEARCH_WORDS_FILL["sqlite"]))  # the word index (migration 0018), likewise


async def load(camps: int = 200, packages_per_camp: int = 4, bookings: int = 50_000) -> None:
    rng = random.Random(7)
    now = datetime.now(UTC).replace(microsecond=0)
    engine = get_engine()
    postgres = engine.dialect.name == "postgresql"
    async with engine.begin() as conn:
        if (await conn.execute(text("SELECT count(*) FROM surf_camps"))).scalar_one():
            print("dataset already loaded")
            await engine.dispose()
            return
    raw = await _plain_asyncpg() if postgres else None
    packages = package_rows(camps, packages_per_camp, now, rng)
    try:
        async with engine.begin() as conn:
            if not postgres:
                # A load that fails is started again from an empty file: no need to wait for the disk.
                await conn.execute(text("PRAGMA synchronous=OFF"))
                aside = await _set_aside_sqlite_indexes(conn)
            transaction = raw.transaction() if raw is not None else None
            if transaction is not None:
                await transaction.start()
            try:
                if raw is not None:  # the word index is filled once after the load, not by a trigger per row
                    await raw.execute("ALTER TABLE bookings DISABLE TRIGGER USER")
                await _write(conn, raw, SurfCamp.__table__, camp_rows(camps, now))  # type: ignore[arg-type]
                await _write(conn, raw, CampPackage.__table__, packages)  # type: ignore[arg-type]
                for batch in booking_batches(bookings, packages, now):
                    await _write(conn, raw, Booking.__table__, batch)  # type: ignore[arg-type]
                if raw is not None:
                    await raw.execute("ALTER TABLE bookings ENABLE TRIGGER USER")
                    await raw.execute(SEARCH_WORDS_FILL["postgresql"])
                    for table in ("surf_camps", "camp_packages"):
                        # The table names are the two literals above, never input.
                        sql = f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT max(id) FROM {table}))"  # noqa: S608
                        await raw.execute(sql)
            except BaseException:
                if transaction is not None:
                    await transaction.rollback()
                raise
            if transaction is not None:
                await transaction.commit()
            if not postgres:
                await _restore_sqlite_indexes(conn, aside)
    finally:
        if raw is not None:
            await raw.close()
    if postgres:
        # Settle the database before anything is measured: clean up after the load (VACUUM, not the
        # autovacuum daemon in the middle of a run), refresh the planner's statistics, and write the
        # loaded pages out now (CHECKPOINT) rather than while the first endpoint is measured.
        async with engine.connect() as conn:
            autocommit = await conn.execution_options(isolation_level="AUTOCOMMIT")
            await autocommit.execute(text("VACUUM ANALYZE"))
            try:
                await autocommit.execute(text("CHECKPOINT"))
            except DBAPIError as error:  # CHECKPOINT needs a superuser (or pg_checkpoint): then it happens on its own
                print(f"no CHECKPOINT after the load: {error.orig}")
    else:  # SQLite: the same, its way (statistics, and the write-ahead log folded into the file)
        async with engine.connect() as conn:
            autocommit = await conn.execution_options(isolation_level="AUTOCOMMIT")
            await autocommit.execute(text("ANALYZE"))
            await autocommit.execute(text("PRAGMA wal_checkpoint(TRUNCATE)"))
    await engine.dispose()
    print(f"loaded {camps} camps, {camps * packages_per_camp} packages, {bookings} bookings")


if __name__ == "__main__":
    asyncio.run(load(*(int(a) for a in sys.argv[1:])))

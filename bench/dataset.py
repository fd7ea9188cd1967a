"""Loads the benchmark catalogue: 200 camps, 800 packages and 50,000 bookings, in bulk."""

from __future__ import annotations

import asyncio
import random
import sys
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from app.db import get_engine
from app.models import Booking, CampPackage, SurfCamp
from sqlalchemy import insert, text
from sqlalchemy.exc import DBAPIError

LOCATIONS = ["taghazout", "tamraght", "imsouane", "agadir"]
LEVELS = ["beginner", "intermediate", "advanced", "all_levels"]
KINDS = ["surf-only", "surf-yoga", "all-inclusive"]
DAYS = [5, 7, 7, 8, 8, 10, 14]


async def load(camps: int = 200, packages_per_camp: int = 4, bookings: int = 50_000) -> None:
    rng = random.Random(7)
    now = datetime.now(UTC)
    async with get_engine().begin() as conn:
        if (await conn.execute(text("SELECT count(*) FROM surf_camps"))).scalar_one():
            print("dataset already loaded")
            return
        await conn.execute(
            insert(SurfCamp),
            [
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
            ],
        )
        package_rows = []
        for camp in range(1, camps + 1):
            for n in range(packages_per_camp):
                pid = (camp - 1) * packages_per_camp + n + 1
                package_rows.append(
                    {
                        "id": pid,
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
        await conn.execute(insert(CampPackage), package_rows)
        statuses = ["pending", "confirmed", "cancelled", "completed"]
        for start in range(0, bookings, 5000):
            await conn.execute(
                insert(Booking),
                [
                    {
                        "booking_reference": f"BN-{i:07d}",
                        "camp_id": (p := package_rows[i % len(package_rows)])["camp_id"],
                        "package_id": p["id"],
                        "camp_name": f"Bench Camp {p['camp_id']}",
                        "package_name": p["name"],
                        "full_name": f"Traveller {i}",
                        "email": f"traveller{i}@example.com",
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
                        "status": statuses[i % 4],
                        "language": "en",
                        "created_at": now - timedelta(minutes=i),
                        "updated_at": now,
                    }
                    for i in range(start, min(start + 5000, bookings))
                ],
            )
        if conn.dialect.name == "postgresql":
            for table in ("surf_camps", "camp_packages"):
                # The table names are the two literals above, never input.
                sql = f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT max(id) FROM {table}))"  # noqa: S608
                await conn.execute(text(sql))
    if get_engine().dialect.name == "postgresql":
        # Settle the database before anything is measured: clean up after the load (VACUUM, not the
        # autovacuum daemon in the middle of a run), refresh the planner's statistics, and write the
        # loaded pages out now (CHECKPOINT) rather than while the first endpoint is measured.
        async with get_engine().connect() as conn:
            autocommit = await conn.execution_options(isolation_level="AUTOCOMMIT")
            await autocommit.execute(text("VACUUM ANALYZE"))
            try:
                await autocommit.execute(text("CHECKPOINT"))
            except DBAPIError as error:  # CHECKPOINT needs a superuser (or pg_checkpoint): then it happens on its own
                print(f"no CHECKPOINT after the load: {error.orig}")
    else:  # SQLite: the same, its way (statistics, and the write-ahead log folded into the file)
        async with get_engine().connect() as conn:
            autocommit = await conn.execution_options(isolation_level="AUTOCOMMIT")
            await autocommit.execute(text("ANALYZE"))
            await autocommit.execute(text("PRAGMA wal_checkpoint(TRUNCATE)"))
    await get_engine().dispose()
    print(f"loaded {camps} camps, {camps * packages_per_camp} packages, {bookings} bookings")


if __name__ == "__main__":
    asyncio.run(load(*(int(a) for a in sys.argv[1:])))

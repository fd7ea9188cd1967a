"""Reads run by the driver itself (app/kit/driver_reads.py) answer what the session answers, with the
parameters given at each run, and a database that cannot be reached is the app's OperationalError."""

from __future__ import annotations

import pytest
from sqlalchemy import bindparam, select
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import build_engine, get_sessionmaker
from app.kit.driver_reads import close_driver_pools, driver_rows
from app.models import CampPackage, SurfCamp
from tests.factories import make_camp, make_package
from tests.reliability.support import pick_port

ROWS = (
    select(CampPackage.id, CampPackage.price)
    .join(CampPackage.camp)
    .where(SurfCamp.location_key.in_(("imsouane", "agadir")), CampPackage.price >= bindparam("low"))
    .order_by(CampPackage.price, CampPackage.id)
)


async def test_the_driver_reads_what_the_session_reads() -> None:
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Driver Camp", location_key="imsouane")
        for price in ("300", "450", "600"):
            await make_package(session, camp, name=f"Week at {price}", price=price)
    async with get_sessionmaker()() as session:
        for low in (0, 400, 1000):
            expected = [tuple(row) for row in (await session.execute(ROWS, {"low": low})).all()]
            assert [tuple(row) for row in await driver_rows(session, ROWS, {"low": low})] == expected
        assert len(await driver_rows(session, ROWS, {"low": 400})) >= 2  # the same statement, run again


async def test_an_unreachable_database_is_an_operational_error() -> None:
    engine = build_engine(f"postgresql://nobody@127.0.0.1:{pick_port(55440, 55449)}/nothing")
    try:
        async with AsyncSession(engine) as session:
            with pytest.raises(OperationalError):
                await driver_rows(session, ROWS, {"low": 0})
    finally:
        await close_driver_pools()
        await engine.dispose()

"""A paid statement never changes, whoever writes: marking paid refuses a month that moved, and the database
refuses any change of a paid statement or an adjustment, a line on a paid month, a second billing of a booking."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import httpx
import pytest
from sqlalchemy import delete, inspect, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth.access import Principal
from app.auth.repository import UserRepository
from app.auth.tokens import decode_access_token
from app.db import get_sessionmaker
from app.models import Booking, CampStatement, StatementAdjustment, SurfCamp
from app.models.base import utcnow
from app.statements import months
from app.statements.errors import StatementChanged
from app.statements.service import StatementService
from tests.owner.helpers import World
from tests.statements.helpers import BILLED, OCTOBER, move, october_at_alpha, october_paid


async def test_marking_a_month_paid_while_one_of_its_bookings_moves_is_refused(
    client: httpx.AsyncClient, world: World
) -> None:
    ids = await october_at_alpha(client, world)
    async with get_sessionmaker()() as session:
        service = StatementService(session)
        shown = await service.statement(await principal_of(session, world.admin), world.a.camp.id, OCTOBER)
        await session.rollback()
        await move(client, world, ids[BILLED], "confirmed")  # meanwhile, in another request

        async def as_shown(*_: object) -> object:
            return shown

        service.statement = as_shown  # type: ignore[method-assign]
        with pytest.raises(StatementChanged):
            await service.mark_paid(await principal_of(session, world.admin), world.a.camp.id, OCTOBER)
        await session.rollback()
    assert (await client.get(f"/api/v1/owner/statements/{OCTOBER}", headers=world.a.owner)).json()["status"] == "open"


async def principal_of(session: AsyncSession, headers: dict[str, str]) -> Principal:
    user = await UserRepository(session).get_with_profile(decode_access_token(headers["Authorization"][7:]).user_id)
    assert user is not None
    return Principal(user=user, profile=user.profile)


# --- the database's guard: whoever writes, a paid month does not change ---------------------------------------


def other_value(value: object) -> object:
    """A value of the column's type other than the row's."""
    if isinstance(value, int):
        return value + 1000
    if isinstance(value, Decimal):
        return value + 1
    if isinstance(value, date):
        return value - timedelta(days=400)
    if isinstance(value, str):
        return value[:-1] + ("y" if value.endswith("x") else "x")  # as long: within the column's length
    assert isinstance(value, list), value
    return [*value, {"x": 1}]


async def final_rows(client: httpx.AsyncClient, world: World) -> dict[type, int]:
    ids = await october_paid(client, world)
    await move(client, world, ids[BILLED], "cancelled")
    async with get_sessionmaker()() as session:
        statement = await session.scalar(select(CampStatement.id))
        adjustment = await session.scalar(select(StatementAdjustment.id))
    assert statement is not None and adjustment is not None
    return {CampStatement: statement, StatementAdjustment: adjustment}


@pytest.mark.parametrize("model", [CampStatement, StatementAdjustment])
async def test_no_column_of_a_paid_statement_or_an_adjustment_changes(
    client: httpx.AsyncClient, world: World, model: type
) -> None:
    """Walks every column of the model: a column added later without its guard (migration 0024) fails here."""
    row_id = (await final_rows(client, world))[model]
    # The columns a deletion sets NULL may only become NULL: another row's id is refused too.
    others = {"camp_id": world.b.camp.id, "booking_id": world.a.confirmed.id}
    for name in [attr.key for attr in inspect(model).column_attrs]:
        async with get_sessionmaker()() as session:
            value = getattr(await session.get(model, row_id), name)
            if value is None:
                continue
            changed = (
                others.get(name, world.a.owner_id) if name.endswith("_id") and name != "id" else other_value(value)
            )
            with pytest.raises(IntegrityError, match="paid_statement_final"):
                await session.execute(update(model).where(model.id == row_id).values({name: changed}))
            await session.rollback()


async def test_deleting_a_camp_leaves_its_paid_statements_and_adjustments_as_they_were(
    client: httpx.AsyncClient, world: World
) -> None:
    await final_rows(client, world)
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(Booking).where(Booking.camp_id == world.a.camp.id).values(status="cancelled"))
        await session.execute(delete(SurfCamp).where(SurfCamp.id == world.a.camp.id))
    async with get_sessionmaker()() as session:
        statement = await session.scalar(select(CampStatement))
        adjustment = await session.scalar(select(StatementAdjustment))
    assert statement is not None and (statement.camp_id, statement.camp_name, statement.balance) == (
        None,
        "Camp Alpha",
        Decimal("323.43"),
    )
    assert adjustment is not None and (adjustment.camp_id, adjustment.amount) == (None, Decimal("-187.50"))


async def test_no_adjustment_goes_on_a_paid_month_and_a_billed_booking_stays_billed(
    client: httpx.AsyncClient, world: World
) -> None:
    ids = await october_paid(client, world)
    async with get_sessionmaker()() as session:
        with pytest.raises(IntegrityError, match="paid_statement_final"):
            session.add(
                StatementAdjustment(
                    camp_id=world.a.camp.id,
                    booking_id=ids[BILLED],
                    booking_reference=BILLED,
                    guest_name="x",
                    billed_month=months.parse(OCTOBER),
                    month=months.parse(OCTOBER),
                    status="confirmed",
                    commission_due=Decimal(0),
                    amount=Decimal("-187.50"),
                    created_at=utcnow(),
                )
            )
            await session.flush()
        await session.rollback()
        for values in ({"billed_month": None}, {"billed_commission": Decimal(0)}, {"billed_month": date(2026, 9, 1)}):
            with pytest.raises(IntegrityError, match="paid_statement_final"):
                await session.execute(update(Booking).where(Booking.id == ids[BILLED]).values(values))
            await session.rollback()

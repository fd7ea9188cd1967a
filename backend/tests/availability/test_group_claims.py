"""The booking writer checks a group of requests for many packages and dates at once
(app/availability/service.py `claim`): each stay against its own package's days, in one set of queries."""

from __future__ import annotations

from datetime import timedelta

from app.availability.errors import DateUnavailable
from app.availability.service import AvailabilityService, Claim
from app.availability.waitlist import notify_waitlist
from app.db import get_sessionmaker
from app.models import PackageDay, WaitlistEntry
from app.models.base import utcnow
from tests.availability.helpers import DAY, Place, add_booking, outbox
from tests.factories import make_camp, make_package
from tests.sql_statements import count_statements

FAR = DAY + timedelta(days=119)
CLOSED = DAY + timedelta(days=200)


async def four_packages() -> list[Place]:
    """Four packages of two places: the first full at DAY, the second full at FAR, the third closed by
    its owner at CLOSED, the fourth free."""
    async with get_sessionmaker()() as session, session.begin():
        camp = await make_camp(session, "Ocean Vibes Camp")
        packages = [await make_package(session, camp, name=f"Week {n}", max_participants=8, places=2) for n in range(4)]
        session.add_all(
            PackageDay(package_id=packages[2].id, day=CLOSED + timedelta(days=d), blocked=True) for d in range(7)
        )
    places = [Place(camp, package, {}, {}) for package in packages]
    await add_booking(places[0], "confirmed", DAY, 2)
    await add_booking(places[1], "confirmed", FAR, 2, n=1)
    return places


async def claim(claims: list[Claim]) -> list[Exception | None]:
    async with get_sessionmaker()() as session, session.begin():
        answers = await AvailabilityService(session).claim(claims)
        await session.rollback()
    return answers


def refusal(answer: Exception | None) -> tuple[str, list[str]] | None:
    if answer is None:
        return None
    assert isinstance(answer, DateUnavailable)
    return answer.reason, [d.isoformat() for d in answer.nearest]


async def test_each_stay_of_a_group_is_checked_against_its_own_package_and_days() -> None:
    p = [place.package.id for place in await four_packages()]
    group = [
        Claim(p[0], DAY, 7, 1),  # full
        Claim(p[1], DAY, 7, 2),  # the second package is full only at FAR
        Claim(p[1], FAR, 7, 1),  # full
        Claim(p[2], CLOSED, 7, 1),  # closed by the owner
        Claim(p[2], DAY, 7, 2),
        Claim(p[3], FAR, 7, 2),
        Claim(p[3], FAR, 7, 1),  # the places the group's own stay above took
    ]
    answers = [refusal(a) for a in await claim(group)]
    assert [a and a[0] for a in answers] == ["full", None, "full", "blocked", None, None, "full"]
    # A refusal's nearest dates are those of the request alone: another package's dates in the group
    # do not widen the days they are looked for in.
    for index in (0, 2, 3):
        assert answers[index] == refusal((await claim([group[index]]))[0])
    assert answers[0] is not None and answers[0][1] == [(DAY + timedelta(days=n)).isoformat() for n in (-8, -7, 7)]


async def test_a_group_over_many_packages_is_checked_in_a_fixed_number_of_queries() -> None:
    p = [place.package.id for place in await four_packages()]
    few = [Claim(p[3], DAY, 7, 1)]
    many = [Claim(package_id, DAY + timedelta(days=30 * n), 7, 1) for n, package_id in enumerate(p * 2)]
    with count_statements() as one_package:
        await claim(few)
    with count_statements() as four:
        await claim(many)
    assert len(four) == len(one_package)


async def test_travellers_waiting_for_several_packages_are_each_told_by_their_own_packages_places() -> None:
    places = await four_packages()
    waiting = [(0, DAY, "full@example.com"), (1, DAY, "free@example.com"), (1, FAR, "far@example.com")]
    async with get_sessionmaker()() as session, session.begin():
        session.add_all(
            WaitlistEntry(
                package_id=places[n].package.id,
                start_date=start,
                number_of_days=7,
                number_of_people=1,
                email=email,
                confirmed_at=utcnow(),  # each address confirmed its sign-up (tests/availability/test_waitlist.py)
            )
            for n, start, email in waiting
        )
    with count_statements() as statements:
        assert await notify_waitlist(get_sessionmaker()) == 1
    [mail] = await outbox("waitlist_open")
    assert mail.to_address == "free@example.com"
    # The days of both packages are read in one set of queries.
    assert sum("FROM package_days" in s for s in statements) == 1

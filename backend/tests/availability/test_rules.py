"""The availability rules without a database: places left, start days, season, notice, stay lengths."""

from __future__ import annotations

import random
from datetime import date, timedelta

from app.availability.rules import Ledger, Occupancy, PackageRules, Period

TODAY = date(2027, 3, 1)  # a Monday


def ledger(rules: PackageRules, days: int = 40) -> Ledger:
    return Ledger(rules, TODAY, TODAY + timedelta(days=days))


def test_confirmed_and_held_places_leave_the_rest_on_each_day_of_the_stay() -> None:
    book = ledger(PackageRules(places=4, duration_days=7))
    book.occupy(Occupancy(date(2027, 3, 10), 7, 2, confirmed=True))
    book.occupy(Occupancy(date(2027, 3, 12), 3, 1, confirmed=False))
    assert book.days[date(2027, 3, 9)].left == 4
    assert (book.days[date(2027, 3, 12)].confirmed, book.days[date(2027, 3, 12)].held) == (2, 1)
    assert book.days[date(2027, 3, 12)].left == 1
    assert book.days[date(2027, 3, 16)].left == 2  # the last day of the 7-day stay
    assert book.days[date(2027, 3, 17)].left == 4
    check = book.check(date(2027, 3, 8), 7, 2, TODAY)  # reaches the day with one left
    assert (check.available, check.reason, check.left) == (False, "full", 1)
    assert book.check(date(2027, 3, 8), 7, 1, TODAY).available


def test_a_blocked_day_or_one_out_of_season_refuses_every_stay_over_it() -> None:
    season = (Period(date(2027, 3, 1), date(2027, 3, 31), True), Period(date(2027, 3, 20), date(2027, 3, 21), False))
    book = ledger(PackageRules(places=4, duration_days=3, season=season))
    book.change_day(date(2027, 3, 10), blocked=True, places=None)
    book.block(date(2027, 3, 14), date(2027, 3, 16), "Airbnb")  # 14 and 15, not 16
    assert book.check(date(2027, 3, 8), 3, 1, TODAY).reason == "blocked"
    assert book.check(date(2027, 3, 11), 3, 1, TODAY).available
    assert book.check(date(2027, 3, 15), 3, 1, TODAY).reason == "blocked"
    assert book.check(date(2027, 3, 16), 3, 1, TODAY).available
    assert book.days[date(2027, 3, 14)].blocked_by == ["Airbnb"]
    assert book.check(date(2027, 3, 19), 3, 1, TODAY).reason == "closed"  # closed period inside the season
    assert book.check(date(2027, 3, 30), 3, 1, TODAY).reason == "closed"  # runs past the season's end


def test_notice_start_weekdays_and_stay_lengths() -> None:
    rules = PackageRules(places=4, duration_days=7, start_weekdays=frozenset({5}), min_notice_days=3, min_stay_days=7)
    book = ledger(rules)
    assert book.check(date(2027, 3, 3), 7, 1, TODAY).reason == "too_soon"
    assert book.check(date(2027, 3, 5), 7, 1, TODAY).reason == "not_start_day"  # a Friday
    assert book.check(date(2027, 3, 6), 7, 1, TODAY).available  # a Saturday
    assert rules.stay_lengths() == [7, 8, 9, 10, 14]
    assert PackageRules(places=1, duration_days=7).stay_lengths() == [3, 4, 5, 6, 7, 8, 9, 10, 14]


def test_an_owner_can_change_the_places_of_a_day() -> None:
    book = ledger(PackageRules(places=4, duration_days=3))
    book.change_day(date(2027, 3, 10), blocked=False, places=1)
    book.occupy(Occupancy(date(2027, 3, 10), 3, 1, confirmed=True))
    assert book.days[date(2027, 3, 10)].left == 0 and book.days[date(2027, 3, 11)].left == 3
    assert book.check(date(2027, 3, 9), 3, 1, TODAY).reason == "full"


def test_the_nearest_available_dates_are_the_closest_either_side() -> None:
    book = ledger(PackageRules(places=3, duration_days=3))
    book.occupy(Occupancy(date(2027, 3, 10), 3, 3, confirmed=True))  # 10, 11, 12 full
    # 3-day stays touching 10..12 start 8..12; the nearest free starts are 7 and 13, then 6 and 14.
    assert book.nearest(date(2027, 3, 10), 3, 1, TODAY, count=3) == [
        date(2027, 3, 6),
        date(2027, 3, 7),
        date(2027, 3, 13),
    ]


def test_the_first_available_start_is_the_first_of_every_start_checked() -> None:
    """Cards ask only for the next start (`first_available`); it agrees with the full list in every case."""
    import random

    chance = random.Random(7)
    for _ in range(200):
        season = (Period(TODAY + timedelta(days=chance.randint(0, 20)), TODAY + timedelta(days=60), False),)
        rules = PackageRules(
            places=chance.randint(1, 4),
            duration_days=7,
            start_weekdays=frozenset(chance.sample(range(7), chance.randint(0, 3))),
            season=season if chance.random() < 0.3 else (),
            min_notice_days=chance.randint(0, 5),
        )
        book = ledger(rules, 60)
        for _ in range(chance.randint(0, 12)):
            start = TODAY + timedelta(days=chance.randint(0, 50))
            book.occupy(Occupancy(start, chance.choice((3, 7)), chance.randint(1, 3), chance.random() < 0.5))
        people = chance.randint(1, 3)
        every = book.starts(TODAY, TODAY + timedelta(days=45), 7, people, TODAY)
        first = book.first_available(TODAY, TODAY + timedelta(days=45), 7, people, TODAY)
        assert first == next((c for c in every if c.available), None)


def test_places_taken_on_each_day_whatever_the_order_of_bookings_days_changed_and_days_asked() -> None:
    """Bookings are summed lazily (a running total made when a day is asked for); bookings counted
    before and after days were asked for, changed or blocked all land on the right days."""
    rng = random.Random(7)
    first = date(2027, 3, 1)
    last = first + timedelta(days=40)
    for _ in range(200):
        ledger = Ledger(PackageRules(places=50, duration_days=7), first, last)
        expected: dict[date, list[int]] = {first + timedelta(days=i): [0, 0] for i in range(41)}
        for _ in range(rng.randint(0, 25)):
            action = rng.random()
            day = first + timedelta(days=rng.randint(-10, 45))
            if action < 0.2:
                ledger.state(day)
            elif action < 0.3:
                ledger.change_day(day, blocked=False, places=rng.randint(1, 50))
            else:
                stay = Occupancy(day, rng.randint(1, 14), rng.randint(1, 4), confirmed=rng.random() < 0.5)
                ledger.occupy(stay)
                for offset in range(stay.days):
                    if (counts := expected.get(stay.start + timedelta(days=offset))) is not None:
                        counts[0 if stay.confirmed else 1] += stay.people
        asked = list(expected)
        rng.shuffle(asked)
        for day in asked:
            state = ledger.state(day)
            assert state is not None
            assert [state.confirmed, state.held] == expected[day], day

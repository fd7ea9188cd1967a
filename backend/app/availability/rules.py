"""The availability rules, without the database: what a day of a package has left, and whether a stay
may start on a date for a length and a group.

A stay of n days starting on d occupies the days d .. d + n - 1. A day's places are the package's
`places` unless the owner changed that day; confirmed (and completed) bookings take places, pending
requests hold them until their hold expires; a day blocked by hand, by an imported calendar, or
outside the package's season has nothing left. A start date is refused, with one reason, when it is
too soon (minimum notice), not a start day of the package (fixed weekdays), or when a day of the stay
is closed, blocked or has fewer places left than the group.

Holds cost something (`HoldLimits`): a request from an address without a confirmed booking (an
unknown sender) holds its places only while that address, its network, and every unknown sender on
each day of the stay stay within limits; over them it is still stored and sent to the camp, holding
nothing (app/availability/service.py `claim`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, Literal

from app.bookings.pricing import DAY_CHOICES

Reason = Literal["too_soon", "not_start_day", "closed", "blocked", "full"]
# "Few places left" on cards and pages: this many or fewer on the next available start.
FEW_PLACES = 3
# How far from a refused date the nearest available ones are looked for, each way.
NEAREST_WINDOW_DAYS = 60


@dataclass(frozen=True)
class Period:
    start: date
    end: date  # inclusive
    open: bool

    def covers(self, day: date) -> bool:
        return self.start <= day <= self.end


def periods_of(season: Iterable[Mapping[str, Any]]) -> tuple[Period, ...]:
    """The stored season (a JSON list) as periods; dates are ISO strings."""
    return tuple(
        Period(date.fromisoformat(str(p["start"])), date.fromisoformat(str(p["end"])), bool(p.get("open", True)))
        for p in season
    )


@dataclass(frozen=True)
class PackageRules:
    places: int
    duration_days: int
    start_weekdays: frozenset[int] = frozenset()  # 0 = Monday; empty: any day
    season: tuple[Period, ...] = ()
    min_notice_days: int = 1
    min_stay_days: int | None = None
    max_stay_days: int | None = None

    def in_season(self, day: date) -> bool:
        if not self.season:  # open all year (most packages): nothing to look up for each day
            return True
        if any(p.covers(day) and not p.open for p in self.season):
            return False
        opens = [p for p in self.season if p.open]
        return not opens or any(p.covers(day) for p in opens)

    def is_start_day(self, day: date) -> bool:
        return not self.start_weekdays or day.weekday() in self.start_weekdays

    def stay_lengths(self) -> list[int]:
        """The offered lengths of stay this package accepts."""
        low = self.min_stay_days or 0
        high = self.max_stay_days or max(DAY_CHOICES)
        return [n for n in DAY_CHOICES if low <= n <= high]

    def earliest_start(self, today: date) -> date:
        return today + timedelta(days=self.min_notice_days)


@dataclass(frozen=True)
class Occupancy:
    """A booking as the rules see it: its days, its people, and whether it is confirmed or held."""

    start: date
    days: int
    people: int
    confirmed: bool
    unknown: bool = False  # held by a sender without a confirmed booking: counts against their share


@dataclass
class DayState:
    day: date
    places: int
    confirmed: int = 0
    held: int = 0
    held_unknown: int = 0  # of `held`, by senders without a confirmed booking
    blocked_by_hand: bool = False
    blocked_by: list[str] = field(default_factory=list)  # names of the imported calendars that block it
    in_season: bool = True
    places_changed: bool = False

    @property
    def blocked(self) -> bool:
        return self.blocked_by_hand or bool(self.blocked_by)

    @property
    def left(self) -> int:
        if self.blocked or not self.in_season:
            return 0
        return max(0, self.places - self.confirmed - self.held)


@dataclass(frozen=True)
class StartCheck:
    day: date
    available: bool
    reason: Reason | None
    left: int  # the fewest places left on a day of the stay (0 when refused for another reason)


def stay_days(start: date, days: int) -> Iterator[date]:
    for offset in range(days):
        yield start + timedelta(days=offset)


class Ledger:
    """The days of one package over a window, with what each has taken, held, blocked and left."""

    def __init__(self, rules: PackageRules, first: date, last: date) -> None:
        self.rules = rules
        self.first = first
        self.last = last
        # A day's state is made when something touches it or asks for it: a card's next available
        # date looks at the first few days of a window of months, for a dozen packages per list.
        self._days: dict[date, DayState] = {}
        # Bookings are kept as changes of the places taken and held from one day to the next (+people
        # on a stay's first day, -people the day after its last), summed up to a day only when a state
        # is made: a ledger of months with hundreds of bookings costs one step per booking.
        size = (last - first).days + 2
        self._confirmed_change = [0] * size
        self._held_change = [0] * size
        self._unknown_change = [0] * size
        # (confirmed, held, held by unknown senders) running totals of the first offsets, extended as
        # far as a day is asked for.
        self._taken: list[tuple[int, int, int]] = []

    def _offset(self, day: date) -> int:
        return (day - self.first).days

    def _occupied(self, offset: int) -> tuple[int, int, int]:
        """(confirmed, held, held by unknown senders) places on the day at this offset from the window's first day."""
        taken = self._taken
        confirmed, held, unknown = taken[-1] if taken else (0, 0, 0)
        for i in range(len(taken), offset + 1):
            confirmed += self._confirmed_change[i]
            held += self._held_change[i]
            unknown += self._unknown_change[i]
            taken.append((confirmed, held, unknown))
        return taken[offset]

    def state(self, day: date) -> DayState | None:
        """The day's places, bookings and blocks; None outside the window."""
        state = self._days.get(day)
        if state is None and self.first <= day <= self.last:
            confirmed, held, unknown = self._occupied(self._offset(day))
            in_season = self.rules.in_season(day)
            state = self._days[day] = DayState(day, self.rules.places, confirmed, held, unknown, in_season=in_season)
        return state

    @property
    def days(self) -> dict[date, DayState]:
        """Every day of the window, in order."""
        window = stay_days(self.first, (self.last - self.first).days + 1)
        return {day: state for day in window if (state := self.state(day))}

    def change_day(self, day: date, *, blocked: bool, places: int | None) -> None:
        state = self.state(day)
        if state is None:
            return
        state.blocked_by_hand = blocked
        if places is not None:
            state.places = places
            state.places_changed = True

    def block(self, start: date, end: date, name: str) -> None:
        """Block start .. end - 1 for an imported calendar."""
        first, last = max(start, self.first), min(end - timedelta(days=1), self.last)
        for day in stay_days(first, (last - first).days + 1):
            state = self.state(day)
            if state is not None and name not in state.blocked_by:
                state.blocked_by.append(name)

    def occupy(self, occupancy: Occupancy) -> None:
        """Count a booking's people on each day of its stay inside the window."""
        start = self._offset(occupancy.start)
        begin, end = max(0, start), min(start + occupancy.days, len(self._confirmed_change) - 1)
        if begin >= end:
            return
        people = occupancy.people
        changes = self._confirmed_change if occupancy.confirmed else self._held_change
        changes[begin] += people
        changes[end] -= people
        unknown = occupancy.unknown and not occupancy.confirmed
        if unknown:
            self._unknown_change[begin] += people
            self._unknown_change[end] -= people
        # Running totals from `begin` on are summed again when next asked for.
        del self._taken[begin:]
        # Days already made (changed by the owner, blocked, or checked) get the people at once.
        if len(self._days) > end - begin:
            made = (self._days.get(self.first + timedelta(days=i)) for i in range(begin, end))
            touched = [state for state in made if state is not None]
        else:
            touched = [state for state in self._days.values() if begin <= self._offset(state.day) < end]
        for state in touched:
            if occupancy.confirmed:
                state.confirmed += people
            else:
                state.held += people
                state.held_unknown += people if unknown else 0

    def check(self, start: date, days: int, people: int, today: date) -> StartCheck:
        rules = self.rules
        if start < rules.earliest_start(today):
            return StartCheck(start, False, "too_soon", 0)
        if not rules.is_start_day(start):
            return StartCheck(start, False, "not_start_day", 0)
        states: list[DayState] = []
        for day in stay_days(start, days):
            state = self.state(day)
            if state is None:
                raise ValueError("the stay is outside the ledger's window")
            states.append(state)
        if not all(s.in_season for s in states):
            return StartCheck(start, False, "closed", 0)
        if any(s.blocked for s in states):
            return StartCheck(start, False, "blocked", 0)
        left = min(s.left for s in states)
        if left < people:
            return StartCheck(start, False, "full", left)
        return StartCheck(start, True, None, left)

    def room(self, start: date, days: int) -> int:
        """The fewest places no booking takes or holds on a day of the stay, blocks and season aside (a
        request being confirmed has already passed those; app/availability/service.py `confirmable`)."""
        states = [self.state(day) for day in stay_days(start, days)]
        if any(s is None for s in states):
            raise ValueError("the stay is outside the ledger's window")
        return min(max(0, s.places - s.confirmed - s.held) for s in states if s is not None)

    def unknown_room(self, start: date, days: int, limits: HoldLimits) -> int:
        """How many more places unknown senders may hold on every day of the stay (their share of each day)."""
        states = [self.state(day) for day in stay_days(start, days)]
        return min(max(0, limits.day_share(s.places) - s.held_unknown) for s in states if s is not None)

    def each_start(self, first: date, last: date, days: int, people: int, today: date) -> Iterator[StartCheck]:
        """Every start date first .. last whose whole stay is inside the window, checked as it is asked for."""
        end = min(last, self.last - timedelta(days=days - 1))
        for day in stay_days(first, (end - first).days + 1):
            yield self.check(day, days, people, today)

    def starts(self, first: date, last: date, days: int, people: int, today: date) -> list[StartCheck]:
        """Every start date first .. last whose whole stay is inside the window."""
        return list(self.each_start(first, last, days, people, today))

    def first_available(self, first: date, last: date, days: int, people: int, today: date) -> StartCheck | None:
        """The earliest available start first .. last, checking no further than it."""
        return next((c for c in self.each_start(first, last, days, people, today) if c.available), None)

    def nearest(self, wanted: date, days: int, people: int, today: date, count: int = 3) -> list[date]:
        """The available start dates closest to `wanted` (earlier ones first on a tie)."""
        found = [c.day for c in self.starts(self.first, self.last, days, people, today) if c.available]
        found.sort(key=lambda day: (abs((day - wanted).days), day))
        return sorted(found[:count])


@dataclass(frozen=True)
class HoldLimits:
    """What pending requests from senders without a confirmed booking may hold (settings HOLD_*)."""

    share_percent: int  # of each day's places of a package, for all such requests together
    per_address: int  # places across the site, per e-mail address
    per_network: int  # places across the site, per sender network, whatever the addresses

    def day_share(self, places: int) -> int:
        return places * self.share_percent // 100

    def allow(self, people: int, *, address_held: int, network_held: int | None, day_room: int) -> bool:
        """Whether one more request of `people` from an unknown sender may hold its places, given what its
        address and its network (None: not known) already hold and what unknown senders may still hold
        on every day of its stay."""
        return (
            address_held + people <= self.per_address
            and (network_held is None or network_held + people <= self.per_network)
            and people <= day_room
        )


def window_for(starts: Sequence[tuple[date, int]]) -> tuple[date, date]:
    """The days a ledger needs to check stays (start, days): from the first start to the last stay day."""
    first = min(start for start, _ in starts)
    last = max(start + timedelta(days=days - 1) for start, days in starts)
    return first, last

"""Values of public reads kept for a few seconds in the process: the camp list's totals ("40,000 camps
found") and the cards' next available dates.

A list page is read off an index and costs the same at any size (app/kit/pagination.py), but its
exact total counts every row that matches: 40,000 listed packages are a join of packages and camps,
some 50 ms at 10,000 camps (docs/performance.md). The total of a filter is the same for every page and
every order of it, and it changes only when the catalogue does, so it is kept per filter. A card's next
available date (app/availability/service.py) reads the package's days, imported calendars and bookings;
the same package is on many lists and pages, and its date changes only with a booking, a calendar
change or the day, so it is kept per package and day. For both:

- a write that changes public reads in this process (`ChangesPublicReads`, app/kit/response_cache.py)
  makes every kept value stale at once, and a value computed while such a write finished is not kept;
- other processes' and command-line writes, and bookings (a booking request is checked against the
  places themselves, never against a card), are seen after at most the kept seconds.

Meanwhile a page past the middle, which is read from the list's end (`paginate_ordered`), may be off by
the rows added or removed elsewhere in those seconds, as any OFFSET page is when rows arrive between
two clicks.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Collection, Hashable
from typing import Generic, TypeVar

from app.kit.response_cache import public_changes

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class ProcessCache(Generic[K, V]):
    """LRU of values by key, each valid for `seconds` and until the next public write of the process."""

    def __init__(self, max_entries: int = 4096) -> None:
        self.max_entries = max_entries
        self._entries: OrderedDict[K, tuple[V, float, int]] = OrderedDict()

    def _kept(self, key: K, changes: int) -> tuple[V] | None:
        kept = self._entries.get(key)
        if kept is not None and kept[1] > time.monotonic() and kept[2] == changes:
            self._entries.move_to_end(key)
            return (kept[0],)
        return None

    def _keep(self, values: dict[K, V], seconds: float, changes: int) -> None:
        if public_changes() != changes:  # a write finished meanwhile: the values may be older than it
            return
        until = time.monotonic() + seconds
        for key, value in values.items():
            self._entries[key] = (value, until, changes)
            self._entries.move_to_end(key)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    async def one(self, key: K, seconds: float, compute: Callable[[], Awaitable[V]]) -> V:
        """The kept value of `key`, or `compute()` (kept when `seconds` > 0)."""

        async def computed(_: list[K]) -> dict[K, V]:
            return {key: await compute()}

        return (await self.many([key], seconds, computed))[key]

    async def many(
        self, keys: Collection[K], seconds: float, compute: Callable[[list[K]], Awaitable[dict[K, V]]]
    ) -> dict[K, V]:
        """The kept values of `keys`, and `compute(missing)` for the others, in one call (kept when `seconds` > 0)."""
        if seconds <= 0:
            return await compute(list(keys))
        changes = public_changes()
        found: dict[K, V] = {}
        missing: list[K] = []
        for key in keys:
            kept = self._kept(key, changes)
            if kept is None:
                missing.append(key)
            else:
                found[key] = kept[0]
        if missing:
            computed = await compute(missing)
            self._keep(computed, seconds, changes)
            found.update(computed)
        return found

    def clear(self) -> None:
        self._entries.clear()


# The camp list's total per filter (app/catalogue/repository.py).
camp_list_totals: ProcessCache[Hashable, int] = ProcessCache()


class VersionedCache(Generic[K, V]):
    """LRU of values made from rows, by a key that holds those rows' versions (their `updated_at`).

    Unlike `ProcessCache`, a kept value is never stale and needs no expiry: a write to one of its rows,
    in any process or from the command line, gives the row a new version, so the next read asks for a
    new key and the old entry is only pushed out of the LRU in time. The reader finds the versions with
    the page's own (narrow) query and builds only the values it does not have (the camp list's cards,
    a package's page: app/catalogue/service.py). A value is kept under the versions of the rows it was
    built from, which `compute` returns: a row written between the two reads is kept under its new key.
    """

    def __init__(self, max_entries: int = 4096) -> None:
        self.max_entries = max_entries
        self._entries: OrderedDict[K, V] = OrderedDict()

    async def many(self, keys: Collection[K], compute: Callable[[list[K]], Awaitable[dict[K, V]]]) -> dict[K, V]:
        """The kept values of `keys`; `compute(missing)` builds the others and returns them by the keys
        of the rows it read (a key it does not return is left out of the answer: a row gone meanwhile)."""
        found: dict[K, V] = {}
        missing: list[K] = []
        for key in keys:
            value = self._entries.get(key)
            if value is None:
                missing.append(key)
            else:
                self._entries.move_to_end(key)
                found[key] = value
        if missing:
            for key, value in (await compute(missing)).items():
                self._entries[key] = value
                self._entries.move_to_end(key)
                found[key] = value
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)
        return found

    def clear(self) -> None:
        self._entries.clear()

"""Totals of public lists kept for a few seconds in the process (the camp list's "40,000 camps found").

A list page is read off an index and costs the same at any size (app/kit/pagination.py), but its
exact total counts every row that matches: 40,000 listed packages are a join of packages and camps,
some 50 ms at 10,000 camps (docs/performance.md). The total of a filter is the same for every page and
every order of it, and it changes only when the catalogue does, so it is kept per filter:

- a write that changes public reads in this process (`ChangesPublicReads`, app/kit/response_cache.py)
  makes every kept total stale at once, and a total counted while such a write finished is not kept;
- other processes' and command-line writes are seen after at most `count_cache_seconds`.

Meanwhile a page past the middle, which is read from the list's end (`paginate_ordered`), may be off by
the rows added or removed elsewhere in those seconds, as any OFFSET page is when rows arrive between
two clicks.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable

from app.kit.response_cache import public_changes


class CountCache:
    """LRU of totals by key, each valid for `seconds` and until the next public write of the process."""

    def __init__(self, max_entries: int = 4096) -> None:
        self.max_entries = max_entries
        self._entries: OrderedDict[Hashable, tuple[int, float, int]] = OrderedDict()

    async def total(self, key: Hashable, seconds: float, count: Callable[[], Awaitable[int]]) -> int:
        """The kept total of `key`, or `count()` (kept when `seconds` > 0)."""
        if seconds <= 0:
            return await count()
        changes = public_changes()
        kept = self._entries.get(key)
        if kept is not None and kept[1] > time.monotonic() and kept[2] == changes:
            self._entries.move_to_end(key)
            return kept[0]
        total = await count()
        if public_changes() == changes:  # no write finished meanwhile: the count is not older than it
            self._entries[key] = (total, time.monotonic() + seconds, changes)
            self._entries.move_to_end(key)
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)
        return total

    def clear(self) -> None:
        self._entries.clear()


camp_list_totals = CountCache()

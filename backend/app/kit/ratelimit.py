"""Fixed-window rate limits, counted in process or in Redis (shared by several processes)."""

from __future__ import annotations

import asyncio
import math
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from app.config import get_settings
from app.errors import RateLimited


@dataclass(frozen=True)
class Rule:
    limit: int
    window_seconds: int

    @classmethod
    def parse(cls, text: str) -> Rule:
        count, _, seconds = text.partition("/")
        return cls(int(count), int(seconds))


class Counter(Protocol):
    async def hit(self, key: str, window_seconds: int) -> tuple[int, float]:
        """Count one hit; return (hits in the current window, seconds until the window resets)."""
        ...

    async def reset(self, key: str) -> None: ...


class MemoryCounter:
    def __init__(self) -> None:
        self._windows: dict[str, tuple[float, int]] = {}
        self._lock = asyncio.Lock()

    async def hit(self, key: str, window_seconds: int) -> tuple[int, float]:
        now = time.monotonic()
        async with self._lock:
            if len(self._windows) > 50_000:
                self._windows = {k: v for k, v in self._windows.items() if v[0] > now}
            ends, count = self._windows.get(key, (0.0, 0))
            if ends <= now:
                ends, count = now + window_seconds, 0
            count += 1
            self._windows[key] = (ends, count)
            return count, ends - now

    async def reset(self, key: str) -> None:
        async with self._lock:
            self._windows.pop(key, None)


REDIS_TIMEOUT_SECONDS = 2.0


class RedisCounter:
    def __init__(self, url: str) -> None:
        from redis.asyncio import Redis

        # A deadline on every call: a hung Redis fails the check, it does not hold the request.
        self._redis = Redis.from_url(
            url, socket_timeout=REDIS_TIMEOUT_SECONDS, socket_connect_timeout=REDIS_TIMEOUT_SECONDS
        )

    async def hit(self, key: str, window_seconds: int) -> tuple[int, float]:
        full = f"sc:rl:{key}"
        async with self._redis.pipeline(transaction=True) as pipe:
            pipe.incr(full)
            pipe.expire(full, window_seconds, nx=True)
            pipe.pttl(full)
            count, _, ttl_ms = await pipe.execute()
        return int(count), max(ttl_ms, 0) / 1000

    async def reset(self, key: str) -> None:
        await self._redis.delete(f"sc:rl:{key}")


class RateLimiter:
    def __init__(self, counter: Counter, enabled: bool = True) -> None:
        self.counter = counter
        self.enabled = enabled

    async def check(self, scope: str, subject: str, rule: Rule | str) -> None:
        """Count one attempt for (scope, subject); raise RateLimited once the rule is exceeded."""
        if not self.enabled:
            return
        if isinstance(rule, str):
            rule = Rule.parse(rule)
        count, reset_in = await self.counter.hit(f"{scope}:{subject}", rule.window_seconds)
        if count > rule.limit:
            raise RateLimited(retry_after=max(1, math.ceil(reset_in)))

    async def count(self, scope: str, subject: str, window_seconds: int) -> int:
        """Count one event for (scope, subject) and return how many the window holds (0 when limits are off)."""
        if not self.enabled:
            return 0
        count, _ = await self.counter.hit(f"{scope}:{subject}", window_seconds)
        return count

    async def reset(self, scope: str, subject: str) -> None:
        await self.counter.reset(f"{scope}:{subject}")


@lru_cache
def get_rate_limiter() -> RateLimiter:
    settings = get_settings()
    counter: Counter = RedisCounter(settings.redis_url) if settings.redis_url else MemoryCounter()
    return RateLimiter(counter, enabled=settings.rate_limits_enabled)

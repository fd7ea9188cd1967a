"""CPU-bound work in a process of its own: its answer or its own error comes back; one that runs past
its budget is killed (the process is gone, not abandoned) while the event loop keeps running; input
over the size cap is refused before anything starts."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest

from app.kit import worker


def square_sum(numbers: list[int]) -> int:
    return sum(n * n for n in numbers)


def refuse(text: str) -> None:
    raise ValueError(f"no {text}")


def spin_forever(pid_file: str) -> None:
    Path(pid_file).write_text(str(os.getpid()))
    while True:
        pass


def length(data: bytes) -> int:
    return len(data)


async def test_the_answer_and_the_functions_own_error_come_back() -> None:
    assert await worker.run(square_sum, [1, 2, 3], seconds=10) == 14
    with pytest.raises(ValueError, match="no thanks"):
        await worker.run(refuse, "thanks", seconds=10)


async def test_work_past_its_budget_is_killed_and_the_loop_keeps_running(tmp_path: Path) -> None:
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.05)
            ticks += 1

    ticker = asyncio.create_task(tick())
    pid_file = tmp_path / "pid"
    started = time.monotonic()
    # A budget the process surely starts within (spawning it and importing the function take a good part of
    # a second on a machine busy with the test workers; at 1.5 s it was once killed before it wrote its pid).
    with pytest.raises(worker.WorkerTimeout):
        await worker.run(spin_forever, str(pid_file), seconds=4)
    elapsed = time.monotonic() - started
    ticker.cancel()
    assert elapsed < 15
    assert ticks >= 20  # the loop ran all along (4 s of 50 ms ticks, with room for a slow machine)
    pid = int(pid_file.read_text())
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


async def test_input_over_the_cap_is_refused_before_anything_runs() -> None:
    with pytest.raises(worker.WorkerInputTooLarge):
        await worker.run(length, b"x" * 1001, seconds=10, max_input_bytes=1000)
    assert await worker.run(length, b"x" * 1000, seconds=10, max_input_bytes=1000) == 1000

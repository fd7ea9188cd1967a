"""CPU-bound work off the event loop: a pure function run in a process of its own, under a budget.

A request that parses or renders something a stranger sent (a calendar feed, an image) must not
hold the event loop: a thread does not help (the GIL), and a function that runs away (a recurrence
rule that never matches, a decompression bomb) must be stopped, not abandoned. `run` hands the
function and its arguments to a fresh process forked from a small server process (multiprocessing's
"forkserver": the server imports the modules named with `preload` once, so a call costs a fork, a
few milliseconds, not an interpreter start) and waits for the answer off the loop:

    ranges = await worker.run(read_calendar, data, today, seconds=10, max_input_bytes=2 * 1024 * 1024)

- Input larger than `max_input_bytes` (bytes and str arguments) is refused before anything starts
  (`WorkerInputTooLarge`).
- After `seconds` of wall time the process is killed (SIGKILL) and `WorkerTimeout` is raised. The
  process also has a CPU-time limit of the same length (RLIMIT_CPU), so it dies even if this process
  died first, and optionally an address-space limit (`memory_bytes`).
- An exception the function raises is raised here, as it was (it must pickle; one that cannot is
  raised as `WorkerFailed`); a process that dies without answering raises `WorkerFailed`.
- At most MAX_PROCESSES calls run at a time per event loop; the others wait their turn within the
  same budget (a queue of runaway feeds cannot fork the machine to death).

The function must be a module-level function (it is pickled by name) and its arguments and result
plain picklable values.
"""

from __future__ import annotations

import asyncio
import math
import multiprocessing
import os
import resource
import time
import weakref
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, TypeVar

T = TypeVar("T")

MAX_PROCESSES = max(2, min(4, os.cpu_count() or 2))

_CONTEXT = multiprocessing.get_context("forkserver")
_PRELOAD: set[str] = {"app.kit.worker"}
_SLOTS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = weakref.WeakKeyDictionary()


class WorkerError(Exception):
    """The work could not be done within its budget."""


class WorkerTimeout(WorkerError):
    def __init__(self, seconds: float) -> None:
        super().__init__(f"the work took longer than {seconds:g} s and was stopped")
        self.seconds = seconds

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.seconds,))


class WorkerInputTooLarge(WorkerError):
    def __init__(self, size: int, limit: int) -> None:
        super().__init__(f"the input is {size} bytes, more than {limit}")
        self.size, self.limit = size, limit

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.size, self.limit))


class WorkerFailed(WorkerError):
    """The process died without an answer (killed for its memory, say), or its error could not be sent."""


def preload(*modules: str) -> None:
    """Modules the server process imports once (call at import time, before the first `run`)."""
    _PRELOAD.update(modules)


def _slots() -> asyncio.Semaphore:
    loop = asyncio.get_running_loop()
    slots = _SLOTS.get(loop)
    if slots is None:
        slots = _SLOTS[loop] = asyncio.Semaphore(MAX_PROCESSES)
    return slots


def _size(args: tuple[Any, ...]) -> int:
    return sum(len(a) for a in args if isinstance(a, bytes | bytearray | memoryview | str))


async def run(
    fn: Callable[..., T],
    *args: Any,
    seconds: float,
    max_input_bytes: int | None = None,
    memory_bytes: int | None = None,
) -> T:
    """`fn(*args)` in a process of its own, killed after `seconds`; see the module's text."""
    if max_input_bytes is not None and (size := _size(args)) > max_input_bytes:
        raise WorkerInputTooLarge(size, max_input_bytes)
    deadline = time.monotonic() + seconds
    slots = _slots()
    try:
        async with asyncio.timeout(seconds):
            await slots.acquire()
    except TimeoutError:
        raise WorkerTimeout(seconds) from None
    try:
        return await _run(fn, args, seconds, max(0.0, deadline - time.monotonic()), memory_bytes)
    finally:
        slots.release()


async def _run(fn: Callable[..., T], args: tuple[Any, ...], seconds: float, left: float, memory: int | None) -> T:
    if _CONTEXT.get_start_method() == "forkserver":
        _CONTEXT.set_forkserver_preload(sorted(_PRELOAD))
    receiving, sending = _CONTEXT.Pipe(duplex=False)
    process = _CONTEXT.Process(target=_child, args=(sending, fn, args, seconds, memory), daemon=True)
    try:
        await asyncio.to_thread(process.start)
        sending.close()
        answer = await asyncio.to_thread(_receive, receiving, left)
    finally:
        if process.pid is not None:
            if process.exitcode is None:
                process.kill()
            await asyncio.to_thread(process.join, 5)
        receiving.close()
        sending.close()
    if answer is None:
        raise WorkerTimeout(seconds)
    ok, value = answer
    if ok:
        return value  # type: ignore[no-any-return]
    raise value


def _receive(connection: Connection, seconds: float) -> tuple[bool, Any] | None:
    """The child's answer, or None if none came in time."""
    if not connection.poll(seconds):
        return None
    try:
        answer: tuple[bool, Any] = connection.recv()
    except (EOFError, OSError):
        return (False, WorkerFailed("the worker process ended without an answer"))
    return answer


def _child(
    connection: Connection, fn: Callable[..., Any], args: tuple[Any, ...], seconds: float, memory: int | None
) -> None:
    cpu = math.ceil(seconds) + 1
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    if memory is not None:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    try:
        answer: tuple[bool, Any] = (True, fn(*args))
    except Exception as error:  # sent back and raised in the caller
        answer = (False, error)
    try:
        connection.send(answer)
    except Exception as error:  # the result or the error does not pickle
        connection.send((False, WorkerFailed(f"{type(error).__name__}: {error}")))
    connection.close()

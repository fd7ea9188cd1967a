"""The server render of public pages: the HTML inside `<div id="root">`, made by the front end's own
code (frontend/src/entry-server.tsx, built into frontend/dist-server/) from the data the page embeds.

`BodyRenderer` is the seam: `PageRenderer` (service.py) asks it for a page's body and, when it fails,
is too slow or is not there, serves the page as before (client-rendered, same head) and logs why.
`NodeRenderer` runs `node dist-server/render-server.js` as a child of this server process (one per
worker): one JSON request a line on its stdin, one answer a line on its stdout. It is started with
the app (lifespan), restarted when it dies (at most once per `restart_delay`), and stopped with the
app; since it also ends when its stdin closes, a server killed outright leaves no Node process.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import shutil
import time
from pathlib import Path
from typing import Protocol

from app.config import Settings

log = logging.getLogger("app.ssr")

_LINE_LIMIT = 16 * 1024 * 1024  # one answer is one line: a page's HTML fits many times over


class RenderFailed(Exception):
    """The page could not be rendered on the server (it is served client-rendered)."""


class BodyRenderer(Protocol):
    """Renders the body of a public page from its URL and its embedded data (the initial-data JSON)."""

    async def start(self) -> None: ...

    async def render(self, url: str, data_json: str) -> str: ...

    async def close(self) -> None: ...


class NoRenderer:
    """Server rendering turned off or not built: every page is client-rendered."""

    def __init__(self, reason: str) -> None:
        self.reason = reason

    async def start(self) -> None:
        log.warning("pages are client-rendered: %s", self.reason)

    async def render(self, url: str, data_json: str) -> str:
        raise RenderFailed(self.reason)

    def problem(self) -> str | None:
        return None  # pages are client-rendered by configuration: nothing is wrong

    async def close(self) -> None:
        return None


class NodeRenderer:
    """A supervised Node process running the front end's server render."""

    def __init__(
        self,
        script: Path,
        node: str = "node",
        timeout: float = 1.0,
        start_timeout: float = 20.0,
        restart_delay: float = 2.0,
    ) -> None:
        self.script = script
        self.node = node
        self.timeout = timeout
        self.start_timeout = start_timeout
        self.restart_delay = restart_delay
        self._process: asyncio.subprocess.Process | None = None
        self._ready: asyncio.Future[None] | None = None
        self._pending: dict[int, asyncio.Future[str]] = {}
        self._ids = itertools.count(1)
        self._tasks: list[asyncio.Task[None]] = []
        self._last_start = float("-inf")
        self._lock = asyncio.Lock()
        self._running = False  # between start() and close(): a dead process is restarted

    async def start(self) -> None:
        """Starts the process and waits (at most `start_timeout`) until it can render."""
        self._running = True
        async with self._lock:
            await self._spawn()
        if self._ready is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self._ready), self.start_timeout)
            except (TimeoutError, RenderFailed) as error:
                log.error("the page renderer did not start (%s): pages are client-rendered until it does", error)

    async def _spawn(self) -> None:
        if self._alive():
            return
        self._last_start = time.monotonic()
        self._ready = asyncio.get_running_loop().create_future()
        try:
            self._process = await asyncio.create_subprocess_exec(
                self.node,
                str(self.script),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                limit=_LINE_LIMIT,
            )
        except OSError as error:
            self._process = None
            self._ready.set_exception(RenderFailed(f"cannot run {self.node}: {error}"))
            self._ready.exception()  # retrieved: a failed start is logged by its caller, not by asyncio
            return
        log.info("page renderer started (pid %s)", self._process.pid)
        self._tasks = [
            asyncio.create_task(self._read_answers(self._process, self._ready)),
            asyncio.create_task(self._read_errors(self._process)),
        ]

    def _alive(self) -> bool:
        return self._process is not None and self._process.returncode is None

    def problem(self) -> str | None:
        """Why this renderer cannot render now (the readiness check), or None when it can."""
        if not self._running:
            return "the page renderer is not started"
        if not self._alive():
            return "the page renderer process has exited"
        if self._ready is None or not self._ready.done():
            return "the page renderer is still starting"
        if self._ready.exception() is not None:
            return f"the page renderer did not start: {self._ready.exception()}"
        return None

    async def _read_answers(self, process: asyncio.subprocess.Process, ready: asyncio.Future[None]) -> None:
        assert process.stdout is not None
        try:
            while line := await process.stdout.readline():
                try:
                    message = json.loads(line)
                except ValueError:
                    log.warning("page renderer wrote an unreadable line: %.200r", line)
                    continue
                if message.get("ready") and not ready.done():
                    ready.set_result(None)
                    continue
                future = self._pending.pop(message.get("id"), None)
                if future is None or future.done():
                    continue  # its request timed out meanwhile
                if "html" in message:
                    future.set_result(message["html"])
                else:
                    future.set_exception(RenderFailed(str(message.get("error", "no answer"))[:2000]))
        except (ValueError, OSError) as error:  # a line over the limit, a broken pipe
            log.error("page renderer's answers unreadable: %s", error)
        finally:
            code = await _ended(process)
            failure = RenderFailed(f"page renderer exited with code {code}")
            if not ready.done():
                ready.set_exception(failure)
                ready.exception()
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(failure)
            self._pending.clear()
            if self._running:
                log.error("page renderer (pid %s) exited with code %s", process.pid, code)

    async def _read_errors(self, process: asyncio.subprocess.Process) -> None:
        assert process.stderr is not None
        with contextlib.suppress(ValueError, OSError):
            while line := await process.stderr.readline():
                log.warning("page renderer: %s", line.decode("utf-8", "replace").rstrip())

    async def render(self, url: str, data_json: str) -> str:
        if not self._running:
            raise RenderFailed("the page renderer is not running")
        if not self._alive():
            if time.monotonic() - self._last_start < self.restart_delay:
                raise RenderFailed("the page renderer is restarting")
            async with self._lock:
                await self._spawn()
        process, ready = self._process, self._ready
        if process is None or process.stdin is None or ready is None:
            raise RenderFailed("the page renderer could not be started")
        request_id = next(self._ids)
        future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        try:
            async with asyncio.timeout(self.timeout):
                await asyncio.shield(ready)
                line = f'{{"id":{request_id},"url":{json.dumps(url)},"data":{data_json}}}\n'
                process.stdin.write(line.encode())
                await process.stdin.drain()
                return await future
        except TimeoutError:
            raise RenderFailed(f"no answer within {self.timeout:g} s") from None
        except (ConnectionError, OSError) as error:
            raise RenderFailed(f"page renderer unreachable: {error}") from None
        finally:
            self._pending.pop(request_id, None)

    async def close(self) -> None:
        """Stops the process: its stdin is closed (it exits), then it is killed if it has not."""
        self._running = False
        process = self._process
        if process is not None and process.returncode is None:
            if process.stdin is not None:
                process.stdin.close()
            await _ended(process, grace=2.0)
        for task in self._tasks:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []


async def _ended(process: asyncio.subprocess.Process, grace: float = 1.0) -> int:
    """Its exit code once it has ended: a process whose output is over is given `grace` seconds to
    exit by itself, then killed. Not killed at once: Popen.kill() first polls, which reaps a process
    that has just exited behind asyncio's child watcher, and the watcher then reports code 255."""
    try:
        return await asyncio.wait_for(process.wait(), grace)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        return await process.wait()


def body_renderer(settings: Settings) -> BodyRenderer:
    """The renderer the settings ask for: Node when it is on and built, else none (and why)."""
    if not settings.ssr_enabled:
        return NoRenderer("server rendering is off (SSR_ENABLED=false)")
    if not settings.ssr_script.is_file():
        return NoRenderer(f"{settings.ssr_script} is not built (make frontend-build)")
    node = shutil.which(settings.ssr_node)
    if node is None:
        return NoRenderer(f"{settings.ssr_node} is not installed")
    return NodeRenderer(settings.ssr_script, node=node, timeout=settings.ssr_timeout_seconds)

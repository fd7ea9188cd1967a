"""A small local stand-in for an OpenAI-compatible chat endpoint (the assistant and draft translations)."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse


class FakeModel:
    """Answers like /v1/chat/completions. `mode`: ok, slow, error or html; `reply`, when set, writes
    the answer's text from the request body (and wins over the ok and html answers)."""

    def __init__(self) -> None:
        self.mode = "ok"
        self.reply: Callable[[dict[str, Any]], str] | None = None
        self.requests: list[dict[str, Any]] = []
        self.app = FastAPI()

        @self.app.post("/v1/chat/completions")
        async def complete(request: Request) -> JSONResponse:
            body = await request.json()
            self.requests.append({"body": body, "auth": request.headers.get("authorization")})
            if self.mode == "slow":
                await asyncio.sleep(6)
            if self.mode == "error":
                return JSONResponse({"error": "overloaded"}, status_code=503)
            if self.reply is not None:
                content = self.reply(body)
            else:
                content = "<b>Model says:</b> try the beginner week." if self.mode == "html" else "Model answer."
            return JSONResponse({"choices": [{"message": {"role": "assistant", "content": content}}]})


@contextmanager
def serve_fake_model() -> Iterator[tuple[FakeModel, str]]:
    """The fake, served on a free local port: (model, its base URL)."""
    model = FakeModel()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(model.app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    try:
        yield model, f"http://127.0.0.1:{port}/v1"
    finally:
        server.should_exit = True
        thread.join(timeout=10)

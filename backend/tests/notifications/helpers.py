"""A local SMTP server to send to (an inbox on a free port)."""

from __future__ import annotations

import socket
from email import message_from_bytes
from email.message import Message


class Inbox:
    def __init__(self) -> None:
        self.messages: list[Message] = []

    async def handle_DATA(self, server: object, session: object, envelope: object) -> str:  # noqa: N802
        self.messages.append(message_from_bytes(envelope.content))  # type: ignore[attr-defined]
        return "250 OK"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])

"""Mail delivery backends: the outbox-only default (log and keep) and SMTP."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import logging
import smtplib
import ssl
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.utils import make_msgid
from typing import Protocol

from app.config import Settings

logger = logging.getLogger("app.mail")


@dataclass(frozen=True)
class Attachment:
    filename: str
    content_type: str
    content_b64: str


@dataclass(frozen=True)
class OutgoingMail:
    to: str
    subject: str
    text: str
    html: str | None = None
    attachments: list[Attachment] = field(default_factory=list)
    message_id: str | None = None  # stable per outbox row; a fresh one when not given


class MailBackend(Protocol):
    async def send(self, mail: OutgoingMail) -> None: ...


class LogMailBackend:
    """Default: the message stays in the outbox table and is written to the log."""

    async def send(self, mail: OutgoingMail) -> None:
        logger.info("mail (outbox backend) to=%s subject=%r\n%s", mail.to, mail.subject, mail.text)


def build_message(mail: OutgoingMail, sender: str) -> EmailMessage:
    message = EmailMessage()
    message["From"] = sender
    message["To"] = mail.to
    message["Subject"] = mail.subject
    message["Message-ID"] = mail.message_id or make_msgid(
        domain=sender.rsplit("@", 1)[-1].strip(">") or "surfcamp.local"
    )
    message.set_content(mail.text)
    if mail.html:
        message.add_alternative(mail.html, subtype="html")
    for attachment in mail.attachments:
        maintype, _, subtype = attachment.content_type.partition("/")
        message.add_attachment(
            base64.b64decode(attachment.content_b64),
            maintype=maintype,
            subtype=subtype.split(";")[0],
            filename=attachment.filename,
        )
    return message


class SmtpMailBackend:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def _send_sync(self, mail: OutgoingMail) -> None:
        s = self.settings
        message = build_message(mail, s.mail_from)
        smtp: smtplib.SMTP
        if s.smtp_tls == "ssl":
            smtp = smtplib.SMTP_SSL(
                s.smtp_host, s.smtp_port, timeout=s.smtp_timeout_seconds, context=ssl.create_default_context()
            )
        else:
            smtp = smtplib.SMTP(s.smtp_host, s.smtp_port, timeout=s.smtp_timeout_seconds)
        try:
            if s.smtp_tls == "starttls":
                smtp.starttls(context=ssl.create_default_context())
            if s.smtp_user:
                smtp.login(s.smtp_user, s.smtp_password or "")
            smtp.send_message(message)
            # Accepted: say goodbye without waiting for the reply, so the outbox marks the row sent
            # as soon as possible (a worker dying in between would send the message again).
            with contextlib.suppress(OSError, smtplib.SMTPException):
                smtp.putcmd("quit")
        finally:
            smtp.close()

    async def send(self, mail: OutgoingMail) -> None:
        await asyncio.to_thread(self._send_sync, mail)


def build_mail_backend(settings: Settings) -> MailBackend:
    if settings.mail_backend == "smtp":
        return SmtpMailBackend(settings)
    return LogMailBackend()

"""The mail server is down while travellers book: bookings still succeed, the e-mails wait in the
outbox with every failed attempt logged, and once an SMTP server listens each mail arrives once."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from tests.reliability.support import (
    add_camp_and_package,
    booking_form,
    fetch_all,
    pick_port,
    poll,
    scratch_database,
    smtp_env,
    start_server,
    start_smtp,
)

BOOKINGS = 5
MAILS_PER_BOOKING = 3  # traveller, team, camp owner


@pytest.fixture
async def setup(tmp_path: Path) -> AsyncIterator[tuple[str, str, int, int]]:
    async with scratch_database(tmp_path, "sc_rel_smtp") as database_url:
        smtp_port = pick_port(8171, 8175)  # nothing listens here until the test starts the SMTP server
        jobs = {"JOBS_IN_PROCESS": "true", "JOBS_INTERVAL_SECONDS": "0.5", "MAIL_MAX_ATTEMPTS": "20"}
        env = smtp_env(database_url, tmp_path, smtp_port, **jobs)
        package_id = await add_camp_and_package(database_url)
        port = pick_port(8176, 8179)
        proc = start_server(env, port, tmp_path / "server.log", workers=1)
        try:
            yield f"http://127.0.0.1:{port}", database_url, package_id, smtp_port
        finally:
            proc.stop()


async def test_bookings_succeed_while_smtp_is_down_and_their_mails_arrive_once_when_it_is_back(
    setup: tuple[str, str, int, int],
) -> None:
    base_url, database_url, package_id, smtp_port = setup
    async with httpx.AsyncClient(base_url=base_url, timeout=30) as http:
        references = []
        for n in range(BOOKINGS):
            response = await http.post(
                "/api/v1/bookings", json=booking_form(package_id, n), headers={"Idempotency-Key": str(uuid.uuid4())}
            )
            assert response.status_code == 201, response.text
            references.append(response.json()["bookingReference"])
    stored = {row[0] for row in await fetch_all(database_url, "SELECT booking_reference FROM bookings")}
    assert stored == set(references)

    async def failed_twice_each() -> bool:
        rows = await fetch_all(
            database_url,
            "SELECT o.id, count(l.id) FROM email_outbox o LEFT JOIN email_logs l "
            "ON l.outbox_id = o.id AND l.email_status = 'failed' GROUP BY o.id",
        )
        return len(rows) == BOOKINGS * MAILS_PER_BOOKING and all(failed >= 2 for _, failed in rows)

    await poll(failed_twice_each, within=45, interval=0.5)
    (sent_while_down,) = (await fetch_all(database_url, "SELECT count(*) FROM email_outbox WHERE status = 'sent'"))[0]
    assert sent_while_down == 0

    controller, inbox = start_smtp(smtp_port)
    try:
        smtp_up = time.monotonic()
        await poll(lambda: len(inbox.snapshot()) >= BOOKINGS * MAILS_PER_BOOKING, within=45, interval=0.2)
        delivered_after = time.monotonic() - smtp_up

        async def all_marked_sent() -> bool:
            rows = await fetch_all(database_url, "SELECT count(*) FROM email_outbox WHERE status != 'sent'")
            return bool(rows[0][0] == 0)

        await poll(all_marked_sent, within=20)
        # A few more job passes: nothing is sent a second time.
        await asyncio.sleep(2.0)
        deliveries = inbox.snapshot()
    finally:
        controller.stop()

    assert len(deliveries) == BOOKINGS * MAILS_PER_BOOKING
    by_id = Counter(str(d.message["Message-ID"]) for d in deliveries)
    by_pair = Counter((str(d.message["To"]), str(d.message["Subject"])) for d in deliveries)
    assert max(by_id.values()) == 1 and max(by_pair.values()) == 1, (by_id, by_pair)
    travellers = {str(d.message["To"]) for d in deliveries} - {"team@surfcamp.local", "owner@example.com"}
    assert travellers == {f"traveller{n:04d}@example.com" for n in range(BOOKINGS)}

    logs = await fetch_all(
        database_url,
        "SELECT o.id, o.attempts, "
        "sum(CASE WHEN l.email_status = 'failed' THEN 1 ELSE 0 END), "
        "sum(CASE WHEN l.email_status = 'sent' THEN 1 ELSE 0 END) "
        "FROM email_outbox o JOIN email_logs l ON l.outbox_id = o.id GROUP BY o.id, o.attempts",
    )
    assert len(logs) == BOOKINGS * MAILS_PER_BOOKING
    for _, attempts, failed, sent in logs:
        assert sent == 1 and failed >= 2 and attempts == failed + 1
    print(
        f"\n{BOOKINGS} bookings stored while SMTP was down; {len(deliveries)} mails delivered once each "
        f"{delivered_after:.1f}s after the SMTP server started; failed attempts logged: "
        f"{sum(int(f) for _, _, f, _ in logs)}"
    )

"""The owner's and the back office's booking reads carry the statuses the reader may set now
(`allowedStatuses`, from app/bookings/status.py): a move is offered exactly when its endpoint accepts it,
for every role, status and stay (one that has ended may be marked completed by its camp)."""

from __future__ import annotations

from datetime import date, timedelta
from itertools import product

import httpx
import pytest

from app.bookings.status import STATUSES
from tests.bookings.helpers import ADMIN_URL, set_status, stay_from
from tests.owner.helpers import World

OWNER_URL = "/api/v1/owner/bookings"


async def offered(client: httpx.AsyncClient, role: str, world: World, booking_id: int) -> list[str]:
    """The booking's allowed statuses as the role's list and its one-booking read give them (the same)."""
    headers = world.a.owner if role == "camp" else world.admin
    base = OWNER_URL if role == "camp" else ADMIN_URL
    listed = await client.get(base, params={"pageSize": 100}, headers=headers)
    assert listed.status_code == 200, listed.text
    [item] = [item for item in listed.json()["items"] if item["id"] == booking_id]
    one = await client.get(f"{base}/{booking_id}", headers=headers)
    assert one.json()["allowedStatuses"] == item["allowedStatuses"]
    return list(item["allowedStatuses"])


async def accepted(client: httpx.AsyncClient, role: str, world: World, booking_id: int, to: str) -> bool:
    """Whether the role's status endpoint makes the move (the owner has one per move it may ever make)."""
    if role == "team":
        body = {"status": to, "cancellationReason": "Storm"}
        response = await client.patch(f"{ADMIN_URL}/{booking_id}", json=body, headers=world.admin)
    else:
        action = {"confirmed": "confirm", "cancelled": "cancel", "completed": "complete"}.get(to)
        if action is None:
            return False  # no owner route sets a booking pending or expired
        url = f"{OWNER_URL}/{booking_id}/{action}"
        response = await client.post(url, json={"reason": "Storm"}, headers=world.a.owner)
    assert response.status_code in (200, 409), response.text
    if response.status_code == 200:
        assert response.json()["status"] == to
    return response.status_code == 200


@pytest.mark.parametrize("role", ["camp", "team"])
async def test_a_move_is_offered_exactly_when_its_endpoint_accepts_it(
    client: httpx.AsyncClient, world: World, role: str
) -> None:
    booking_id = world.a.confirmed.id
    seen: dict[tuple[str, bool], list[str]] = {}
    for (from_status, ended), to in product(product(STATUSES, (False, True)), STATUSES):
        start = date.today() - timedelta(days=10) if ended else date.today() + timedelta(days=30)
        await stay_from(booking_id, start)
        await set_status(booking_id, from_status)
        offer = await offered(client, role, world, booking_id)
        seen[(from_status, ended)] = offer
        assert (to in offer) == await accepted(client, role, world, booking_id, to), (from_status, ended, to)
    if role == "team":
        assert all(offer == list(STATUSES) for offer in seen.values())  # corrections, and notes without a move
    else:
        assert seen[("pending", True)] == ["confirmed", "cancelled"]
        assert seen[("confirmed", False)] == ["cancelled"]  # the stay has not reached its last day
        assert seen[("confirmed", True)] == ["cancelled", "completed"]
        finals = product(("cancelled", "completed", "expired"), (False, True))
        assert all(seen[final] == [] for final in finals)

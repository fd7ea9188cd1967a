"""The log names its actions, kinds of item and fields from closed lists the back office has texts for."""

from __future__ import annotations

from typing import get_args

import pytest
from sqlalchemy import inspect

from app.audit.schemas import AuditField
from app.audit.service import SECRET_COLUMNS, changed_only
from app.models import AdminUser, Booking, CampPackage, CampSubmission, CmsContent, Review, SurfCamp
from app.models.base import Base

# The table behind each kind of item the log records (a user's entry snapshots their profile).
AUDITED: dict[str, type[Base]] = {
    "booking": Booking,
    "camp": SurfCamp,
    "package": CampPackage,
    "content": CmsContent,
    "user": AdminUser,
    "submission": CampSubmission,
    "review": Review,
}


@pytest.mark.parametrize("entity", AUDITED)
def test_every_column_an_entry_can_name_is_a_known_field(entity: str) -> None:
    """A new column without a field value fails here; its text then fails the front end's test."""
    columns = {attr.key for attr in inspect(AUDITED[entity]).column_attrs} - SECRET_COLUMNS
    assert columns - set(get_args(AuditField.__value__)) == set()


def test_secrets_and_bookkeeping_never_reach_the_log() -> None:
    assert {"password_hash", "review_token_hash", "idempotency_fingerprint", "search_text"} <= SECRET_COLUMNS


def test_an_entry_keeps_only_what_changed_of_the_translations_and_the_currency_of_an_amount() -> None:
    fr = {"name": {"text": "Semaine", "from": "Week"}, "description": {"text": "Sept jours", "from": "Seven days"}}
    before = {"name": "Week", "translations": {"fr": fr}, "amount_in_currency": "100.00", "currency": "USD"}
    after = {
        "name": "Week",
        "translations": {"fr": {**fr, "description": {"text": "Sept jours de surf", "from": "Seven days"}}},
        "amount_in_currency": "120.00",
        "currency": "USD",
    }
    old, new = changed_only(before, after)
    assert old == {
        "translations": {"fr": {"description": {"text": "Sept jours", "from": "Seven days"}}},
        "amount_in_currency": "100.00",
        "currency": "USD",
    }
    assert new == {
        "translations": {"fr": {"description": {"text": "Sept jours de surf", "from": "Seven days"}}},
        "amount_in_currency": "120.00",
        "currency": "USD",
        "name": "Week",
    }

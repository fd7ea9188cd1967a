"""Revision 0025 applies to a live database that already holds rows against its new rules: of a
booking's open date requests the newest stays open, a duplicated package slug moves to the next free
one, a conversation's duplicated lead goes; and every audit entry gets the party that made it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command

from tests.migrations.helpers import alembic_config, insert_booking, insert_row

pytestmark = pytest.mark.runs_once
BEFORE = "0018_booking_search_words"
AFTER = "0025_one_at_a_time"


def test_rows_against_the_new_rules_are_settled_and_the_log_names_its_actors(tmp_path: Path) -> None:
    path = tmp_path / "live.db"
    config = alembic_config(path)
    command.upgrade(config, BEFORE)
    with sqlite3.connect(path) as db:
        insert_booking(db, "SC-DUP001", "Ana Lima", "Camp")
        booking = db.execute("SELECT id FROM bookings").fetchone()[0]
        for day, status in (("2027-02-01", "pending"), ("2027-02-08", "declined"), ("2027-02-15", "pending")):
            insert_row(db, "booking_date_requests", booking_id=booking, start_date=day, status=status)
        camp = insert_row(db, "surf_camps", slug="camp", name="Camp", status="active", translations="{}")
        for _ in range(3):
            insert_row(db, "camp_packages", camp_id=camp, slug="week", name="Week", translations="{}")
        insert_row(db, "camp_packages", camp_id=camp, slug="week-2", name="Week", translations="{}")
        chat = insert_row(db, "chat_conversations", visitor_id="visitor-1", messages="[]", context="{}")
        for summary in ("first", "second"):
            insert_row(db, "chat_leads", conversation_id=chat, email="a@example.com", summary=summary)
        admin = insert_row(db, "users", email="admin@example.com", full_name="Sara")
        owner = insert_row(db, "users", email="owner@example.com", full_name="Karim")
        insert_row(db, "admin_users", user_id=admin, email="admin@example.com", role="super_admin", is_active=1)
        insert_row(
            db, "admin_users", user_id=owner, email="owner@example.com", role="camp_owner", assigned_camp_id=camp
        )
        for actor, action in (
            (admin, "camp.update"),
            (owner, "booking.confirm"),
            (None, "booking.traveller_cancel"),
            (None, "booking.expire"),
            (None, "user.approve.cli"),
        ):
            insert_row(db, "audit_log", actor_user_id=actor, action=action, entity_type="booking")

    command.upgrade(config, AFTER)
    with sqlite3.connect(path) as db:
        requests = db.execute("SELECT start_date, status, decided_by_party FROM booking_date_requests ORDER BY id")
        assert list(requests) == [
            ("2027-02-01", "declined", "system"),
            ("2027-02-08", "declined", None),
            ("2027-02-15", "pending", None),
        ]
        slugs = [slug for (slug,) in db.execute("SELECT slug FROM camp_packages ORDER BY id")]
        assert slugs == ["week", "week-3", "week-4", "week-2"]
        assert list(db.execute("SELECT summary FROM chat_leads")) == [("second",)]
        parties = list(db.execute("SELECT action, actor_party FROM audit_log ORDER BY id"))
        assert parties == [
            ("camp.update", "team"),
            ("booking.confirm", "camp"),
            ("booking.traveller_cancel", "traveller"),
            ("booking.expire", "system"),
            ("user.approve.cli", "command_line"),
        ]
        with pytest.raises(sqlite3.IntegrityError):
            insert_row(db, "booking_date_requests", booking_id=booking, start_date="2027-03-01", status="pending")
        with pytest.raises(sqlite3.IntegrityError):
            insert_row(db, "camp_packages", camp_id=camp, slug="week", name="Week", translations="{}")

    command.downgrade(config, BEFORE)
    with sqlite3.connect(path) as db:
        columns = {row[1] for row in db.execute("PRAGMA table_info(audit_log)")}
        indexes = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert "actor_party" not in columns
    assert {"ix_booking_date_requests_open", "ix_chat_leads_conversation_email"}.isdisjoint(indexes)
    assert "ix_camp_packages_slug" in indexes

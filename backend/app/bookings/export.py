"""The bookings a caller may read as CSV, in the reader's language: translated headers and words,
dates as ISO 8601 (YYYY-MM-DD: every spreadsheet reads them as dates) and amounts as plain decimals
with two places (numbers a spreadsheet can sum; the column names the currency). Cells go through
app/kit/csv.py, so a name starting with "=" stays text."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta
from decimal import Decimal
from typing import Any, cast

from app.bookings.export_copy import EXPORT_COPY
from app.kit.csv import csv_document
from app.kit.formatting import country_name
from app.notifications.stay import Stay
from app.notifications.templates import copy_for, language_of

COLUMNS = (
    "reference",
    "requested_on",
    "status",
    "guest",
    "email",
    "phone",
    "country",
    "camp",
    "package",
    "start",
    "end",
    "days",
    "people",
    "level",
    "add_ons",
    "payment",
    "amount_eur",
    "amount",
    "currency",
    "cancellation_reason",
)

# At most this many rows in one file (newest first); a narrower filter gives the rest.
EXPORT_LIMIT = 20_000


def _amount(value: Decimal) -> str:
    return f"{value:.2f}"


def bookings_csv(stays: Sequence[Stay], lang: str) -> str:
    words = cast(dict[str, Any], EXPORT_COPY[language_of(lang)])
    labels = copy_for("booking_labels", lang)
    statuses = copy_for("statuses", lang)
    rows = []
    for stay in stays:
        b = stay.booking
        rows.append(
            [
                b.booking_reference,
                b.created_at.date().isoformat(),
                statuses.get(b.status, b.status),
                b.full_name,
                b.email,
                b.guest_phone,
                country_name(b.guest_country, lang) if b.guest_country else "",
                stay.camp_name(lang),
                stay.package_name(lang) if b.package_name is not None else "",
                b.start_date.isoformat(),
                (b.start_date + timedelta(days=b.number_of_days)).isoformat(),
                b.number_of_days,
                b.number_of_people,
                words["levels"].get(b.surfing_level, b.surfing_level),
                ", ".join(labels.get(key, key) for key in b.add_ons),
                labels.get(b.payment_method or "", b.payment_method or ""),
                _amount(b.booking_amount),
                _amount(b.amount_in_currency),
                b.currency,
                b.cancellation_reason,
            ]
        )
    return csv_document([words["columns"][key] for key in COLUMNS], rows)


def export_filename(lang: str, today: date) -> str:
    return f"{EXPORT_COPY[language_of(lang)]['file']}-{today:%Y-%m-%d}.csv"

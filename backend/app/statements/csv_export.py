"""A statement as CSV (app/kit/csv.py escapes what a spreadsheet would run): amounts as plain numbers in EUR."""

from __future__ import annotations

from decimal import Decimal

from app.kit.csv import csv_document
from app.statements.copy import plan_name, words
from app.statements.service import Statement
from app.statements.words import fee_text


def _amount(value: Decimal) -> str:
    return f"{value:.2f}"


def render_csv(statement: Statement) -> str:
    """One row per booking and per fee, then the totals: the same figures as the PDF, for a spreadsheet."""
    lang, w = statement.language, words(statement.language)
    header = [
        w["kind"],
        w["reference"],
        w["guest"],
        w["package"],
        w["arrival"],
        w["completed"],
        w["amount"],
        w["plan"],
        w["rate"],
        w["commission"],
    ]
    rows: list[list[object]] = [
        [
            w["kind_booking"],
            line.booking_reference,
            line.guest_name,
            line.package_name or "",
            line.start_date.isoformat(),
            line.completed_at.date().isoformat(),
            _amount(line.amount),
            plan_name(line.plan, lang),
            line.commission_percent.normalize(),
            _amount(line.commission),
        ]
        for line in statement.lines
    ]
    rows += [
        [
            w["kind_fee"],
            "",
            fee_text(f.plan, f.fee_months, lang),
            "",
            "",
            "",
            "",
            plan_name(f.plan, lang),
            "",
            _amount(f.fee),
        ]
        for f in statement.fees
    ]
    rows += [
        [w["kind_total"], "", w["bookings_total"], "", "", "", _amount(statement.bookings_total), "", "", ""],
        [w["kind_total"], "", w["commission_total"], "", "", "", "", "", "", _amount(statement.commission_total)],
        [w["kind_total"], "", w["subscription_fee"], "", "", "", "", "", "", _amount(statement.subscription_fee)],
        [w["kind_total"], "", w["balance"], "", "", "", "", "", "", _amount(statement.balance)],
    ]
    return csv_document(header, rows)

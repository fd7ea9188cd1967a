"""A statement as CSV (app/kit/csv.py escapes what a spreadsheet would run): amounts as plain numbers in EUR."""

from __future__ import annotations

from decimal import Decimal

from app.kit.csv import csv_document
from app.statements.copy import plan_name, words
from app.statements.service import Statement
from app.statements.words import adjustment_texts, fee_text


def _amount(value: Decimal) -> Decimal:
    """EUR to the cent, as a number (a credit's minus sign is not taken for a formula, app/kit/csv.py)."""
    return Decimal(value).quantize(Decimal("0.01"))


def render_csv(statement: Statement) -> str:
    """One row per booking, per fee and per correction, then the totals: the same figures as the PDF.

    A correction's row names the month that billed the booking (column Completed) and its status now (column Plan).
    """
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
    for line in statement.adjustments:
        billed_in, status_now = adjustment_texts(line, lang)
        rows.append(
            [
                w["kind_adjustment"],
                line.booking_reference,
                line.guest_name,
                line.package_name or "",
                "",
                f"{w['billed_in']} {billed_in}",
                "",
                f"{w['status_now']}: {status_now}",
                "",
                _amount(line.amount),
            ]
        )
    if statement.adjustments:
        rows.append(
            [w["kind_total"], "", w["adjustments_total"], "", "", "", "", "", "", _amount(statement.adjustments_total)]
        )
    rows += [
        [w["kind_total"], "", w["bookings_total"], "", "", "", _amount(statement.bookings_total), "", "", ""],
        [w["kind_total"], "", w["commission_total"], "", "", "", "", "", "", _amount(statement.commission_total)],
        [w["kind_total"], "", w["subscription_fee"], "", "", "", "", "", "", _amount(statement.subscription_fee)],
        [w["kind_total"], "", w["balance"], "", "", "", "", "", "", _amount(statement.balance)],
    ]
    return csv_document(header, rows)

"""What the PDF and the CSV of a statement both say: its status, fee lines and file name, in the camp's language."""

from __future__ import annotations

from app.kit.formatting import month_name, short_day
from app.notifications.booking_status_mail import status_word
from app.statements import months
from app.statements.copy import plan_name, words
from app.statements.schemas import AdjustmentLine
from app.statements.service import Statement


def status_text(statement: Statement) -> str:
    w = words(statement.language)
    if statement.paid_at is not None:
        return w["paid"].format(date=short_day(statement.paid_at.date(), statement.language))
    return w[statement.status]


def fee_text(plan: str, fee_months: int, lang: str) -> str:
    w = words(lang)
    return (w["fee_year"] if fee_months == 12 else w["fee_month"]).format(plan=plan_name(plan, lang))


def adjustment_texts(line: AdjustmentLine, lang: str) -> tuple[str, str]:
    """(the month a correction's booking was billed in, its status now), as the PDF and the CSV name them."""
    return month_name(months.parse(line.billed_month), lang), status_word(line.status, lang)


def filename(statement: Statement, extension: str) -> str:
    return f"{words(statement.language)['filename']}-{statement.camp_id}-{months.key(statement.month)}.{extension}"

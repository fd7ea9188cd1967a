"""What the PDF and the CSV of a statement both say: its status, fee lines and file name, in the camp's language."""

from __future__ import annotations

from app.kit.formatting import short_day
from app.statements import months
from app.statements.copy import plan_name, words
from app.statements.service import Statement


def status_text(statement: Statement) -> str:
    w = words(statement.language)
    if statement.paid_at is not None:
        return w["paid"].format(date=short_day(statement.paid_at.date(), statement.language))
    return w[statement.status]


def fee_text(plan: str, fee_months: int, lang: str) -> str:
    w = words(lang)
    return (w["fee_year"] if fee_months == 12 else w["fee_month"]).format(plan=plan_name(plan, lang))


def filename(statement: Statement, extension: str) -> str:
    return f"{words(statement.language)['filename']}-{statement.camp_id}-{months.key(statement.month)}.{extension}"

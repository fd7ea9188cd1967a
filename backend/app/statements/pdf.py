"""A statement as a PDF (ReportLab, fonts embedded), in the camp's language."""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path
from xml.sax.saxutils import escape

import reportlab
from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from app.kit.formatting import money, month_name, percent, short_day
from app.statements.copy import plan_name, words
from app.statements.service import Statement
from app.statements.words import fee_text, status_text

FONT, BOLD = "StatementSans", "StatementSans-Bold"
INK, MUTED, RULE = colors.HexColor("#0f172a"), colors.HexColor("#475569"), colors.HexColor("#cbd5e1")


@lru_cache
def _fonts() -> None:
    """Bitstream Vera, shipped with ReportLab: embedded, so every letter of a name shows and can be copied."""
    folder = Path(reportlab.__file__).parent / "fonts"
    pdfmetrics.registerFont(TTFont(FONT, str(folder / "Vera.ttf")))
    pdfmetrics.registerFont(TTFont(BOLD, str(folder / "VeraBd.ttf")))


def _text(value: str) -> str:
    # The narrow no-break space French puts in numbers is not in the font: a no-break space is.
    return value.replace("\u202f", "\u00a0")


def _eur(amount: object, lang: str) -> str:
    return _text(money(amount, "EUR", lang))  # type: ignore[arg-type]


def render_pdf(statement: Statement) -> bytes:
    _fonts()
    lang, w = statement.language, words(statement.language)
    body = ParagraphStyle("body", fontName=FONT, fontSize=9, leading=12, textColor=INK)
    small = ParagraphStyle("small", parent=body, fontSize=8, leading=10, textColor=MUTED)
    cell = ParagraphStyle("cell", parent=body, fontSize=8, leading=10)
    right = ParagraphStyle("right", parent=cell, alignment=TA_RIGHT)
    head = ParagraphStyle("head", parent=cell, fontName=BOLD)
    head_right = ParagraphStyle("head_right", parent=head, alignment=TA_RIGHT)
    title = ParagraphStyle("title", parent=body, fontName=BOLD, fontSize=16, leading=20, spaceAfter=4)
    section = ParagraphStyle(
        "section", parent=body, fontName=BOLD, fontSize=11, leading=14, spaceBefore=10, spaceAfter=4
    )

    def p(text: str, style: ParagraphStyle = cell) -> Paragraph:
        return Paragraph(escape(_text(text)), style)

    month = month_name(statement.month, lang)
    story: list[object] = [
        p(w["title"].format(month=month), title),
        Table(
            [
                [p(w["camp"], head), p(statement.camp_name)],
                [p(w["period"], head), p(month)],
                [p(w["status"], head), p(status_text(statement))],
            ],
            colWidths=[35 * mm, 135 * mm],
            hAlign="LEFT",
            style=TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]),
        ),
        p(w["bookings"], section),
    ]
    if statement.lines:
        rows = [
            [
                p(w["reference"], head),
                p(w["guest"], head),
                p(w["arrival"], head),
                p(w["completed"], head),
                p(w["amount"], head_right),
                p(w["plan"], head),
                p(w["rate"], head_right),
                p(w["commission"], head_right),
            ]
        ]
        for line in statement.lines:
            rows.append(
                [
                    p(line.booking_reference),
                    p(line.guest_name),
                    p(short_day(line.start_date, lang)),
                    p(short_day(line.completed_at.date(), lang)),
                    p(_eur(line.amount, lang), right),
                    p(plan_name(line.plan, lang)),
                    p(_text(percent(line.commission_percent, lang)), right),
                    p(_eur(line.commission, lang), right),
                ]
            )
        widths = [22, 30, 20, 20, 23, 26, 12, 22]
        story.append(
            Table(
                rows,
                colWidths=[x * mm for x in widths],
                repeatRows=1,
                hAlign="LEFT",
                style=TableStyle(
                    [
                        ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
                        ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE),
                        ("VALIGN", (0, 0), (-1, -1), "TOP"),
                        ("LEFTPADDING", (0, 0), (-1, -1), 2),
                        ("RIGHTPADDING", (0, 0), (-1, -1), 2),
                    ]
                ),
            )
        )
    else:
        story.append(p(w["no_bookings"], body))
    if statement.fees:
        story.append(p(w["fees"], section))
        story.append(
            Table(
                [[p(fee_text(f.plan, f.fee_months, lang)), p(_eur(f.fee, lang), right)] for f in statement.fees],
                colWidths=[140 * mm, 35 * mm],
                hAlign="LEFT",
                style=TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE), ("LEFTPADDING", (0, 0), (-1, -1), 2)]),
            )
        )
    totals = [
        (w["bookings_total"], statement.bookings_total),
        (w["commission_total"], statement.commission_total),
        (w["subscription_fee"], statement.subscription_fee),
        (w["balance"], statement.balance),
    ]
    story += [
        Spacer(1, 8 * mm),
        Table(
            [
                [
                    p(label, head if i == len(totals) - 1 else cell),
                    p(_eur(value, lang), head_right if i == len(totals) - 1 else right),
                ]
                for i, (label, value) in enumerate(totals)
            ],
            colWidths=[60 * mm, 35 * mm],
            hAlign="RIGHT",
            style=TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, INK), ("LEFTPADDING", (0, 0), (-1, -1), 2)]),
        ),
        Spacer(1, 6 * mm),
        p(w["currency_note"], small),
    ]
    out = io.BytesIO()
    doc = SimpleDocTemplate(
        out,
        pagesize=A4,
        leftMargin=17 * mm,
        rightMargin=17 * mm,
        topMargin=18 * mm,
        bottomMargin=18 * mm,
        title=w["title"].format(month=month),
        author=statement.camp_name,
        invariant=True,
    )
    doc.build(story)
    return out.getvalue()

"""A statement as a PDF (ReportLab, fonts embedded), in the camp's language."""

from __future__ import annotations

import io
from dataclasses import dataclass
from datetime import datetime
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
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from app.kit.formatting import money, month_name, percent, short_day
from app.models.base import utcnow
from app.statements.copy import plan_name, words
from app.statements.service import Statement
from app.statements.words import adjustment_texts, fee_text, status_text

FONT, BOLD = "StatementSans", "StatementSans-Bold"
INK, MUTED, RULE = colors.HexColor("#0f172a"), colors.HexColor("#475569"), colors.HexColor("#cbd5e1")
# A table of lines (bookings, corrections): a rule under the header and between rows.
GRID = TableStyle(
    [
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
        ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
        ("RIGHTPADDING", (0, 0), (-1, -1), 2),
    ]
)


@lru_cache
def register_fonts() -> None:
    """Bitstream Vera, shipped with ReportLab: embedded, so every letter of a name shows and can be copied."""
    folder = Path(reportlab.__file__).parent / "fonts"
    pdfmetrics.registerFont(TTFont(FONT, str(folder / "Vera.ttf")))
    pdfmetrics.registerFont(TTFont(BOLD, str(folder / "VeraBd.ttf")))


def pdf_text(value: str) -> str:
    # The narrow no-break space French puts in numbers is not in the font: a no-break space is.
    return value.replace("\u202f", "\u00a0")


def eur(amount: object, lang: str) -> str:
    return pdf_text(money(amount, "EUR", lang))  # type: ignore[arg-type]


@dataclass(frozen=True)
class _IssueStamp:
    """The file's creation date as ReportLab's TimeStamp gives it: the time the statement is issued, in UTC."""

    at: datetime

    @property
    def YMDhms(self) -> tuple[int, ...]:  # noqa: N802 - ReportLab's attribute name
        return self.at.timetuple()[:6]

    dhh = 0
    dmm = 0


def render_pdf(statement: Statement, issued: datetime | None = None) -> bytes:
    """The statement as PDF, dated (on the page and in the file's metadata) when it is issued: now by default."""
    issued = issued or utcnow()
    register_fonts()
    lang, w = statement.language, words(statement.language)
    body = ParagraphStyle("body", fontName=FONT, fontSize=9, leading=12, textColor=INK)
    small = ParagraphStyle("small", parent=body, fontSize=8, leading=10, textColor=MUTED)
    cell = ParagraphStyle("cell", parent=body, fontSize=8, leading=10)
    right = ParagraphStyle("right", parent=cell, alignment=TA_RIGHT)
    head = ParagraphStyle("head", parent=cell, fontName=BOLD)
    head_right = ParagraphStyle("head_right", parent=head, alignment=TA_RIGHT)
    # Column heads of the line tables, a size smaller: German heads ("Buchungsnummer") fit their column unbroken.
    th = ParagraphStyle("th", parent=head, fontSize=7, leading=9)
    th_right = ParagraphStyle("th_right", parent=th, alignment=TA_RIGHT)
    title = ParagraphStyle("title", parent=body, fontName=BOLD, fontSize=16, leading=20, spaceAfter=4)
    section = ParagraphStyle(
        "section", parent=body, fontName=BOLD, fontSize=11, leading=14, spaceBefore=10, spaceAfter=4
    )

    def p(text: str, style: ParagraphStyle = cell) -> Paragraph:
        return Paragraph(escape(pdf_text(text)), style)

    month = month_name(statement.month, lang)
    story: list[object] = [
        p(w["title"].format(month=month), title),
        Table(
            [
                [p(w["camp"], head), p(statement.camp_name)],
                [p(w["period"], head), p(month)],
                [p(w["status"], head), p(status_text(statement))],
                [p(w["issued"], head), p(short_day(issued.date(), lang))],
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
                p(w["reference"], th),
                p(w["guest"], th),
                p(w["arrival"], th),
                p(w["completed"], th),
                p(w["amount"], th_right),
                p(w["plan"], th),
                p(w["rate"], th_right),
                p(w["commission"], th_right),
            ]
        ]
        for line in statement.lines:
            rows.append(
                [
                    p(line.booking_reference),
                    p(line.guest_name),
                    p(short_day(line.start_date, lang)),
                    p(short_day(line.completed_at.date(), lang)),
                    p(eur(line.amount, lang), right),
                    p(plan_name(line.plan, lang)),
                    p(pdf_text(percent(line.commission_percent, lang)), right),
                    p(eur(line.commission, lang), right),
                ]
            )
        widths = [27.5, 25, 21, 22.5, 20, 24, 12, 22]
        story.append(
            Table(
                rows,
                colWidths=[x * mm for x in widths],
                repeatRows=1,
                hAlign="LEFT",
                style=GRID,
            )
        )
    else:
        story.append(p(w["no_bookings"], body))
    if statement.fees:
        story.append(p(w["fees"], section))
        story.append(
            Table(
                [[p(fee_text(f.plan, f.fee_months, lang)), p(eur(f.fee, lang), right)] for f in statement.fees],
                colWidths=[140 * mm, 35 * mm],
                hAlign="LEFT",
                style=TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE), ("LEFTPADDING", (0, 0), (-1, -1), 2)]),
            )
        )
    if statement.adjustments:
        story.append(p(w["adjustments"], section))
        rows = [
            [
                p(w["reference"], th),
                p(w["guest"], th),
                p(w["billed_in"], th),
                p(w["status_now"], th),
                p(w["due_now"], th_right),
                p(w["adjustment"], th_right),
            ]
        ]
        for adjustment in statement.adjustments:
            billed_in, status_now = adjustment_texts(adjustment, lang)
            rows.append(
                [
                    p(adjustment.booking_reference),
                    p(adjustment.guest_name),
                    p(billed_in),
                    p(status_now),
                    p(eur(adjustment.commission_due, lang), right),
                    p(eur(adjustment.amount, lang), right),
                ]
            )
        story.append(
            Table(
                rows,
                colWidths=[x * mm for x in (27.5, 37, 30, 28, 26.5, 27)],
                repeatRows=1,
                hAlign="LEFT",
                style=GRID,
            )
        )
        story.append(p(w["adjustments_note"], small))
    totals = [
        (w["bookings_total"], statement.bookings_total),
        (w["commission_total"], statement.commission_total),
        (w["subscription_fee"], statement.subscription_fee),
        *([(w["adjustments_total"], statement.adjustments_total)] if statement.adjustments else []),
        (w["balance"], statement.balance),
    ]
    story += [
        Spacer(1, 8 * mm),
        Table(
            [
                [
                    p(label, head if i == len(totals) - 1 else cell),
                    p(eur(value, lang), head_right if i == len(totals) - 1 else right),
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
    return build_pdf(story, w["title"].format(month=month), statement.camp_name, issued)


def build_pdf(story: list[object], title: str, author: str, issued: datetime) -> bytes:
    """An A4 document of the story, dated (in the file's metadata) when it is issued."""
    out = io.BytesIO()
    doc = SimpleDocTemplate(
        out,
        pagesize=A4,
        leftMargin=17 * mm,
        rightMargin=17 * mm,
        topMargin=18 * mm,
        bottomMargin=18 * mm,
        title=title,
        author=author,
        invariant=True,
    )

    # ReportLab dates an invariant file 2000-01-01 (and any file SOURCE_DATE_EPOCH when that is set): the
    # file says when the statement was issued instead, and stays byte-for-byte the same for the same issue.
    def date_it(canvas: Canvas, _doc: object) -> None:
        canvas._doc._timeStamp = _IssueStamp(issued)  # noqa: SLF001 - what PDFInfo reads the dates from

    doc.build(story, onFirstPage=date_it)
    return out.getvalue()

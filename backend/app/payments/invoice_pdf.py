"""An owner's invoice as a PDF, in the owner's language: a Pro subscription's invoice (as the provider issued it)
or a paid statement. Drawn with ReportLab like the statements (app/statements/pdf.py: fonts, money, file)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Final
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from app.kit.formatting import month_name, short_day
from app.kit.languages import DEFAULT_LANGUAGE, LANGUAGES
from app.models import ProviderInvoice
from app.statements import months
from app.statements.copy import plan_name
from app.statements.pdf import BOLD, FONT, GRID, INK, MUTED, build_pdf, eur, pdf_text, register_fonts
from app.statements.service import Statement
from app.statements.words import fee_text

COPY: Final[dict[str, dict[str, str]]] = {
    "en": {
        "title": "Invoice {number}",
        "camp": "Billed to",
        "issued": "Issued on",
        "period": "Period",
        "description": "Description",
        "amount": "Amount",
        "total": "Total",
        "status": "Status",
        "paid": "Paid on {date}",
        "unpaid": "Not paid yet",
        "method": "Paid with",
        "reference": "Payment reference",
        "card": "Card",
        "sepa_debit": "SEPA Direct Debit",
        "transfer": "Bank transfer",
        "transfer_by": "Bank transfer, marked by {name}",
        "subscription": "{plan}, {start} to {end}",
        "commission": "Commission on the bookings completed in {month} ({count})",
        "adjustments": "Corrections of bookings already billed",
        "currency_note": "All amounts in EUR.",
        "filename": "invoice",
    },
    "fr": {
        "title": "Facture {number}",
        "camp": "Facturé à",
        "issued": "Émise le",
        "period": "Période",
        "description": "Désignation",
        "amount": "Montant",
        "total": "Total",
        "status": "Statut",
        "paid": "Réglée le {date}",
        "unpaid": "Pas encore réglée",
        "method": "Réglée par",
        "reference": "Référence du paiement",
        "card": "Carte",
        "sepa_debit": "Prélèvement SEPA",
        "transfer": "Virement bancaire",
        "transfer_by": "Virement bancaire, marqué par {name}",
        "subscription": "{plan}, du {start} au {end}",
        "commission": "Commission sur les réservations terminées en {month} ({count})",
        "adjustments": "Corrections de réservations déjà facturées",
        "currency_note": "Tous les montants en EUR.",
        "filename": "facture",
    },
    "de": {
        "title": "Rechnung {number}",
        "camp": "Rechnung an",
        "issued": "Ausgestellt am",
        "period": "Zeitraum",
        "description": "Beschreibung",
        "amount": "Betrag",
        "total": "Gesamt",
        "status": "Status",
        "paid": "Bezahlt am {date}",
        "unpaid": "Noch nicht bezahlt",
        "method": "Bezahlt mit",
        "reference": "Zahlungsreferenz",
        "card": "Karte",
        "sepa_debit": "SEPA-Lastschrift",
        "transfer": "Banküberweisung",
        "transfer_by": "Banküberweisung, markiert von {name}",
        "subscription": "{plan}, {start} bis {end}",
        "commission": "Provision auf die im {month} abgeschlossenen Buchungen ({count})",
        "adjustments": "Korrekturen bereits abgerechneter Buchungen",
        "currency_note": "Alle Beträge in EUR.",
        "filename": "rechnung",
    },
}


def words(lang: str) -> dict[str, str]:
    return COPY[lang if lang in LANGUAGES else DEFAULT_LANGUAGE]


@dataclass
class Invoice:
    """What an invoice says, amounts in cents (EUR)."""

    number: str
    camp_name: str
    language: str
    issued_at: datetime
    period: str
    lines: list[tuple[str, int]] = field(default_factory=list)
    paid_at: datetime | None = None
    paid_with: str | None = None
    reference: str | None = None

    @property
    def total_cents(self) -> int:
        return sum(cents for _, cents in self.lines)

    @property
    def filename(self) -> str:
        return f"{words(self.language)['filename']}-{self.number}.pdf"


def _cents(amount: int) -> Decimal:
    return Decimal(amount) / 100


def subscription_invoice(row: ProviderInvoice, camp_name: str, lang: str) -> Invoice:
    """A Pro subscription's invoice, as the provider issued it: its number is ours (camp and row)."""
    w = words(lang)
    plan = plan_name(row.plan or "pro-monthly", lang)
    start = short_day(row.period_start.date(), lang) if row.period_start else ""
    end = short_day(row.period_end.date(), lang) if row.period_end else ""
    return Invoice(
        number=f"S-{row.camp_id}-{row.id}",
        camp_name=camp_name,
        language=lang,
        issued_at=row.issued_at,
        period=f"{start} – {end}" if start and end else "",
        lines=[
            (w["subscription"].format(plan=plan, start=start, end=end) if start and end else plan, row.amount_cents)
        ],
        paid_at=row.paid_at if row.status == "paid" else None,
        paid_with=None,  # the provider's invoice does not say with what: its reference does
        reference=row.invoice_id,
    )


def statement_invoice(statement: Statement, lang: str) -> Invoice:
    """A paid statement as an invoice: its commission, subscription fees and corrections, and how it was paid."""
    assert statement.paid_at is not None
    w = words(lang)
    month = month_name(statement.month, lang)
    lines: list[tuple[str, int]] = []
    if statement.lines:
        lines.append(
            (w["commission"].format(count=len(statement.lines), month=month), _to_cents(statement.commission_total))
        )
    lines += [(fee_text(f.plan, f.fee_months, lang), _to_cents(f.fee)) for f in statement.fees]
    if statement.adjustments:
        lines.append((w["adjustments"], _to_cents(statement.adjustments_total)))
    method = statement.payment_method
    if method in ("card", "sepa_debit"):
        paid_with = w[method]
    elif statement.paid_by_name:
        paid_with = w["transfer_by"].format(name=statement.paid_by_name)
    else:
        paid_with = w["transfer"]
    return Invoice(
        number=f"C-{statement.camp_id}-{months.key(statement.month)}",
        camp_name=statement.camp_name,
        language=lang,
        issued_at=statement.paid_at,
        period=month,
        lines=lines,
        paid_at=statement.paid_at,
        paid_with=paid_with,
        reference=statement.payment_reference,
    )


def _to_cents(amount: Decimal) -> int:
    return int((amount * 100).to_integral_value())


def render_invoice_pdf(invoice: Invoice) -> bytes:
    register_fonts()
    lang, w = invoice.language, words(invoice.language)
    body = ParagraphStyle("body", fontName=FONT, fontSize=9, leading=12, textColor=INK)
    small = ParagraphStyle("small", parent=body, fontSize=8, leading=10, textColor=MUTED)
    head = ParagraphStyle("head", parent=body, fontName=BOLD)
    right = ParagraphStyle("right", parent=body, alignment=TA_RIGHT)
    head_right = ParagraphStyle("head_right", parent=head, alignment=TA_RIGHT)
    title = ParagraphStyle("title", parent=body, fontName=BOLD, fontSize=16, leading=20, spaceAfter=6)

    def p(text: str, style: ParagraphStyle = body) -> Paragraph:
        return Paragraph(escape(pdf_text(text)), style)

    status = (
        w["paid"].format(date=short_day(invoice.paid_at.date(), lang)) if invoice.paid_at is not None else w["unpaid"]
    )
    facts = [
        (w["camp"], invoice.camp_name),
        (w["issued"], short_day(invoice.issued_at.date(), lang)),
        *([(w["period"], invoice.period)] if invoice.period else []),
        (w["status"], status),
        *([(w["method"], invoice.paid_with)] if invoice.paid_with else []),
        *([(w["reference"], invoice.reference)] if invoice.reference else []),
    ]
    lines = [[p(w["description"], head), p(w["amount"], head_right)]]
    lines += [[p(text), p(eur(_cents(amount), lang), right)] for text, amount in invoice.lines]
    lines.append([p(w["total"], head), p(eur(_cents(invoice.total_cents), lang), head_right)])
    story: list[object] = [
        p(w["title"].format(number=invoice.number), title),
        Table(
            [[p(label, head), p(value)] for label, value in facts],
            colWidths=[40 * mm, 130 * mm],
            hAlign="LEFT",
            style=TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]),
        ),
        Spacer(1, 8 * mm),
        Table(
            lines,
            colWidths=[140 * mm, 35 * mm],
            hAlign="LEFT",
            style=TableStyle([*GRID.getCommands(), ("LINEABOVE", (0, -1), (-1, -1), 0.8, INK)]),
        ),
        Spacer(1, 6 * mm),
        p(w["currency_note"], small),
    ]
    return build_pdf(story, w["title"].format(number=invoice.number), invoice.camp_name, invoice.issued_at)


__all__ = ["Invoice", "render_invoice_pdf", "statement_invoice", "subscription_invoice"]

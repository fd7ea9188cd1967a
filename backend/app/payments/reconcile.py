"""`surfcamp payments reconcile --month YYYY-MM`: the provider's records of a month beside ours, and every
difference (something only one side has, a status or an amount that differs, a statement paid twice or a
payment that marked nothing paid). The provider is read first, with no transaction open."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from app.models import CampStatement
from app.payments.provider import PaymentProvider
from app.payments.repository import PaymentRepository
from app.statements import months


@dataclass(frozen=True)
class Difference:
    kind: str
    reference: str
    detail: str

    def line(self) -> str:
        return f"{self.kind}\t{self.reference}\t{self.detail}"


async def reconcile(
    sessionmaker: async_sessionmaker[AsyncSession], provider: PaymentProvider, month_key: str
) -> tuple[int, int, list[Difference]]:
    """(provider records read, our records read, differences) for the month (by the records' creation, UTC)."""
    month = months.parse(month_key)
    start, end = months.start(month), months.end(month)
    their_invoices = {i.id: i for i in await provider.invoices_between(start, end)}
    their_payments = {
        p.id: p for p in await provider.payments_between(start, end) if p.metadata.get("kind") == "statement"
    }
    out: list[Difference] = []
    async with sessionmaker() as session:
        repo = PaymentRepository(session)
        customers = {a.customer_id for a in await repo.accounts()}
        our_invoices = {i.invoice_id: i for i in await repo.invoices_between(start, end)}
        our_payments = {p.payment_id: p for p in await repo.payments_between(start, end)}
        paid = {(s.camp_id, months.key(s.month)): s for s in (await session.scalars(select(CampStatement))).all()}
    for ref, inv in sorted(their_invoices.items()):
        if inv.customer_id not in customers:
            continue  # another product's invoice on the same account
        ours = our_invoices.get(ref)
        if ours is None:
            out.append(Difference("invoice_missing_here", ref, f"{inv.status} {inv.amount_cents} {inv.currency}"))
        elif (ours.status, ours.amount_cents) != (inv.status, inv.amount_cents):
            out.append(
                Difference(
                    "invoice_differs",
                    ref,
                    f"provider {inv.status} {inv.amount_cents}, ours {ours.status} {ours.amount_cents}",
                )
            )
    for ref, ours in sorted(our_invoices.items()):
        if ref not in their_invoices:
            out.append(Difference("invoice_missing_at_provider", ref, f"{ours.status} {ours.amount_cents}"))
    for ref, pay in sorted(their_payments.items()):
        row = our_payments.get(ref)
        camp, month_of = pay.metadata.get("camp_id", ""), pay.metadata.get("month", "")
        if row is None:
            out.append(
                Difference("payment_missing_here", ref, f"camp {camp} {month_of} {pay.status} {pay.amount_cents}")
            )
            continue
        if (row.status, row.amount_cents) != (pay.status, pay.amount_cents):
            out.append(
                Difference(
                    "payment_differs",
                    ref,
                    f"provider {pay.status} {pay.amount_cents}, ours {row.status} {row.amount_cents}",
                )
            )
        statement = paid.get((row.camp_id, row.month))
        if pay.status == "succeeded":
            if statement is None:
                out.append(Difference("paid_statement_not_marked", ref, f"camp {row.camp_id} {row.month}"))
            elif statement.payment_reference != ref:
                how = statement.payment_reference or statement.payment_method
                out.append(Difference("statement_paid_twice", ref, f"camp {row.camp_id} {row.month} also by {how}"))
    for ref, row in sorted(our_payments.items()):
        if ref not in their_payments:
            out.append(Difference("payment_missing_at_provider", ref, f"camp {row.camp_id} {row.month} {row.status}"))
    return len(their_invoices) + len(their_payments), len(our_invoices) + len(our_payments), out

"""Payment routes: the owner's (their camp, no id to name) and the provider's webhook.

No `from __future__ import annotations`: FastAPI must see the route annotations as objects."""

from fastapi import APIRouter, Depends, Request, Response

from app.auth.access import CampOwner, OwnerAccess, access_policy
from app.db import SessionDep, get_sessionmaker
from app.errors import BadRequest
from app.kit.pdf import PDF_RESPONSES, pdf_download
from app.kit.response_cache import KeepsPublicReads
from app.kit.schema import PathId
from app.payments.errors import PaymentsOff
from app.payments.events import receive
from app.payments.invoice_pdf import Invoice, render_invoice_pdf
from app.payments.provider import BadSignature
from app.payments.schemas import (
    CancelRequest,
    MonthPath,
    PaymentsRead,
    PaymentStarted,
    PayStatementRequest,
    SetupRead,
    SetupStart,
    SubscribeRequest,
    SubscriptionRead,
    WebhookAnswer,
)
from app.payments.service import PaymentService, payment_provider

owner = APIRouter(prefix="/api/v1/owner/payments", tags=["owner"], dependencies=[OwnerAccess, KeepsPublicReads])


def service(session: SessionDep) -> PaymentService:
    return PaymentService(session, payment_provider())


Payments = Depends(service)


@owner.get("", operation_id="getOwnerPayments")
async def owner_payments(principal: CampOwner, payments: PaymentService = Payments) -> PaymentsRead:
    return await payments.overview(principal)


def invoice_response(invoice: Invoice) -> Response:
    return pdf_download(render_invoice_pdf(invoice), invoice.filename)


@owner.get(
    "/invoices/{invoice_id}/pdf",
    operation_id="downloadOwnerInvoicePdf",
    response_class=Response,
    responses=PDF_RESPONSES,
)
async def invoice_pdf(invoice_id: PathId, principal: CampOwner, payments: PaymentService = Payments) -> Response:
    return invoice_response(await payments.subscription_invoice(principal, invoice_id))


@owner.get(
    "/statements/{month}/invoice",
    operation_id="downloadOwnerStatementInvoicePdf",
    response_class=Response,
    responses=PDF_RESPONSES,
)
async def statement_invoice_pdf(
    month: MonthPath, principal: CampOwner, payments: PaymentService = Payments
) -> Response:
    return invoice_response(await payments.statement_invoice(principal, month))


@owner.post("/setup", operation_id="startOwnerPaymentSetup")
async def start_setup(body: SetupStart, principal: CampOwner, payments: PaymentService = Payments) -> SetupRead:
    return await payments.start_setup(principal, body.method)


@owner.post("/subscription", operation_id="subscribeOwnerCamp")
async def subscribe(
    body: SubscribeRequest, principal: CampOwner, payments: PaymentService = Payments
) -> SubscriptionRead:
    return await payments.subscribe(principal, body.plan, body.setup_id)


@owner.post("/subscription/cancel", operation_id="cancelOwnerSubscription")
async def cancel(body: CancelRequest, principal: CampOwner, payments: PaymentService = Payments) -> SubscriptionRead:
    return await payments.cancel(principal, body.cancel)


@owner.post("/statements/{month}/pay", operation_id="payOwnerStatement")
async def pay_statement(
    month: MonthPath, body: PayStatementRequest, principal: CampOwner, payments: PaymentService = Payments
) -> PaymentStarted:
    return await payments.pay_statement(principal, month, body.setup_id)


@access_policy
async def signed_by_provider() -> None:
    """The payment provider's webhooks: anyone may send one; the route checks its signature before anything."""


webhooks = APIRouter(
    prefix="/api/v1/payments/webhooks", tags=["payments"], dependencies=[Depends(signed_by_provider), KeepsPublicReads]
)


@webhooks.post("/stripe", operation_id="receiveStripeWebhook")
async def stripe_webhook(request: Request) -> WebhookAnswer:
    provider = payment_provider()
    if provider is None:
        raise PaymentsOff()
    payload = await request.body()
    try:
        await receive(get_sessionmaker(), provider, payload, request.headers.get("stripe-signature"))
    except BadSignature as error:
        raise BadRequest("The webhook's signature is not valid.", code="bad_signature") from error
    return WebhookAnswer()

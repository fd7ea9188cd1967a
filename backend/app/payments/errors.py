"""The payments domain's errors: each a code the screens translate."""

from __future__ import annotations

from app.errors import AppError, Conflict, NotFound


class PaymentsOff(Conflict):
    """No payment provider configured: plans and payments are the team's (bank transfer)."""

    code = "payments_not_configured"
    detail = "Online payment is not available. Please pay by bank transfer."


class ProviderUnavailable(AppError):
    status_code = 502
    code = "payment_provider_error"
    detail = "The payment provider did not answer. Please try again in a moment."


class PaymentDeclined(AppError):
    status_code = 402
    code = "payment_declined"
    detail = "The payment was declined. Please try another card or account."


class SetupNotConfirmed(Conflict):
    """The payment details the request names are not the camp's, or were not confirmed by the provider."""

    code = "payment_method_missing"
    detail = "The payment details were not confirmed. Please enter them again."


class AlreadySubscribed(Conflict):
    code = "already_subscribed"
    detail = "This camp already has a Pro subscription."


class NoSubscription(NotFound):
    code = "subscription_not_found"
    detail = "This camp has no subscription."


class NothingToPay(Conflict):
    code = "nothing_to_pay"
    detail = "This statement has nothing to pay."


class PaymentInProgress(Conflict):
    code = "payment_in_progress"
    detail = "A payment of this statement is already being processed."


class InvoiceNotFound(NotFound):
    code = "invoice_not_found"
    detail = "There is no such invoice."

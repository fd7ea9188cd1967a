"""The statements' errors."""

from __future__ import annotations

from app.errors import Conflict, NotFound, ValidationFailed


class StatementNotFound(NotFound):
    """A month the camp has no statement for (before it joined, or not begun yet)."""

    code = "statement_not_found"
    detail = "There is no statement for this month."


class StatementMonthOpen(Conflict):
    """The month is not over: its statement may still change, so it cannot be paid yet."""

    code = "statement_month_open"
    detail = "This month is not over yet; its statement can be marked paid once it has ended."


class StatementAlreadyPaid(Conflict):
    code = "statement_already_paid"
    detail = "This statement was already marked paid."


class StatementChanged(Conflict):
    """A booking of the month moved while it was being marked paid: what was shown is not what would be stored."""

    code = "statement_changed"
    detail = "A booking of this statement changed meanwhile. Reload the statement and mark it paid again."


class UnknownPlan(ValidationFailed):
    code = "unknown_plan"
    detail = "Choose one of the plans offered."

    def __init__(self) -> None:
        super().__init__(fields={"plan": "unknown_plan"})


class SamePlan(Conflict):
    code = "plan_unchanged"
    detail = "The camp is already on this plan."

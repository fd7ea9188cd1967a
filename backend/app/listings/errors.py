"""The listings' errors: one class per thing that can be missing or refused."""

from __future__ import annotations

from app.errors import Conflict, NotFound


class CampNotFound(NotFound):
    code = "camp_not_found"
    detail = "Surf camp not found"


class OwnCampMissing(NotFound):
    """The owner's assigned camp has no row (deleted under them): not an id they typed, so other words."""

    code = "camp_not_found"
    detail = "Unable to load camp data. Please contact support."


class PackageNotFound(NotFound):
    code = "package_not_found"
    detail = "Package not found"


class CampAwaitsApproval(Conflict):
    code = "camp_awaits_approval"
    detail = "This camp is pending until it is approved; its status cannot be changed here."


class CampNotPending(Conflict):
    code = "camp_not_pending"
    detail = "Only a pending camp can be approved."


class CampNotReady(Conflict):
    code = "camp_not_ready"
    detail = "A camp goes live with at least one package and a photo."


class CampHasOpenBookings(Conflict):
    code = "camp_has_open_bookings"
    detail = "This camp has pending or confirmed bookings. Cancel or complete them before deleting the camp."

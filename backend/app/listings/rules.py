"""Every way a camp owner and the back office differ on camps and packages, written once.

The service and the repository ask these rules instead of asking who the caller is; a new
difference between the roles is a new field here, with a test in tests/listings/test_rules.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.auth.access import Principal
from app.errors import NotFound


@dataclass(frozen=True)
class ListingRules:
    home_camp_id: int | None
    """The one camp an owner works in: every query is scoped to it and other camps answer 404.
    None for the back office, which sees every camp."""

    sees_inactive_packages: bool
    """An owner's delete hides a package from the owner for good; the back office sees it to restore it."""

    hard_delete: bool
    """The back office removes rows (packages go with their camp, images are released); an owner's
    delete only turns the package inactive, so the back office can bring it back."""

    null_amenities_clear: bool
    """An owner's form sends `amenities: null` for an emptied list, which clears it; the back office
    form sends a list, and its `null` means "leave it as it is" like every other not-null field."""

    renames_move_the_camp_slug: bool
    """A back-office rename gives the camp a new public address; an owner's rename keeps it."""

    images_of_own_camp_only: bool
    """An owner may attach only images uploaded for, or already shown by, their own camp."""

    audited: bool
    """Back-office writes go into the audit log; an owner's edits of their own listing do not."""

    manages_camps: bool
    """Creating and deleting camps, and their status, featured flag and location, are the back office's."""


BACK_OFFICE = ListingRules(
    home_camp_id=None,
    sees_inactive_packages=True,
    hard_delete=True,
    null_amenities_clear=False,
    renames_move_the_camp_slug=True,
    images_of_own_camp_only=False,
    audited=True,
    manages_camps=True,
)


def owner_rules(camp_id: int) -> ListingRules:
    return ListingRules(
        home_camp_id=camp_id,
        sees_inactive_packages=False,
        hard_delete=False,
        null_amenities_clear=True,
        renames_move_the_camp_slug=False,
        images_of_own_camp_only=True,
        audited=False,
        manages_camps=False,
    )


def rules_for(principal: Principal) -> ListingRules:
    """The rules of an admin or of an active owner with a camp; anyone else sees no listing to edit."""
    if principal.is_admin:
        return BACK_OFFICE
    if principal.owned_camp_id is not None:
        return owner_rules(principal.owned_camp_id)
    raise NotFound()

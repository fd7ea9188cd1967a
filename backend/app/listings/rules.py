"""Every way a camp owner and the back office differ on camps and packages, written once.

The service and the repository ask these rules instead of asking who the caller is; a new
difference between the roles is a new property here, with a test in tests/listings/test_rules.py.
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

    @property
    def back_office(self) -> bool:
        return self.home_camp_id is None

    @property
    def sees_inactive_packages(self) -> bool:
        """An owner's delete hides a package from the owner for good; the back office sees it to restore it."""
        return self.back_office

    @property
    def hard_delete(self) -> bool:
        """The back office removes rows (packages go with their camp, images are released); an owner's
        delete only turns the package inactive, so the back office can bring it back."""
        return self.back_office

    @property
    def null_amenities_clear(self) -> bool:
        """An owner's form sends `amenities: null` for an emptied list, which clears it; for the back office
        `null` means "leave it as it is", as for every other field that always has a value."""
        return not self.back_office

    @property
    def renames_move_the_camp_slug(self) -> bool:
        """A back-office rename gives the camp a new public address; an owner's rename keeps it."""
        return self.back_office

    @property
    def images_of_own_camp_only(self) -> bool:
        """An owner may attach only images uploaded for, or already shown by, their own camp."""
        return not self.back_office

    @property
    def audited(self) -> bool:
        """Back-office writes go into the audit log; an owner's edits of their own listing do not."""
        return self.back_office

    @property
    def manages_camps(self) -> bool:
        """Creating and deleting camps (and their status, featured flag and location: not in the owner's
        schema) are the back office's."""
        return self.back_office


BACK_OFFICE = ListingRules(home_camp_id=None)


def rules_for(principal: Principal) -> ListingRules:
    """The rules of an admin or of an active owner with a camp; anyone else sees no listing to edit."""
    if principal.is_admin:
        return BACK_OFFICE
    if principal.owned_camp_id is not None:
        return ListingRules(home_camp_id=principal.owned_camp_id)
    raise NotFound()

"""Every way a camp owner and the back office differ on camps and packages, written once.

The service and the repository ask these rules instead of asking who the caller is; a new
difference between the roles is a new property here, with a test in tests/listings/test_rules.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.auth.access import Principal
from app.errors import NotFound

# Fields only the back office sets: where a camp is, whether it is listed or featured, which camp a
# package belongs to and whether it is on sale (an owner's delete is the one way an owner takes it off).
BACK_OFFICE_CAMP_FIELDS = frozenset({"location_key", "maps_embed_url", "status", "featured"})
BACK_OFFICE_PACKAGE_FIELDS = frozenset({"camp_id", "status"})


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
    def manages_camps(self) -> bool:
        """Creating and deleting camps are the back office's."""
        return self.back_office

    def writable(self, values: dict[str, Any], back_office_fields: frozenset[str]) -> dict[str, Any]:
        """The values this caller may set: an owner's values for back-office fields are ignored (the
        owner's schemas do not even offer them)."""
        if self.back_office:
            return values
        return {name: value for name, value in values.items() if name not in back_office_fields}


BACK_OFFICE = ListingRules(home_camp_id=None)


def rules_for(principal: Principal) -> ListingRules:
    """The rules of an admin or of an active owner with a camp; anyone else sees no listing to edit."""
    if principal.is_admin:
        return BACK_OFFICE
    if principal.owned_camp_id is not None:
        return ListingRules(home_camp_id=principal.owned_camp_id)
    raise NotFound()

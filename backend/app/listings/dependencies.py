"""The listing service as a route dependency, built for the caller under each role's policy."""

from __future__ import annotations

from typing import Annotated

from fastapi import BackgroundTasks, Depends

from app.auth.access import ActiveAdmin, CampOwner
from app.db import SessionDep
from app.listings.service import ListingService
from app.media.storage import StorageDep


def owner_listings(
    principal: CampOwner, session: SessionDep, storage: StorageDep, background: BackgroundTasks
) -> ListingService:
    return ListingService(session, principal, storage, background)


def admin_listings(
    principal: ActiveAdmin, session: SessionDep, storage: StorageDep, background: BackgroundTasks
) -> ListingService:
    return ListingService(session, principal, storage, background)


OwnerListings = Annotated[ListingService, Depends(owner_listings)]
AdminListings = Annotated[ListingService, Depends(admin_listings)]

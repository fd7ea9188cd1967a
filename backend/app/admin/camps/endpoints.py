"""The back office's camps: thin routes over the listings domain (`ListingService`, admin rules)."""

from __future__ import annotations

from fastapi import APIRouter, BackgroundTasks, Depends, status

from app.auth.access import active_admin
from app.kit.schema import PathId
from app.listings.dependencies import AdminListings
from app.listings.schemas import AdminCampCreate, AdminCampRead, AdminCampUpdate, CampDeleted
from app.media.endpoints import StorageDep
from app.media.service import remove_files_later

router = APIRouter(prefix="/api/v1/admin/camps", tags=["admin-camps"], dependencies=[Depends(active_admin)])


@router.get("", operation_id="listAdminCamps")
async def list_camps(listings: AdminListings) -> list[AdminCampRead]:
    return [AdminCampRead.of(camp, packages, bookings) for camp, packages, bookings in await listings.list_camps()]


@router.post("", status_code=status.HTTP_201_CREATED, operation_id="createAdminCamp")
async def create_camp(listings: AdminListings, body: AdminCampCreate) -> AdminCampRead:
    camp = await listings.create_camp(body)
    return AdminCampRead.of(camp, *await listings.counts(camp))


@router.get("/{camp_id}", operation_id="getAdminCamp")
async def get_camp(listings: AdminListings, camp_id: PathId) -> AdminCampRead:
    camp = await listings.get_camp(camp_id)
    return AdminCampRead.of(camp, *await listings.counts(camp))


@router.patch("/{camp_id}", operation_id="updateAdminCamp")
async def update_camp(
    listings: AdminListings, storage: StorageDep, background: BackgroundTasks, camp_id: PathId, body: AdminCampUpdate
) -> AdminCampRead:
    camp, released = await listings.update_camp(camp_id, body)
    remove_files_later(background, storage, released)
    return AdminCampRead.of(camp, *await listings.counts(camp))


@router.delete("/{camp_id}", operation_id="deleteAdminCamp")
async def delete_camp(
    listings: AdminListings, storage: StorageDep, background: BackgroundTasks, camp_id: PathId
) -> CampDeleted:
    deleted, released = await listings.delete_camp(camp_id)
    remove_files_later(background, storage, released)
    return deleted

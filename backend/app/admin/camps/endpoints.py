"""The back office's camps: thin routes over the listings domain (`ListingService`, admin rules)."""

from __future__ import annotations

from fastapi import APIRouter, status

from app.auth.access import AdminAccess
from app.catalogue.schemas import CampCard, PackageDetail
from app.catalogue.service import CatalogueService
from app.db import SessionDep
from app.kit.languages import Language
from app.kit.response_cache import ChangesPublicReads
from app.kit.schema import PathId
from app.listings.dependencies import AdminListings
from app.listings.schemas import AdminCampCreate, AdminCampRead, AdminCampUpdate, CampDeleted
from app.listings.service import ListingService
from app.models import SurfCamp

router = APIRouter(prefix="/api/v1/admin/camps", tags=["admin-camps"], dependencies=[AdminAccess, ChangesPublicReads])


async def _read(listings: ListingService, camp: SurfCamp) -> AdminCampRead:
    return AdminCampRead.counted(camp, await listings.counts(camp), listings.rules)


@router.get("", operation_id="listAdminCamps")
async def list_camps(listings: AdminListings) -> list[AdminCampRead]:
    return [AdminCampRead.counted(camp, counts, listings.rules) for camp, counts in await listings.list_camps()]


@router.post("", status_code=status.HTTP_201_CREATED, operation_id="createAdminCamp")
async def create_camp(listings: AdminListings, body: AdminCampCreate) -> AdminCampRead:
    return await _read(listings, await listings.create_camp(body))


@router.get("/{camp_id}", operation_id="getAdminCamp")
async def get_camp(listings: AdminListings, camp_id: PathId) -> AdminCampRead:
    return await _read(listings, await listings.get_camp(camp_id))


@router.patch("/{camp_id}", operation_id="updateAdminCamp")
async def update_camp(listings: AdminListings, camp_id: PathId, body: AdminCampUpdate) -> AdminCampRead:
    return await _read(listings, await listings.update_camp(camp_id, body))


@router.delete("/{camp_id}", operation_id="deleteAdminCamp")
async def delete_camp(listings: AdminListings, camp_id: PathId) -> CampDeleted:
    return await listings.delete_camp(camp_id)


@router.get("/{camp_id}/preview", operation_id="previewAdminCamp")
async def preview_camp(
    listings: AdminListings, session: SessionDep, camp_id: PathId, lang: Language = "en"
) -> list[CampCard]:
    """The camp's cards as travellers will see them once it is live (drafts included), before approving it."""
    camp = await listings.get_camp(camp_id)
    return await CatalogueService(session).preview(camp.id, lang)


@router.get("/{camp_id}/preview/packages/{package_id}", operation_id="previewAdminCampPackage")
async def preview_package(
    listings: AdminListings, session: SessionDep, camp_id: PathId, package_id: PathId, lang: Language = "en"
) -> PackageDetail:
    """One of the camp's packages (a draft included) as its page will show it once the camp is live."""
    camp = await listings.get_camp(camp_id)
    return await CatalogueService(session).preview_package(camp.id, package_id, lang)


@router.post("/{camp_id}/approve", operation_id="approveAdminCamp")
async def approve_camp(listings: AdminListings, camp_id: PathId) -> AdminCampRead:
    """A pending camp goes live with its draft packages; it needs a package and a photo."""
    return await _read(listings, await listings.approve_camp(camp_id))

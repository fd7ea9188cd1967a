"""The back office's packages: thin routes over the listings domain (`ListingService`, admin rules)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response, status

from app.auth.access import AdminAccess
from app.kit.response_cache import ChangesPublicReads
from app.kit.schema import ROW_ID_MAX, PathId
from app.listings.dependencies import AdminListings
from app.listings.schemas import AdminPackageCreate, AdminPackageRead, AdminPackageUpdate
from app.listings.service import ListingService
from app.models import CampPackage

router = APIRouter(
    prefix="/api/v1/admin/packages", tags=["admin-packages"], dependencies=[AdminAccess, ChangesPublicReads]
)
CampFilter = Annotated[int | None, Query(alias="campId", ge=1, le=ROW_ID_MAX)]


async def _read(listings: ListingService, package: CampPackage) -> AdminPackageRead:
    camp = await listings.camp_of(package)
    return AdminPackageRead.of(package, camp.name, camp.location_key)


@router.get("", operation_id="listAdminPackages")
async def list_packages(listings: AdminListings, camp_id: CampFilter = None) -> list[AdminPackageRead]:
    return [AdminPackageRead.of(*row) for row in await listings.list_packages(camp_id)]


@router.post("", status_code=status.HTTP_201_CREATED, operation_id="createAdminPackage")
async def create_package(listings: AdminListings, body: AdminPackageCreate) -> AdminPackageRead:
    return await _read(listings, await listings.create_package(body))


@router.get("/{package_id}", operation_id="getAdminPackage")
async def get_package(listings: AdminListings, package_id: PathId) -> AdminPackageRead:
    return await _read(listings, await listings.get_package(package_id))


@router.patch("/{package_id}", operation_id="updateAdminPackage")
async def update_package(listings: AdminListings, package_id: PathId, body: AdminPackageUpdate) -> AdminPackageRead:
    return await _read(listings, await listings.update_package(package_id, body))


@router.delete("/{package_id}", status_code=status.HTTP_204_NO_CONTENT, operation_id="deleteAdminPackage")
async def delete_package(listings: AdminListings, package_id: PathId) -> Response:
    await listings.delete_package(package_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)

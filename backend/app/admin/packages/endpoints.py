from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, Query, Response, status

from app.admin.packages.schemas import AdminPackageCreate, AdminPackageRead, AdminPackageUpdate
from app.admin.packages.service import AdminPackageService
from app.auth.access import ActiveAdmin
from app.db import SessionDep
from app.kit.response_cache import ChangesPublicReads
from app.kit.schema import ROW_ID_MAX, PathId
from app.media.endpoints import StorageDep
from app.media.service import remove_files_later

router = APIRouter(prefix="/api/v1/admin/packages", tags=["admin-packages"], dependencies=[ChangesPublicReads])


@router.get("", operation_id="listAdminPackages")
async def list_packages(
    principal: ActiveAdmin,
    session: SessionDep,
    storage: StorageDep,
    camp_id: Annotated[int | None, Query(alias="campId", ge=1, le=ROW_ID_MAX)] = None,
) -> list[AdminPackageRead]:
    return await AdminPackageService(session, storage).all_packages(camp_id)


@router.post("", status_code=status.HTTP_201_CREATED, operation_id="createAdminPackage")
async def create_package(
    principal: ActiveAdmin, session: SessionDep, storage: StorageDep, body: AdminPackageCreate
) -> AdminPackageRead:
    service = AdminPackageService(session, storage)
    return await service.read(await service.create(principal, body))


@router.get("/{package_id}", operation_id="getAdminPackage")
async def get_package(
    principal: ActiveAdmin, session: SessionDep, storage: StorageDep, package_id: PathId
) -> AdminPackageRead:
    service = AdminPackageService(session, storage)
    return await service.read(await service.get(package_id))


@router.patch("/{package_id}", operation_id="updateAdminPackage")
async def update_package(
    principal: ActiveAdmin,
    session: SessionDep,
    storage: StorageDep,
    background: BackgroundTasks,
    package_id: PathId,
    body: AdminPackageUpdate,
) -> AdminPackageRead:
    service = AdminPackageService(session, storage)
    package, released = await service.update(principal, package_id, body)
    remove_files_later(background, storage, released)
    return await service.read(package)


@router.delete("/{package_id}", status_code=status.HTTP_204_NO_CONTENT, operation_id="deleteAdminPackage")
async def delete_package(
    principal: ActiveAdmin, session: SessionDep, storage: StorageDep, background: BackgroundTasks, package_id: PathId
) -> Response:
    released = await AdminPackageService(session, storage).delete(principal, package_id)
    remove_files_later(background, storage, released)
    return Response(status_code=status.HTTP_204_NO_CONTENT)

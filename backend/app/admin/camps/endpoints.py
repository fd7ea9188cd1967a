from __future__ import annotations

from fastapi import APIRouter, BackgroundTasks, status

from app.admin.camps.schemas import AdminCampCreate, AdminCampRead, AdminCampUpdate, CampDeleted
from app.admin.camps.service import AdminCampService
from app.auth.access import ActiveAdmin
from app.db import SessionDep
from app.kit.response_cache import ChangesPublicReads
from app.kit.schema import PathId
from app.media.endpoints import StorageDep
from app.media.service import remove_files_later

router = APIRouter(prefix="/api/v1/admin/camps", tags=["admin-camps"], dependencies=[ChangesPublicReads])


@router.get("", operation_id="listAdminCamps")
async def list_camps(principal: ActiveAdmin, session: SessionDep, storage: StorageDep) -> list[AdminCampRead]:
    return await AdminCampService(session, storage).all_camps()


@router.post("", status_code=status.HTTP_201_CREATED, operation_id="createAdminCamp")
async def create_camp(
    principal: ActiveAdmin, session: SessionDep, storage: StorageDep, body: AdminCampCreate
) -> AdminCampRead:
    service = AdminCampService(session, storage)
    return await service.read(await service.create(principal, body))


@router.get("/{camp_id}", operation_id="getAdminCamp")
async def get_camp(principal: ActiveAdmin, session: SessionDep, storage: StorageDep, camp_id: PathId) -> AdminCampRead:
    service = AdminCampService(session, storage)
    return await service.read(await service.get(camp_id))


@router.patch("/{camp_id}", operation_id="updateAdminCamp")
async def update_camp(
    principal: ActiveAdmin,
    session: SessionDep,
    storage: StorageDep,
    background: BackgroundTasks,
    camp_id: PathId,
    body: AdminCampUpdate,
) -> AdminCampRead:
    service = AdminCampService(session, storage)
    camp, released = await service.update(principal, camp_id, body)
    remove_files_later(background, storage, released)
    return await service.read(camp)


@router.delete("/{camp_id}", operation_id="deleteAdminCamp")
async def delete_camp(
    principal: ActiveAdmin, session: SessionDep, storage: StorageDep, background: BackgroundTasks, camp_id: PathId
) -> CampDeleted:
    deleted, released = await AdminCampService(session, storage).delete(principal, camp_id)
    remove_files_later(background, storage, released)
    return deleted

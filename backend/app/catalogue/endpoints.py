from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import Response

from app.auth.access import PublicAccess
from app.catalogue.schemas import CampListQuery, CampPage, FeaturedList, PackageDetail
from app.catalogue.service import CatalogueService
from app.db import ReadSessionDep
from app.kit.http_cache import cached_json
from app.kit.languages import Language

router = APIRouter(prefix="/api/v1", tags=["catalogue"], dependencies=[PublicAccess])


@router.get("/camps", operation_id="listCamps", response_model=CampPage)
async def list_camps(request: Request, session: ReadSessionDep, query: Annotated[CampListQuery, Query()]) -> Response:
    return cached_json(request, await CatalogueService(session).list_camps(query))


@router.get("/camps/featured", operation_id="listFeaturedCamps", response_model=FeaturedList)
async def featured_camps(request: Request, session: ReadSessionDep, lang: Language = "en") -> Response:
    return cached_json(request, await CatalogueService(session).featured(lang))


@router.get("/packages/{package_ref}", operation_id="getPackage", response_model=PackageDetail)
async def get_package(
    request: Request,
    session: ReadSessionDep,
    package_ref: Annotated[str, Path(min_length=1, max_length=200, description="id or slug")],
    lang: Language = "en",
) -> Response:
    return cached_json(request, await CatalogueService(session).package(package_ref, lang))

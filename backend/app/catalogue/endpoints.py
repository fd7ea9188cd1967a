from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import Response

from app.auth.access import PublicAccess
from app.catalogue.schemas import CampListQuery, CampPage, CatalogueFacets, FeaturedList, PackageDetail
from app.catalogue.service import CatalogueService
from app.db import read_session
from app.kit.http_cache import cached_json
from app.kit.languages import Language

router = APIRouter(prefix="/api/v1", tags=["catalogue"], dependencies=[PublicAccess])
# Each read opens its own session (app/db.py `read_session`): these are the site's hottest reads.


@router.get("/camps", operation_id="listCamps", response_model=CampPage)
async def list_camps(request: Request, query: Annotated[CampListQuery, Query()]) -> Response:
    async with read_session() as session:
        return cached_json(request, await CatalogueService(session).list_camps_json(query))


@router.get("/camps/featured", operation_id="listFeaturedCamps", response_model=FeaturedList)
async def featured_camps(request: Request, lang: Language = "en") -> Response:
    async with read_session() as session:
        return cached_json(request, await CatalogueService(session).featured(lang))


@router.get("/camps/facets", operation_id="getCatalogueFacets", response_model=CatalogueFacets)
async def catalogue_facets(request: Request) -> Response:
    """The choices the camp list's filters offer: lengths, price ranges, towns, kinds and levels on sale."""
    async with read_session() as session:
        return cached_json(request, await CatalogueService(session).facets())


@router.get("/packages/{package_ref}", operation_id="getPackage", response_model=PackageDetail)
async def get_package(
    request: Request,
    package_ref: Annotated[str, Path(min_length=1, max_length=200, description="id or slug")],
    lang: Language = "en",
) -> Response:
    async with read_session() as session:
        return cached_json(request, await CatalogueService(session).package(package_ref, lang))

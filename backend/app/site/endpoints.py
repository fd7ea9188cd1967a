from __future__ import annotations

from fastapi import APIRouter, Response
from sqlalchemy import text

from app.auth.access import PublicAccess
from app.config import get_settings
from app.db import SessionDep
from app.site.schemas import Health, SiteConfig
from app.site.service import site_config

router = APIRouter(prefix="/api/v1", tags=["site"], dependencies=[PublicAccess])


@router.get("/health", operation_id="getHealth", responses={503: {"description": "Database unreachable"}})
async def health(session: SessionDep, response: Response) -> Health:
    await session.execute(text("SELECT 1"))
    response.headers["Cache-Control"] = "no-store"
    return Health(status="ok", database="ok")


@router.get("/site-config", operation_id="getSiteConfig")
async def get_site_config(response: Response) -> SiteConfig:
    response.headers["Cache-Control"] = "public, max-age=300"
    return site_config(get_settings())

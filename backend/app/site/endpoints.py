from __future__ import annotations

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from sqlalchemy import text

from app.auth.access import PublicAccess
from app.config import get_settings
from app.db import SessionDep
from app.site.readiness import readiness
from app.site.schemas import Health, SiteConfig
from app.site.service import site_config

router = APIRouter(prefix="/api/v1", tags=["site"], dependencies=[PublicAccess])


@router.get("/health", operation_id="getHealth", responses={503: {"description": "Database unreachable"}})
async def health(session: SessionDep, response: Response) -> Health:
    await session.execute(text("SELECT 1"))
    response.headers["Cache-Control"] = "no-store"
    return Health(status="ok", database="ok")


@router.get("/health/ready", operation_id="getReadiness", include_in_schema=False)
async def ready(request: Request) -> JSONResponse:
    """200 when every part this node needs answers in time, else 503 with the reasons (app/site/readiness.py)."""
    checks = await readiness(get_settings(), getattr(request.app.state, "page_renderer", None))
    ok = all(check.ok for check in checks.values())
    body = {
        "status": "ready" if ok else "not_ready",
        "checks": {name: {"ok": check.ok, "detail": check.detail} for name, check in checks.items()},
    }
    return JSONResponse(body, status_code=200 if ok else 503, headers={"Cache-Control": "no-store"})


@router.get("/site-config", operation_id="getSiteConfig")
async def get_site_config(response: Response) -> SiteConfig:
    response.headers["Cache-Control"] = "public, max-age=300"
    return site_config(get_settings())

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from app.auth.access import PublicAccess
from app.content.schemas import ContentList, ContentQuery
from app.content.service import ContentService
from app.db import SessionDep
from app.kit.http_cache import cached_json

router = APIRouter(prefix="/api/v1", tags=["content"], dependencies=[PublicAccess])


@router.get("/content", operation_id="getContent", response_model=ContentList)
async def get_content(request: Request, session: SessionDep, query: Annotated[ContentQuery, Query()]) -> Response:
    return cached_json(request, await ContentService(session).section(query.section, query.lang), max_age=300)

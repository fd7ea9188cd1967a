from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import Response

from app.auth.access import PublicAccess
from app.blog.schemas import BlogPostList, BlogPostRead
from app.blog.service import BlogService
from app.db import SessionDep
from app.kit.http_cache import cached_json
from app.kit.languages import Language

router = APIRouter(prefix="/api/v1/blog", tags=["blog"], dependencies=[PublicAccess])


@router.get("", operation_id="listBlogPosts", response_model=BlogPostList)
async def list_posts(
    request: Request,
    session: SessionDep,
    category: Annotated[str | None, Query(max_length=50, pattern=r"^[a-z-]+$")] = None,
    lang: Language = "en",
) -> Response:
    return cached_json(request, await BlogService(session).list_posts(category, lang), max_age=300)


@router.get("/{slug}", operation_id="getBlogPost", response_model=BlogPostRead)
async def get_post(
    request: Request,
    session: SessionDep,
    slug: Annotated[str, Path(max_length=200)],
    lang: Language = "en",
) -> Response:
    return cached_json(request, await BlogService(session).get_post(slug, lang), max_age=300)

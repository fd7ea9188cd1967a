"""Blog posts (seeded content) in the visitor's language, newest first."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.blog.schemas import BlogPostCard, BlogPostList, BlogPostRead
from app.errors import NotFound
from app.kit.ids import row_id_in
from app.models import BlogPost


class PostNotFound(NotFound):
    code = "post_not_found"
    detail = "This article could not be found."


def post_text(post: BlogPost, field: str, lang: str) -> str:
    """The post's text in `lang` when the seed translated it, else the English original."""
    if lang != "en":
        value = (post.translations or {}).get(lang, {}).get(field)
        if value:
            return str(value)
    return str(getattr(post, field))


def _card(post: BlogPost, lang: str) -> dict[str, object]:
    return {
        "id": post.id,
        "slug": post.slug,
        "title": post_text(post, "title", lang),
        "excerpt": post_text(post, "excerpt", lang),
        "image": post.image_url,
        "category": post.category,
        "author": post.author,
        "read_time_minutes": post.read_time_minutes,
        "published_at": post.published_at,
    }


class BlogService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_posts(self, category: str | None, lang: str) -> BlogPostList:
        stmt = select(BlogPost).order_by(BlogPost.published_at.desc(), BlogPost.id.desc())
        if category:
            stmt = stmt.where(BlogPost.category == category)
        posts = (await self.session.scalars(stmt)).all()
        return BlogPostList(items=[BlogPostCard.model_validate(_card(p, lang)) for p in posts])

    async def get_post(self, slug: str, lang: str) -> BlogPostRead:
        row_id = row_id_in(slug)
        stmt = select(BlogPost).where((BlogPost.id == row_id) if row_id is not None else (BlogPost.slug == slug))
        post = await self.session.scalar(stmt)
        if post is None:
            raise PostNotFound()
        return BlogPostRead.model_validate({**_card(post, lang), "body": post_text(post, "body", lang)})

from __future__ import annotations

from datetime import datetime

from app.kit.schema import ApiModel


class BlogPostCard(ApiModel):
    id: int
    slug: str
    title: str
    excerpt: str
    image: str | None
    category: str
    author: str
    read_time_minutes: int
    published_at: datetime


class BlogPostList(ApiModel):
    items: list[BlogPostCard]


class BlogPostRead(BlogPostCard):
    body: str

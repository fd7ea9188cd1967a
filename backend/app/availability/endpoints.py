"""Availability routes: the public start dates and calendar feeds, and the owner's and back office's
calendar, settings, imported and exported calendars: the same service under each role's policy.

No `from __future__ import annotations` here: the role routes' principal type is local to
`_role_router`, and FastAPI must see it as an object, not a string it cannot resolve."""

from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query, Request, Response, status

from app.auth.access import Principal, PublicAccess, active_admin, camp_owner, client_ip
from app.availability import feeds as feed_service
from app.availability.ical_export import export_calendar
from app.availability.schemas import (
    AdminFeedCreate,
    DaysChange,
    ExportLinksRead,
    FeedCreate,
    FeedRead,
    OwnerCalendarRead,
    PackageAvailabilityRead,
    PackageAvailabilitySettings,
    WaitlistConfirmed,
    WaitlistCreate,
    WaitlistCreated,
    WaitlistToken,
)
from app.availability.service import AvailabilityService
from app.availability.waitlist import confirm_waitlist, join_waitlist, stop_waitlist
from app.bookings.pricing import MAX_PEOPLE
from app.db import SessionDep
from app.kit.dates import CalendarDate
from app.kit.response_cache import ChangesPublicReads, KeepsPublicReads
from app.kit.schema import ROW_ID_MAX, PathId

public = APIRouter(prefix="/api/v1", tags=["availability"], dependencies=[PublicAccess])

From = Annotated[CalendarDate, Query(alias="from")]
To = Annotated[CalendarDate, Query(alias="to")]


def no_camp() -> int | None:
    """An owner's requests are about their own camp: no camp to name."""
    return None


def named_camp(camp_id: Annotated[int, Query(alias="campId", ge=1, le=ROW_ID_MAX)]) -> int | None:
    """The back office names the camp it works on."""
    return camp_id


@public.get(
    "/availability/packages/{package_id}", operation_id="getPackageAvailability", dependencies=[KeepsPublicReads]
)
async def package_availability(
    package_id: PathId,
    session: SessionDep,
    first: From,
    last: To,
    days: Annotated[int | None, Query(ge=1, le=31)] = None,
    people: Annotated[int, Query(ge=1, le=MAX_PEOPLE)] = 1,
) -> PackageAvailabilityRead:
    return await AvailabilityService(session).starts(package_id, first, last, days, people)


@public.post(
    "/availability/waitlist",
    status_code=status.HTTP_201_CREATED,
    operation_id="joinWaitlist",
    dependencies=[KeepsPublicReads],
)
async def waitlist(body: WaitlistCreate, request: Request, session: SessionDep) -> WaitlistCreated:
    """Sign up for a full stay: one e-mail asks the address to confirm; nothing more is sent without it."""
    await join_waitlist(session, body, client_ip(request))
    return WaitlistCreated()


@public.post("/availability/waitlist/confirm", operation_id="confirmWaitlist", dependencies=[KeepsPublicReads])
async def waitlist_confirm(body: WaitlistToken, session: SessionDep) -> WaitlistConfirmed:
    """The link of the confirmation e-mail: from now on the address is told when places free up."""
    return await confirm_waitlist(session, body.token)


@public.post(
    "/availability/waitlist/stop",
    status_code=status.HTTP_204_NO_CONTENT,
    operation_id="stopWaitlist",
    dependencies=[KeepsPublicReads],
)
async def waitlist_stop(body: WaitlistToken, session: SessionDep) -> None:
    """The stop link of the waitlist e-mails: the address waits for nothing any more."""
    await stop_waitlist(session, body.token)


@public.get(
    "/calendars/{token}.ics",
    operation_id="getCalendarFeed",
    response_class=Response,
    responses={200: {"content": {"text/calendar": {}}}},
    dependencies=[KeepsPublicReads],
)
async def calendar_feed(
    token: Annotated[str, Path(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")], session: SessionDep
) -> Response:
    body = await export_calendar(session, token)
    return Response(body, media_type="text/calendar; charset=utf-8", headers={"Cache-Control": "private, max-age=300"})


def _role_router(
    prefix: str,
    tag: str,
    role: Callable[..., Any],
    ids: str,
    camp: Callable[..., int | None],
    new_feed: type[FeedCreate],
) -> APIRouter:
    """The same routes for the owner (their camp) and the back office (any camp, named), named apart."""
    Who = Annotated[Principal, Depends(role)]
    CampFilter = Annotated[int | None, Depends(camp)]
    router = APIRouter(prefix=prefix, tags=[tag], dependencies=[Depends(role), ChangesPublicReads])

    @router.get("/packages/{package_id}/calendar", operation_id=f"get{ids}Calendar")
    async def calendar(
        package_id: PathId, principal: Who, session: SessionDep, first: From, last: To
    ) -> OwnerCalendarRead:
        return await AvailabilityService(session).calendar(principal, package_id, first, last)

    @router.put("/packages/{package_id}/days", status_code=status.HTTP_204_NO_CONTENT, operation_id=f"change{ids}Days")
    async def change_days(package_id: PathId, body: DaysChange, principal: Who, session: SessionDep) -> Response:
        await AvailabilityService(session).change_days(principal, package_id, body)
        return Response(status_code=status.HTTP_204_NO_CONTENT)

    @router.put("/packages/{package_id}/settings", operation_id=f"update{ids}AvailabilitySettings")
    async def update_settings(
        package_id: PathId, body: PackageAvailabilitySettings, principal: Who, session: SessionDep
    ) -> PackageAvailabilitySettings:
        return await AvailabilityService(session).update_settings(principal, package_id, body)

    @router.get("/feeds", operation_id=f"list{ids}CalendarFeeds")
    async def list_feeds(principal: Who, session: SessionDep, camp_id: CampFilter) -> list[FeedRead]:
        return [FeedRead.of(f) for f in await feed_service.list_feeds(session, principal, camp_id)]

    @router.post("/feeds", status_code=status.HTTP_201_CREATED, operation_id=f"add{ids}CalendarFeed")
    async def add_feed(body: new_feed, principal: Who, session: SessionDep) -> FeedRead:  # type: ignore[valid-type]
        return FeedRead.of(await feed_service.add_feed(session, principal, body))

    @router.post("/feeds/{feed_id}/refresh", operation_id=f"refresh{ids}CalendarFeed")
    async def refresh_feed(feed_id: PathId, principal: Who, session: SessionDep) -> FeedRead:
        return FeedRead.of(await feed_service.refresh_feed(session, principal, feed_id))

    @router.delete("/feeds/{feed_id}", status_code=status.HTTP_204_NO_CONTENT, operation_id=f"delete{ids}CalendarFeed")
    async def delete_feed(feed_id: PathId, principal: Who, session: SessionDep) -> Response:
        await feed_service.delete_feed(session, principal, feed_id)
        return Response(status_code=status.HTTP_204_NO_CONTENT)

    @router.get("/export", operation_id=f"get{ids}CalendarExport")
    async def export_links(principal: Who, session: SessionDep, camp_id: CampFilter) -> ExportLinksRead:
        return await feed_service.export_links(session, principal, camp_id, regenerate=False)

    @router.post("/export/regenerate", operation_id=f"regenerate{ids}CalendarExport")
    async def regenerate(principal: Who, session: SessionDep, camp_id: CampFilter) -> ExportLinksRead:
        return await feed_service.export_links(session, principal, camp_id, regenerate=True)

    return router


owner = _role_router("/api/v1/owner/availability", "owner", camp_owner, "Owner", no_camp, FeedCreate)
admin = _role_router(
    "/api/v1/admin/availability", "admin-availability", active_admin, "Admin", named_camp, AdminFeedCreate
)

"""Camp submissions: review (pending -> approved/rejected, with notes and the time) and publish
(approved -> published: the camp and its packages are created from the submission)."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.submissions.repository import SubmissionRepository
from app.admin.submissions.schemas import SubmissionCounts, SubmissionList, SubmissionRead, SubmissionReview
from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.db import begin_write
from app.errors import Conflict, NotFound
from app.listings.service import ListingService, display_location
from app.media.storage import Storage
from app.models import CampPackage, CampSubmission, SurfCamp
from app.models.base import utcnow

LOCATIONS = ("taghazout", "tamraght", "imsouane", "agadir")


class SubmissionNotFound(NotFound):
    code = "submission_not_found"
    detail = "Camp submission not found"


class SubmissionNotPending(Conflict):
    code = "submission_not_pending"
    detail = "Only pending submissions can be approved or rejected."


class SubmissionNotApproved(Conflict):
    code = "submission_not_approved"
    detail = "Only approved submissions can be published."


def _price(value: object) -> Decimal:
    try:
        price = Decimal(str(value)).quantize(Decimal("0.01"))
    except (InvalidOperation, ValueError):
        return Decimal("0.00")
    return price if Decimal("0") <= price <= Decimal("100000") else Decimal("0.00")


def _days(value: object) -> int:
    try:
        days = int(str(value))
    except ValueError:
        return 7
    return days if 1 <= days <= 60 else 7


class SubmissionService:
    def __init__(self, session: AsyncSession, storage: Storage) -> None:
        self.session = session
        self.storage = storage
        self.repo = SubmissionRepository(session)

    async def overview(self) -> SubmissionList:
        counts = await self.repo.counts()
        return SubmissionList(
            counts=SubmissionCounts(
                pending=counts.get("pending", 0),
                approved=counts.get("approved", 0),
                rejected=counts.get("rejected", 0),
                published=counts.get("published", 0),
            ),
            items=[SubmissionRead.model_validate(s) for s in await self.repo.all()],
        )

    async def get(self, submission_id: int) -> CampSubmission:
        submission = await self.repo.get(submission_id)
        if submission is None:
            raise SubmissionNotFound()
        return submission

    async def _move(
        self, submission: CampSubmission, expected: str, values: dict[str, object], lost: type[Conflict]
    ) -> None:
        await begin_write(self.session)
        if not await self.repo.move(submission.id, expected, values):
            raise lost()
        await self.session.refresh(submission)

    async def review(self, principal: Principal, submission_id: int, data: SubmissionReview) -> CampSubmission:
        submission = await self.get(submission_id)
        if submission.status != "pending":
            raise SubmissionNotPending()
        before = snapshot(submission)
        decided: dict[str, object] = {
            "status": data.decision,
            "admin_notes": data.admin_notes,
            "reviewed_at": utcnow(),
            "reviewed_by_user_id": principal.user.id,
        }
        await self._move(submission, "pending", decided, SubmissionNotPending)
        AuditTrail(self.session, principal).record(
            f"submission.{'approve' if data.decision == 'approved' else 'reject'}",
            "submission",
            submission.id,
            before,
            snapshot(submission),
        )
        return submission

    async def publish(self, principal: Principal, submission_id: int) -> CampSubmission:
        """Create the camp (active) and its packages (active) from an approved submission."""
        submission = await self.get(submission_id)
        if submission.status != "approved":
            raise SubmissionNotApproved()
        before = snapshot(submission)
        # Claimed first: a second publish of the same submission finds it published and creates nothing.
        await self._move(submission, "approved", {"status": "published"}, SubmissionNotApproved)
        listings = ListingService(self.session, principal, self.storage)
        location_key = submission.camp_location if submission.camp_location in LOCATIONS else "taghazout"
        description = submission.camp_description
        camp = await listings.add_camp(
            SurfCamp(
                name=submission.camp_name,
                description=description,
                short_description=(description or "")[:200] or None,
                location=display_location(location_key),
                location_key=location_key,
                phone=submission.camp_phone,
                email=submission.camp_email,
                website=submission.camp_website,
                amenities=[],
                status="active",
                featured=False,
                translations={},
            )
        )
        for item in SubmissionRead.model_validate(submission).packages:
            if not item.title.strip():
                continue
            await listings.add_package(
                CampPackage(
                    camp_id=camp.id,
                    name=item.title[:200],
                    description=item.description,
                    short_description=(item.description or "")[:200] or None,
                    price=_price(item.price),
                    currency="EUR",
                    duration_days=_days(item.duration_days),
                    difficulty_level="all_levels",
                    included_features=[i.strip() for i in item.inclusions if i and i.strip()][:30],
                    gallery_images=[],
                    status="active",
                    featured=False,
                    translations={},
                )
            )
        submission.published_camp_id = camp.id
        await self.session.flush()
        AuditTrail(self.session, principal).record(
            "submission.publish", "submission", submission.id, before, snapshot(submission)
        )
        return submission

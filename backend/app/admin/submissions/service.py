"""Camp submissions: review (pending -> approved/rejected, with notes and the time; the applicant is
e-mailed the decision, and the reason of a rejection) and publish (approved -> published: the camp
and its packages are created from the submission as drafts, on the plan the applicant chose, and the
applicant is invited as the camp's owner to choose a password, or their own account, if they registered,
gets it; the camp goes live when the team approves it with packages and a photo, app/admin/camps)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal, InvalidOperation

from sqlalchemy.ext.asyncio import AsyncSession

from app.admin.submissions.repository import SubmissionRepository
from app.admin.submissions.schemas import (
    SubmissionCounts,
    SubmissionList,
    SubmissionPackage,
    SubmissionRead,
    SubmissionReview,
)
from app.audit.service import AuditTrail, snapshot
from app.auth.access import Principal
from app.auth.repository import UserRepository
from app.auth.service import issue_email_token
from app.config import get_settings
from app.db import add_unique, begin_write
from app.errors import Conflict, NotFound, ValidationFailed
from app.listings.prices import refuse
from app.listings.service import ListingService, stored_location
from app.media.storage import Storage
from app.models import AdminUser, CampPackage, CampSubmission, SurfCamp, User
from app.models.base import utcnow
from app.notifications import admin_mail, partner_mail
from app.notifications.outbox import queue_email
from app.statements.plans import configured_plans
from app.statements.service import StatementService

# An invited owner has no password until they choose one from the invitation: no password matches this.
NO_PASSWORD = "!invited"  # noqa: S105 (not a password: a value no argon2 hash ever has)

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


class ApplicantHasAccount(Conflict):
    code = "applicant_has_account"
    detail = (
        "The applicant's e-mail address belongs to an account that already runs a live camp or the back office. "
        "An account runs one camp: ask the applicant for another address."
    )


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
        """Approve or reject a pending submission and e-mail the applicant in their language."""
        submission = await self.get(submission_id)
        if submission.status != "pending":
            raise SubmissionNotPending()
        rejected = data.decision == "rejected"
        if rejected and not data.reason:
            raise ValidationFailed("Say why the application is not accepted.", fields={"reason": "required"})
        before = snapshot(submission)
        decided: dict[str, object] = {
            "status": data.decision,
            "admin_notes": data.admin_notes,
            "rejection_reason": data.reason if rejected else None,
            "reviewed_at": utcnow(),
            "reviewed_by_user_id": principal.user.id,
        }
        await self._move(submission, "pending", decided, SubmissionNotPending)
        AuditTrail(self.session, principal).record(
            "submission.reject" if rejected else "submission.approve",
            "submission",
            submission.id,
            before,
            snapshot(submission),
        )
        mail = (
            partner_mail.submission_rejected(submission, data.reason or "")
            if rejected
            else partner_mail.submission_approved(submission)
        )
        queue_email(self.session, submission.owner_email, mail)
        return submission

    async def publish(
        self, principal: Principal, submission_id: int, *, confirm_low_price: bool = False
    ) -> CampSubmission:
        """Create the camp (pending) and its packages (draft) from an approved submission, on the plan the
        applicant chose, and give it to the applicant.

        An applicant without an account is invited as the camp's owner. One who registered as an owner
        already keeps their account: the camp they registered, while it is not live yet, is the one the
        application fills (its packages, plan and any contact detail it lacks), or a new camp is theirs if
        they have none; publishing is the team's acceptance, so the account is active from then on. An
        applicant whose account runs a live camp or the back office is refused (409): an account runs one camp.
        """
        submission = await self.get(submission_id)
        if submission.status != "approved":
            raise SubmissionNotApproved()
        packages = SubmissionRead.model_validate(submission).packages
        if not confirm_low_price and (low := [i for i, p in enumerate(packages) if p.price_looks_low]):
            refuse([f"packages.{i}.price" for i in low])
        before = snapshot(submission)
        # Claimed first: a second publish of the same submission finds it published and creates nothing.
        await self._move(submission, "approved", {"status": "published"}, SubmissionNotApproved)
        account = await UserRepository(self.session).get_by_email(submission.owner_email)
        profile = account.profile if account is not None else None
        registered = await self._registered_camp(profile)
        listings = ListingService(self.session, principal, self.storage)
        camp = registered or await listings.add_camp(self._camp_of(submission))
        if registered is not None:
            self._fill(registered, submission)
        for item in packages:
            if item.title.strip():
                await listings.add_package(self._package_of(submission, camp, item))
        terms = configured_plans().get(submission.plan or "")
        if terms is not None:
            await StatementService(self.session).switch_plan(principal, camp, terms, new_camp=registered is None)
        submission.published_camp_id = camp.id
        await self.session.flush()
        audit = AuditTrail(self.session, principal)
        audit.record("submission.publish", "submission", submission.id, before, snapshot(submission))
        if account is None:
            await self._invite_owner(submission, camp, audit)
        else:
            await self._hand_over(account, camp, audit)
        return submission

    async def _registered_camp(self, profile: AdminUser | None) -> SurfCamp | None:
        """The camp an applicant's owner account registered, if it is not live yet; 409 if the account runs
        a live camp or is the back office's (the transaction, the claim with it, is rolled back)."""
        if profile is None:
            return None
        if profile.role != "camp_owner":
            raise ApplicantHasAccount()
        camp = await self.session.get(SurfCamp, profile.assigned_camp_id) if profile.assigned_camp_id else None
        if camp is not None and camp.status != "pending":
            raise ApplicantHasAccount()
        return camp

    @staticmethod
    def _camp_of(submission: CampSubmission) -> SurfCamp:
        location_key = submission.camp_location if submission.camp_location in LOCATIONS else "taghazout"
        description = submission.camp_description
        return SurfCamp(
            name=submission.camp_name,
            description=description,
            short_description=(description or "")[:200] or None,
            location=stored_location(location_key),
            location_key=location_key,
            phone=submission.camp_phone,
            email=submission.camp_email,
            website=submission.camp_website,
            amenities=[],
            # Not public until the team approves it with packages and a photo (app/admin/camps).
            status="pending",
            featured=False,
            # Written in the language of the application; the owner and the team translate it.
            source_language=submission.language,
            translations={},
        )

    @staticmethod
    def _fill(camp: SurfCamp, submission: CampSubmission) -> None:
        """The registered camp keeps its name and texts (the owner's own words); the application adds the
        contact details it lacks."""
        camp.phone = camp.phone or submission.camp_phone
        camp.email = camp.email or submission.camp_email
        camp.website = camp.website or submission.camp_website

    @staticmethod
    def _package_of(submission: CampSubmission, camp: SurfCamp, item: SubmissionPackage) -> CampPackage:
        return CampPackage(
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
            status="draft",
            featured=False,
            # In the application's language, like the camp it was applied for.
            source_language=submission.language,
            translations={},
        )

    async def _hand_over(self, user: User, camp: SurfCamp, audit: AuditTrail) -> None:
        """The applicant's existing account owns the camp and is active; told in their language if it was not."""
        profile = user.profile
        if profile is None:
            profile = AdminUser(user_id=user.id, email=user.email, full_name=user.full_name, role="camp_owner")
            self.session.add(profile)
            before = None
        else:
            before = snapshot(profile)
        was_active = before is not None and profile.is_active
        profile.assigned_camp_id = camp.id
        profile.is_active = True
        profile.rejected_at = None
        profile.rejection_reason = None
        await self.session.flush()
        audit.record("user.approve", "user", profile.id, before, snapshot(profile))
        if not was_active:
            queue_email(self.session, user.email, admin_mail.owner_approved(user.language, user.full_name, camp))

    async def _invite_owner(self, submission: CampSubmission, camp: SurfCamp, audit: AuditTrail) -> None:
        """The applicant's account, owner of the new camp, active (the team accepted them) but without a
        password: the invitation's link lets them choose one and confirms their address."""
        email = submission.owner_email.lower()
        user = User(
            email=email, full_name=submission.owner_name, language=submission.language, password_hash=NO_PASSWORD
        )
        if not await add_unique(self.session, user, "email"):  # an account of this address was made after the check
            raise ApplicantHasAccount()
        profile = AdminUser(
            user_id=user.id,
            email=email,
            full_name=submission.owner_name,
            role="camp_owner",
            assigned_camp_id=camp.id,
            is_active=True,
        )
        self.session.add(profile)
        await self.session.flush()
        audit.record("user.invite", "user", profile.id, None, snapshot(profile))
        lifetime = timedelta(days=get_settings().owner_invitation_days)
        token = await issue_email_token(self.session, user, "invite", lifetime)
        queue_email(self.session, email, partner_mail.owner_invitation(submission, token))

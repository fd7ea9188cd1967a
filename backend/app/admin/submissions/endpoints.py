from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body

from app.admin.submissions.schemas import SubmissionList, SubmissionPublish, SubmissionRead, SubmissionReview
from app.admin.submissions.service import SubmissionService
from app.auth.access import ActiveAdmin, AdminAccess
from app.db import SessionDep
from app.kit.response_cache import ChangesPublicReads, KeepsPublicReads
from app.kit.schema import PathId
from app.media.storage import StorageDep

router = APIRouter(prefix="/api/v1/admin/submissions", tags=["admin-submissions"], dependencies=[AdminAccess])


@router.get("", operation_id="listAdminSubmissions")
async def list_submissions(session: SessionDep, storage: StorageDep) -> SubmissionList:
    return await SubmissionService(session, storage).overview()


@router.get("/{submission_id}", operation_id="getAdminSubmission")
async def get_submission(session: SessionDep, storage: StorageDep, submission_id: PathId) -> SubmissionRead:
    return SubmissionRead.model_validate(await SubmissionService(session, storage).get(submission_id))


@router.post("/{submission_id}/review", operation_id="reviewAdminSubmission", dependencies=[KeepsPublicReads])
async def review_submission(
    principal: ActiveAdmin, session: SessionDep, storage: StorageDep, submission_id: PathId, body: SubmissionReview
) -> SubmissionRead:
    submission = await SubmissionService(session, storage).review(principal, submission_id, body)
    return SubmissionRead.model_validate(submission)


@router.post("/{submission_id}/publish", operation_id="publishAdminSubmission", dependencies=[ChangesPublicReads])
async def publish_submission(
    principal: ActiveAdmin,
    session: SessionDep,
    storage: StorageDep,
    submission_id: PathId,
    body: Annotated[SubmissionPublish | None, Body()] = None,
) -> SubmissionRead:
    confirmed = body is not None and body.confirm_low_price
    submission = await SubmissionService(session, storage).publish(
        principal, submission_id, confirm_low_price=confirmed
    )
    return SubmissionRead.model_validate(submission)

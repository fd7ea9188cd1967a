"""Listing routes both owners and the back office call (their camps and packages are under
/owner and /admin): draft translations of a form's texts."""

from __future__ import annotations

from fastapi import APIRouter

from app.auth.access import OwnerOrAdmin
from app.config import get_settings
from app.kit.response_cache import KeepsPublicReads
from app.listings.drafts import draft_translations
from app.listings.schemas import TranslationDraftRequest, TranslationDrafts

router = APIRouter(prefix="/api/v1/listings", tags=["listings"], dependencies=[KeepsPublicReads])


@router.post(
    "/translation-drafts",
    operation_id="draftListingTranslations",
    responses={503: {"description": "translation_unavailable: the model failed; nothing was changed"}},
)
async def translation_drafts(request: TranslationDraftRequest, principal: OwnerOrAdmin) -> TranslationDrafts:
    """Draft translations of the texts sent (nothing is stored); 404 when no language model is set up."""
    return await draft_translations(get_settings(), principal, request)

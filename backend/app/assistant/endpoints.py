from __future__ import annotations

from fastapi import APIRouter, Request

from app.assistant.schemas import ChatEmailCapture, ChatReply, ChatRequest
from app.assistant.service import AssistantService
from app.auth.access import PublicAccess, client_ip
from app.db import SessionDep
from app.kit.response_cache import KeepsPublicReads
from app.kit.schema import Message

router = APIRouter(prefix="/api/v1/assistant", tags=["assistant"], dependencies=[PublicAccess, KeepsPublicReads])


@router.post("/chat", operation_id="chatWithAssistant")
async def chat(body: ChatRequest, request: Request, session: SessionDep) -> ChatReply:
    """The built-in surf assistant's reply to the visitor's last message."""
    return await AssistantService(session).chat(body, client_ip(request))


@router.post("/email", operation_id="saveAssistantEmail")
async def save_email(body: ChatEmailCapture, request: Request, session: SessionDep) -> Message:
    """Keeps the e-mail a visitor gave the assistant as a lead; answers the assistant's thank-you."""
    return Message(message=await AssistantService(session).capture_email(body, client_ip(request)))

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Cookie, Request, Response, status

from app.auth.access import CurrentPrincipal, PublicAccess, client_ip
from app.auth.schemas import (
    AccountUpdate,
    EmailRequest,
    LoginRequest,
    MeRead,
    RegisterRequest,
    ResetPasswordRequest,
    TokenRequest,
    TokenResponse,
)
from app.auth.service import AuthService, IssuedSession, me_of
from app.auth.tokens import REFRESH_COOKIE
from app.config import get_settings
from app.db import SessionDep
from app.kit.response_cache import KeepsPublicReads
from app.kit.schema import Message

COOKIE_PATH = "/api/v1/auth"

router = APIRouter(prefix="/api/v1/auth", tags=["auth"], dependencies=[KeepsPublicReads])
RefreshCookie = Annotated[str | None, Cookie(alias=REFRESH_COOKIE)]


def _session_response(response: Response, issued: IssuedSession) -> TokenResponse:
    settings = get_settings()
    response.set_cookie(
        REFRESH_COOKIE,
        issued.refresh_token,
        max_age=settings.refresh_token_days * 86400,
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=settings.cookie_secure,
    )
    response.headers["Cache-Control"] = "no-store"
    return TokenResponse(access_token=issued.access_token, expires_in=issued.expires_in, user=me_of(issued.user))


@router.post("/register", status_code=status.HTTP_201_CREATED, dependencies=[PublicAccess], operation_id="register")
async def register(body: RegisterRequest, request: Request, session: SessionDep) -> Message:
    await AuthService(session).register_owner(body, client_ip(request))
    return Message(message="Registration received. Please confirm your e-mail address.")


@router.post("/login", dependencies=[PublicAccess], operation_id="login")
async def login(body: LoginRequest, request: Request, response: Response, session: SessionDep) -> TokenResponse:
    issued = await AuthService(session).login(
        body.email, body.password, client_ip(request), request.headers.get("user-agent")
    )
    return _session_response(response, issued)


@router.post("/refresh", dependencies=[PublicAccess], operation_id="refreshSession")
async def refresh(
    request: Request, response: Response, session: SessionDep, sc_refresh: RefreshCookie = None
) -> TokenResponse:
    issued = await AuthService(session).refresh(sc_refresh, client_ip(request), request.headers.get("user-agent"))
    return _session_response(response, issued)


@router.post("/logout", status_code=status.HTTP_204_NO_CONTENT, dependencies=[PublicAccess], operation_id="logout")
async def logout(response: Response, session: SessionDep, sc_refresh: RefreshCookie = None) -> None:
    await AuthService(session).logout(sc_refresh)
    response.delete_cookie(
        REFRESH_COOKIE, path=COOKIE_PATH, httponly=True, samesite="strict", secure=get_settings().cookie_secure
    )


@router.get("/me", operation_id="getMe")
async def me(principal: CurrentPrincipal) -> MeRead:
    return me_of(principal.user)


@router.patch("/me", operation_id="updateMe")
async def update_me(body: AccountUpdate, principal: CurrentPrincipal, session: SessionDep) -> MeRead:
    """Changes the signed-in person's own account (their language)."""
    return me_of(await AuthService(session).update_account(principal.user, body))


@router.post("/confirm-email", dependencies=[PublicAccess], operation_id="confirmEmail")
async def confirm_email(body: TokenRequest, session: SessionDep) -> Message:
    await AuthService(session).confirm_email(body.token)
    return Message(message="Your e-mail address is confirmed.")


@router.post(
    "/resend-confirmation",
    status_code=status.HTTP_202_ACCEPTED,
    dependencies=[PublicAccess],
    operation_id="resendConfirmation",
)
async def resend_confirmation(body: EmailRequest, request: Request, session: SessionDep) -> Message:
    await AuthService(session).resend_confirmation(body.email, client_ip(request))
    return Message(message="If an unconfirmed account uses this address, we sent a new link.")


@router.post(
    "/forgot-password", status_code=status.HTTP_202_ACCEPTED, dependencies=[PublicAccess], operation_id="forgotPassword"
)
async def forgot_password(body: EmailRequest, request: Request, session: SessionDep) -> Message:
    await AuthService(session).forgot_password(body.email, body.area, client_ip(request))
    return Message(message="If an account uses this address, we sent a link to reset the password.")


@router.post("/reset-password", dependencies=[PublicAccess], operation_id="resetPassword")
async def reset_password(body: ResetPasswordRequest, request: Request, session: SessionDep) -> Message:
    await AuthService(session).reset_password(body.token, body.password, client_ip(request))
    return Message(message="Your password has been changed. Please sign in.")

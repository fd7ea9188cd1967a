"""Who may call an endpoint. Every route must depend on exactly one of these policies.

`create_app` refuses to start when a route under /api has no policy (deny by default). An
inactive admin profile counts as no profile at all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from app.auth.repository import UserRepository
from app.auth.tokens import decode_access_token
from app.db import SessionDep
from app.errors import Forbidden, NotAuthenticated, NotFound
from app.kit.mail_limits import watch_typed_addresses
from app.kit.request_context import note_principal
from app.models import AdminUser, User

F = TypeVar("F", bound=Callable[..., Any])
ADMIN_ROLES = frozenset({"super_admin", "camp_admin"})
WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_bearer = HTTPBearer(auto_error=False)


def access_policy(fn: F) -> F:
    fn.__access_policy__ = True  # type: ignore[attr-defined]
    return fn


@dataclass(frozen=True)
class Principal:
    user: User
    profile: AdminUser | None

    @property
    def active_profile(self) -> AdminUser | None:
        return self.profile if self.profile is not None and self.profile.is_active else None

    @property
    def role(self) -> str | None:
        profile = self.active_profile
        return profile.role if profile else None

    @property
    def is_admin(self) -> bool:
        return self.role in ADMIN_ROLES

    @property
    def is_super_admin(self) -> bool:
        return self.role == "super_admin"

    @property
    def owned_camp_id(self) -> int | None:
        profile = self.active_profile
        if profile is None or profile.role != "camp_owner":
            return None
        return profile.assigned_camp_id


@access_policy
async def public_access(request: Request) -> None:
    """Anyone, signed in or not. The addresses typed into a public form are watched (app/kit/mail_limits.py)."""
    if request.method in WRITES and "json" in request.headers.get("content-type", ""):
        try:
            body = await request.json()  # read once already by FastAPI for the route's body: kept on the request
        except ValueError:
            return  # not JSON: the route's own parsing answers it
        watch_typed_addresses(body)


@access_policy
async def current_principal(
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Principal:
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise NotAuthenticated()
    claims = decode_access_token(credentials.credentials)
    user = await UserRepository(session).get_with_profile(claims.user_id)
    if user is None:
        raise NotAuthenticated()
    principal = Principal(user=user, profile=user.profile)
    note_principal(principal.role or "user", user.id)  # the request's log line: role and id, never a name
    return principal


CurrentPrincipal = Annotated[Principal, Depends(current_principal)]


@access_policy
async def active_admin(principal: CurrentPrincipal) -> Principal:
    """super_admin or camp_admin; other signed-in users are told the resource does not exist."""
    if not principal.is_admin:
        raise NotFound()
    return principal


@access_policy
async def super_admin(principal: CurrentPrincipal) -> Principal:
    if not principal.is_admin:
        raise NotFound()
    if not principal.is_super_admin:
        raise Forbidden("Only a super admin can do this.")
    return principal


@access_policy
async def camp_owner(principal: CurrentPrincipal) -> Principal:
    """An active camp owner with an assigned camp."""
    profile = principal.profile
    if profile is None or profile.role != "camp_owner":
        raise Forbidden("You don't have permission to access this camp dashboard.", code="not_camp_owner")
    if not profile.is_active:
        raise Forbidden("Your account is waiting for approval.", code="account_pending")
    if profile.assigned_camp_id is None:
        raise NotFound("Unable to load camp data. Please contact support.", code="camp_not_found")
    return principal


@access_policy
async def owner_or_admin(principal: CurrentPrincipal) -> Principal:
    """An active admin, or an active camp owner with an assigned camp (scoped to that camp by the caller)."""
    if principal.is_admin:
        return principal
    return await camp_owner(principal)


PublicAccess = Depends(public_access)
# The same policies for a router's or a route's `dependencies=[...]`, where the route body does not
# need the principal (a route that does asks for it too; FastAPI resolves it once per request).
AdminAccess = Depends(active_admin)
SuperAdminAccess = Depends(super_admin)
OwnerAccess = Depends(camp_owner)
ActiveAdmin = Annotated[Principal, Depends(active_admin)]
SuperAdmin = Annotated[Principal, Depends(super_admin)]
CampOwner = Annotated[Principal, Depends(camp_owner)]
OwnerOrAdmin = Annotated[Principal, Depends(owner_or_admin)]


def client_ip(request: Request) -> str:
    return request.client.host if request.client else "unknown"

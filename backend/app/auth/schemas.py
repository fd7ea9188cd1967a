from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import EmailStr, Field, field_validator
from pydantic.config import JsonDict

from app.auth.passwords import MAX_LENGTH, MIN_LENGTH, check_password_policy
from app.errors import FieldError
from app.kit.languages import Language
from app.kit.schema import ApiModel
from app.kit.text import AnyText, SingleLine

Role = Literal["super_admin", "camp_admin", "camp_owner"]
Location = Literal["taghazout", "tamraght", "imsouane", "agadir"]


# The schema tells clients the real policy; the validator keeps its own, translatable error codes.
NEW_PASSWORD_SCHEMA: JsonDict = {"minLength": MIN_LENGTH, "maxLength": MAX_LENGTH}


def _required_text(value: str) -> str:
    value = value.strip()
    if not value:
        raise FieldError("required", "This field is required.")
    return value


class RegisterRequest(ApiModel):
    email: EmailStr = Field(max_length=254)
    password: AnyText = Field(max_length=1024, json_schema_extra=NEW_PASSWORD_SCHEMA)
    full_name: SingleLine = Field(max_length=200)
    camp_name: SingleLine = Field(max_length=200)
    location: Location
    phone: SingleLine | None = Field(default=None, max_length=50)
    website: SingleLine | None = Field(default=None, max_length=300)
    language: Language = "en"

    _names = field_validator("full_name", "camp_name")(_required_text)
    _password = field_validator("password")(check_password_policy)

    @field_validator("website")
    @classmethod
    def _website(cls, value: str | None) -> str | None:
        value = (value or "").strip()
        if not value:
            return None
        if not value.startswith(("http://", "https://")):
            value = "https://" + value
        if "." not in value.split("://", 1)[1] or " " in value:
            raise FieldError("invalid_url", "Please enter a valid website address.")
        return value

    @field_validator("phone")
    @classmethod
    def _phone(cls, value: str | None) -> str | None:
        return (value or "").strip() or None


class LoginRequest(ApiModel):
    email: SingleLine = Field(max_length=254)
    password: AnyText = Field(max_length=1024)


class EmailRequest(ApiModel):
    email: EmailStr = Field(max_length=254)
    area: Literal["admin", "owner"] = "owner"


class TokenRequest(ApiModel):
    token: SingleLine = Field(min_length=10, max_length=200)


class ResetPasswordRequest(ApiModel):
    token: SingleLine = Field(min_length=10, max_length=200)
    password: AnyText = Field(max_length=1024, json_schema_extra=NEW_PASSWORD_SCHEMA)

    _password = field_validator("password")(check_password_policy)


class ProfileRead(ApiModel):
    role: Role
    assigned_camp_id: int | None
    is_active: bool
    rejected_at: datetime | None = Field(description="set when the team did not accept this camp owner")
    rejection_reason: str | None = Field(description="the team's reason, shown to the rejected owner")


class MeRead(ApiModel):
    id: int
    email: str
    full_name: str
    email_verified: bool
    language: Language = Field(
        description="the account's language: its back office or dashboard opens in it, its e-mails use it"
    )
    profile: ProfileRead | None


class AccountUpdate(ApiModel):
    """What a signed-in person changes of their own account."""

    language: Language


class TokenResponse(ApiModel):
    access_token: str
    token_type: Literal["bearer"] = "bearer"  # noqa: S105 - the OAuth token type, not a secret
    expires_in: int
    user: MeRead

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.config import DEFAULT_SECRET, Settings


def test_production_refuses_the_default_secret() -> None:
    with pytest.raises(ValidationError, match="SECRET_KEY"):
        Settings(environment="production", secret_key=DEFAULT_SECRET)
    with pytest.raises(ValidationError, match="SECRET_KEY"):
        Settings(environment="production", secret_key="short")


def test_production_with_a_real_secret_uses_secure_cookies() -> None:
    settings = Settings(environment="production", secret_key="x" * 40)
    assert settings.cookie_secure is True
    assert Settings(environment="development").cookie_secure is False


def test_access_tokens_cannot_be_configured_longer_than_fifteen_minutes() -> None:
    with pytest.raises(ValidationError):
        Settings(access_token_minutes=60)


def test_marketing_figures_are_numbers_also_when_written_as_people_write_them() -> None:
    settings = Settings(marketing_newsletter_subscribers="15,000+", marketing_camps_count="15+")  # type: ignore[arg-type]
    assert (settings.marketing_newsletter_subscribers, settings.marketing_camps_count) == (15000, 15)
    with pytest.raises(ValidationError):
        Settings(marketing_camps_count="lots")  # type: ignore[arg-type]

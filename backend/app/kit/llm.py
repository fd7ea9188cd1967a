"""One client for the optional OpenAI-compatible chat endpoint (ASSISTANT_LLM_* settings).

The assistant phrases answers with it and the listing forms ask it for draft translations. Both
work without it: `is_configured` says whether it is there, and `complete` raises `ModelUnavailable`
for every failure (network, timeout, HTTP error, an answer without text), so each caller decides
what its fallback is.
"""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

from app.config import Settings


class ModelUnavailable(Exception):
    """The model did not answer usable text in time."""


def is_configured(settings: Settings) -> bool:
    return bool(settings.assistant_llm_base_url and settings.assistant_llm_model)


async def complete(
    settings: Settings,
    messages: list[dict[str, str]],
    *,
    time_limit: float,
    max_tokens: int,
    temperature: float = 0.3,
) -> str:
    """The model's reply to `messages`; never takes longer than `time_limit` seconds."""
    if not is_configured(settings):
        raise ModelUnavailable("no model is configured")
    url = f"{(settings.assistant_llm_base_url or '').rstrip('/')}/chat/completions"
    headers = {"Authorization": f"Bearer {settings.assistant_llm_api_key}"} if settings.assistant_llm_api_key else {}
    body: dict[str, Any] = {
        "model": settings.assistant_llm_model,
        "temperature": temperature,
        "max_tokens": max_tokens,
        "messages": messages,
    }
    try:
        async with httpx.AsyncClient(timeout=time_limit) as client:
            response = await asyncio.wait_for(client.post(url, json=body, headers=headers), time_limit)
        response.raise_for_status()
        content = response.json()["choices"][0]["message"]["content"]
    except Exception as exc:  # every failure of the outside service is the same to the caller
        raise ModelUnavailable(str(exc) or type(exc).__name__) from exc
    if not isinstance(content, str) or not content.strip():
        raise ModelUnavailable("the model answered no text")
    return content

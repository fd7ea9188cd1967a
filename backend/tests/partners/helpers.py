"""A partner application as the partner sign-up form sends it."""

from __future__ import annotations

URL = "/api/partner-signup"
PACKAGE: dict[str, object] = {
    "title": "Surf & Yoga Week",
    "price": "549",
    "durationDays": 7,
    "inclusions": ["7 nights", "Daily lessons", "Breakfast"],
}


def application(**changes: object) -> dict[str, object]:
    body: dict[str, object] = {
        "surfCampName": "Atlas Wave House",
        "contactName": "Youssef Amrani",
        "email": "Youssef@AtlasWave.ma",
        "whatsappNumber": "+212 612 345 678",
        "instagramHandle": "https://instagram.com/atlaswavehouse/",
        "website": "atlaswave.ma",
        "location": "imsouane",
        "campType": "yoga-surf",
        "languagesSpoken": "Arabic, French, English",
        "message": "Eight rooms facing the bay, yoga deck, daily lessons.",
        "packages": [PACKAGE],
    }
    body.update(changes)
    return body

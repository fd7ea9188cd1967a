"""Numbers, money, dates and place names in the reader's language, from the CLDR locale data (Babel).

Everything the server writes for a person to read (e-mails, page heads, the assistant's answers)
formats through here, so a French reader sees "1 380,00 €", "14 mars 2027" and "Taghazout, Maroc"
and a German one "1.380,00 €", "14. März 2027" and "Taghazout, Marokko", the same as the browser
shows them (Intl there reads the same CLDR data: frontend/src/lib/format).
"""

from __future__ import annotations

import copy
from datetime import date
from decimal import Decimal
from functools import lru_cache

from babel import Locale
from babel.dates import format_date
from babel.numbers import NumberPattern, format_currency, format_decimal, format_percent

from app.kit.languages import DEFAULT_LANGUAGE, LANGUAGES
from app.kit.public_site import COUNTRY, TOWNS


@lru_cache
def _locale(lang: str | None) -> Locale:
    return Locale.parse(lang if lang in LANGUAGES else DEFAULT_LANGUAGE)


@lru_cache
def _whole_currency_pattern(lang: str | None) -> NumberPattern:
    """The locale's currency pattern without decimals ("¤#,##0" for en)."""
    pattern: NumberPattern = copy.copy(_locale(lang).currency_formats["standard"])
    pattern.frac_prec = (0, 0)
    return pattern


def number(value: int | Decimal | float, lang: str | None, *, decimals: int | None = None) -> str:
    """15000 -> "15,000" / "15 000" (narrow no-break space) / "15.000"; `decimals` fixes the fraction digits."""
    if decimals is None:
        return format_decimal(value, locale=_locale(lang))
    shape = "#,##0" + ("." + "0" * decimals if decimals else "")
    return format_decimal(value, format=shape, locale=_locale(lang))


def money(amount: Decimal | int | str, currency: str, lang: str | None, *, short: bool = False) -> str:
    """An amount with its currency: "€1,380.00" / "1 380,00 €" / "1.380,00 €".

    `short` drops the cents of a whole amount ("€1,380"), as the site's cards and the assistant show prices.
    """
    value = Decimal(amount)
    if short and value == value.to_integral_value():
        return format_currency(
            value, currency, format=_whole_currency_pattern(lang), locale=_locale(lang), currency_digits=False
        )
    return format_currency(value, currency, locale=_locale(lang))


def day(value: date, lang: str | None) -> str:
    """A calendar day written out: "March 14, 2027" / "14 mars 2027" / "14. März 2027"."""
    return format_date(value, "long", locale=_locale(lang))


def short_day(value: date, lang: str | None) -> str:
    """A calendar day in a table: "Mar 14, 2027" / "14 mars 2027" / "14.03.2027"."""
    return format_date(value, "medium", locale=_locale(lang))


def month_name(value: date, lang: str | None) -> str:
    """A calendar month: "March 2027" / "mars 2027" / "März 2027"."""
    return format_date(value, "LLLL y", locale=_locale(lang))


def percent(value: Decimal | int, lang: str | None) -> str:
    """A percentage given in percent: 15 -> "15%" / "15 %" / "15 %" (12.5 keeps its decimal)."""
    return format_percent(Decimal(value).normalize() / 100, locale=_locale(lang), decimal_quantization=False)


def language_name(code: str, lang: str | None) -> str:
    """A language by its name in the reader's language: "fr" -> "French" / "français" / "Französisch"."""
    return str(_locale(lang).languages.get(code, code))


def country_name(code: str, lang: str | None) -> str:
    """A country (ISO 3166) by its name in the reader's language: "MA" -> "Morocco" / "Maroc" / "Marokko"."""
    return str(_locale(lang).territories.get(code.upper(), code))


def town_name(location_key: str) -> str:
    """The town a camp's location key names ("taghazout" -> "Taghazout"), the same in every language."""
    return TOWNS.get(location_key, location_key.replace("-", " ").title())


def place_name(location_key: str, lang: str | None) -> str:
    """A camp's place from its location key, in the reader's language: "Taghazout, Maroc"."""
    return f"{town_name(location_key)}, {country_name(COUNTRY, lang)}"

"""Reading a visitor's message: the preferences it states and the topics it asks about.

Keyword rules on accent-free lower-case text, in English, French and German. Nothing here runs
the visitor's words as instructions: they are only matched against fixed word lists.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Literal

from app.kit.languages import Language

Level = Literal["beginner", "intermediate", "advanced"]
Superlative = Literal["cheapest", "most_expensive", "shortest", "longest", "best_rated"]
Kind = Literal["surf-only", "surf-yoga", "all-inclusive"]
Topic = Literal[
    "greeting",
    "thanks",
    "cancellation",
    "booking",
    "payment",
    "airport",
    "distance",
    "included",
    "price",
    "group",
    "contact",
    "season",
    "recommend",
]

LOCATIONS = ("taghazout", "tamraght", "imsouane", "agadir")
MIN_BUDGET, MAX_BUDGET = 100, 20_000


def normalize(text: str) -> str:
    """Lower case without accents ("Anfänger" -> "anfanger", "débutant" -> "debutant")."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.replace("ß", "ss")


def _any(patterns: tuple[str, ...], text: str) -> bool:
    return any(re.search(p, text) for p in patterns)


# Word lists (regular expressions on normalized text). Order matters where words overlap.
_LEVELS: tuple[tuple[Level, tuple[str, ...]], ...] = (
    (
        "intermediate",
        (
            r"\bintermediate?s?\b",
            r"\bintermediaire",
            r"\bmittelstufe\b",
            r"\bmittler",
            r"\bgreen waves?\b",
            r"\bsome experience\b",
            r"\bvagues vertes\b",
            r"\bgrune wellen\b",
        ),
    ),
    (
        "advanced",
        (
            r"\badvanced\b",
            r"\bexpert",
            r"\bexperienced\b",
            r"\bavance",
            r"\b(niveau|surfeur|surfeuse|suis|plutot) confirme",
            r"^\W*confirmee?s?\W*$",  # the word alone answers "débutant, intermédiaire ou confirmé ?"
            r"\bexperimente",
            r"\bfortgeschritten",
            r"\bprofi",
            r"\berfahrene[rn]?\b",
            r"\b(sehr|bin) erfahren\b",
        ),
    ),
    (
        "beginner",
        (
            r"\bbeginn?er",
            r"\bnewbie",
            r"\bnovice",
            r"\bfirst time",
            r"\bnever surfed\b",
            r"\bnever been surfing\b",
            r"\bdebutant",
            r"\bjamais surfe",
            r"\bpremiere fois\b",
            r"\banfanger",
            r"\beinsteiger",
            r"\bnoch nie gesurft\b",
            r"\berstes mal\b",
        ),
    ),
)

_KINDS: tuple[tuple[Kind, tuple[str, ...]], ...] = (
    ("surf-yoga", (r"\byoga\b",)),
    (
        "all-inclusive",
        (
            r"\ball[ -]?inclusive?\b",
            r"\ball[ -]?inklusive?\b",
            r"\btout[ -]compris\b",
            r"\btout[ -]inclus\b",
            r"\bfull board\b",
            r"\bpension complete\b",
            r"\bvollpension\b",
        ),
    ),
    (
        "surf-only",
        (
            r"\bsurf[ -]only\b",
            r"\bjust surf",
            r"\bonly surf",
            r"\bsurf uniquement\b",
            r"\bseulement (le )?surf\b",
            r"\bnur surf",
        ),
    ),
)

_TOPICS: tuple[tuple[Topic, tuple[str, ...]], ...] = (
    (
        "cancellation",
        (r"\bcancel", r"\brefund", r"\bannul", r"\brembours", r"\bstorn", r"\bruckerstatt", r"\bzuruckerstatt"),
    ),
    (
        "payment",
        (
            r"\bpay\b",
            r"\bpaying\b",
            r"\bpayment",
            r"\bpaypal\b",
            r"\bcredit card\b",
            r"\bbank transfer\b",
            r"\bdeposit\b",
            r"\bpaiement",
            r"\bpayer\b",
            r"\bregler\b",
            r"\bvirement\b",
            r"\bcarte bancaire\b",
            r"\bacompte\b",
            r"\bzahl",
            r"\bbezahl",
            r"\buberweisung",
            r"\banzahlung",
            r"\bkreditkarte",
        ),
    ),
    (
        "booking",
        (
            r"\bbook(ing)?\b",
            r"\breserv",
            r"\bconfirm(ation|ed|s)?\b",
            r"\bconfirmation\b",
            r"\bavailab",
            r"\bdisponib",
            r"\bbuch",
            r"\bbestatig",
            r"\bverfugbar",
        ),
    ),
    ("airport", (r"\bairport", r"\baeroport", r"\bflughafen", r"\btransfer", r"\bpick ?up\b", r"\babholung")),
    (
        "distance",
        (
            r"\bhow far\b",
            r"\bdistance",
            r"\bloin\b",
            r"\bentfernt",
            r"\bentfernung",
            r"\bwie weit\b",
        ),
    ),
    (
        "included",
        (
            r"\binclud",
            r"\bwhat do i get\b",
            r"\binclu",
            r"\bcompris\b",
            r"\binklusive\b",
            r"\benthalten",
            r"\binbegriffen",
            r"\bleistungen\b",
        ),
    ),
    (
        "price",
        (
            r"\bprice",
            r"\bcost",
            r"\bhow much\b",
            r"\bcheap",
            r"\bexpensive\b",
            r"\bprix\b",
            r"\bcombien\b",
            r"\btarif",
            r"\bcoute",
            r"\bpreis",
            r"\bkost",
            r"\bwie viel\b",
            r"\bgunstig",
        ),
    ),
    (
        "group",
        (
            r"\bgroup",
            r"\bfriends\b",
            r"\bdiscount",
            r"\bgroupe",
            r"\breduction",
            r"\bremise\b",
            r"\bgruppe",
            r"\brabatt",
            r"\bermassigung",
            # "for 10 people", "pour 12 personnes", "für 9 Personen": more than a package takes
            r"\b(9|[1-9]\d+) (people|persons|personnes|personen)\b",
        ),
    ),
    (
        "contact",
        (
            r"\bwhatsapp\b",
            r"\bcontact",
            r"\bphone\b",
            r"\bcall\b",
            r"\bhuman\b",
            r"\breal person\b",
            r"\btelephone\b",
            r"\bjoindre\b",
            r"\bappeler\b",
            r"\bkontakt",
            r"\btelefon",
            r"\banrufen\b",
            r"\bmensch\b",
        ),
    ),
    (
        "season",
        (
            r"\bseason",
            r"\bbest time\b",
            r"\bwhen (should|to|is)\b",
            r"\bweather\b",
            r"\bwater temp",
            r"\bwetsuit",
            r"\bsaison",
            r"\bmeilleure periode\b",
            r"\bquand\b",
            r"\bmeteo\b",
            r"\bcombinaison\b",
            r"\bjahreszeit",
            r"\bbeste zeit\b",
            r"\breisezeit",
            r"\bwann\b",
            r"\bwetter\b",
            r"\bneopren",
        ),
    ),
    (
        "recommend",
        (
            r"\brecommend",
            r"\bsuggest",
            r"\bwhich camp\b",
            r"\bbest camp\b",
            r"\blooking for\b",
            r"\bany camps?\b",
            r"\bpackages?\b",
            r"\bcamps?\b",
            r"\brecommand",
            r"\bconseill",
            r"\bpropos",
            r"\bje cherche\b",
            r"\bempfehl",
            r"\bvorschlag",
            r"\bich suche\b",
            r"\bsurfcamps?\b",
            r"\bpakete?\b",
        ),
    ),
    ("thanks", (r"\bthanks?\b", r"\bthank you\b", r"\bmerci\b", r"\bdanke\b", r"\bvielen dank\b")),
    (
        "greeting",
        (r"^\s*(hi|hello|hey|hola|salut|bonjour|bonsoir|coucou|hallo|servus|moin|guten (tag|morgen|abend))\b",),
    ),
)

# "The cheapest/shortest/best rated ...": answered from the catalogue, not as a price range.
_SUPERLATIVES: tuple[tuple[Superlative, tuple[str, ...]], ...] = (
    (
        "best_rated",
        (
            r"\b(best|highest|top)[ -]?(rated|reviewed|ratings?|reviews?)\b",
            r"\bmieux notes?\b",
            r"\bmeilleur(e|s|es)? (notes?|avis|evaluations?)\b",
            r"\bam besten bewertet",
            r"\bbestbewertet",
            r"\bbeste(n)? bewertung",
        ),
    ),
    (
        "cheapest",
        (
            r"\bcheapest\b",
            r"\bleast expensive\b",
            r"\blowest price",
            r"\bmost affordable\b",
            r"\bmoins chere?s?\b",
            r"\bmeilleur marche\b",
            r"\bprix le plus bas\b",
            r"\bgunstigste",
            r"\bam gunstigsten\b",
            r"\bbilligste",
            r"\bam billigsten\b",
            r"\bpreiswerteste",
        ),
    ),
    (
        "most_expensive",
        (
            r"\bmost expensive\b",
            r"\bpriciest\b",
            r"\bplus chere?s?\b",
            r"\bteuerste",
            r"\bam teuersten\b",
        ),
    ),
    (
        "shortest",
        (
            r"\bshortest\b",
            r"\bplus courte?s?\b",
            r"\bkurzeste",
            r"\bam kurzesten\b",
        ),
    ),
    (
        "longest",
        (
            r"\blongest\b",
            r"\bplus longs?\b",
            r"\bplus longues?\b",
            r"\blangste",
            r"\bam langsten\b",
        ),
    ),
)

# Month names (accent-free) in English, French and German; "may" only where it cannot be the verb.
_MONTHS: tuple[tuple[int, str], ...] = (
    (1, r"\b(january|janvier|januar|janner)\b"),
    (2, r"\b(february|fevrier|februar)\b"),
    (3, r"\b(march|mars|marz)\b"),
    (4, r"\b(april|avril)\b"),
    (5, r"\b(mai\b|(in|during|early|late|mid|end of|beginning of|this|next|for|to|until|till) may\b|^may\W*$)"),
    (6, r"\b(june|juin|juni)\b"),
    (7, r"\b(july|juillet|juli)\b"),
    (8, r"\b(august|aout)\b"),
    (9, r"\b(september|septembre)\b"),
    (10, r"\b(october|octobre|oktober)\b"),
    (11, r"\b(november|novembre)\b"),
    (12, r"\b(december|decembre|dezember)\b"),
)

# A message that continues the last question ("and in Imsouane?", "et pour 7 jours ?", "und im Mai?").
_FOLLOW_UP = (
    r"^\W*(and|also|or|but|what about|how about|et|ou|mais|aussi|sinon|und|oder|aber|auch|was ist mit|wie ware es)\b",
    r"^\W*(same|meme|gleich)",
)
_FOLLOW_UP_MAX_WORDS = 3


def _words(spaced: str) -> frozenset[str]:
    return frozenset(spaced.split())


# Words that only one of the three languages uses often; accents count as a hint too.
_LANGUAGE_WORDS: dict[Language, frozenset[str]] = {
    "en": _words(
        "i im my you your the is are what which how much many for with do does have has there any some and or to "
        "of at it this that can could would like want need please hello hi hey thanks thank cheapest shortest "
        "longest best rated week weeks day days weather when where about get from just only than"
    ),
    "fr": _words(
        "je j suis tu vous nous il elle le la les l un une du d est c ce cet cette qui que qu quel quelle quels "
        "quelles combien pour avec et ou au aux dans sur mon ma mes votre vos moins cher chere semaine semaines "
        "jour jours meteo quand bonjour salut merci oui pas ai avez sont comment quoi mois temps plait y"
    ),
    "de": _words(
        "ich bin du sie wir er es der die das den dem ein eine einen einem einer ist sind wie wo wann welche "
        "welcher welches viel fur mit und oder im zum zur auf bei von vom nach mein meine gibt habe haben kann "
        "mochte mochten gunstigste billigste kurzeste woche wochen tag tage tagen wetter hallo danke bitte nicht "
        "kein keine auch noch nur bis unter uber beste besten kostet kosten"
    ),
}
_ACCENTS: dict[Language, str] = {"de": "äöüß", "fr": "éèêëàâçùûîïôœ"}
# Greetings and thanks that settle the language on their own ("Bonjour", "Danke!").
_SIGNATURE_WORDS: dict[Language, frozenset[str]] = {
    "en": _words("hello thanks"),
    "fr": _words("bonjour bonsoir salut merci coucou"),
    "de": _words("hallo danke servus moin tschuss"),
}
_MIN_LANGUAGE_SCORE = 2


def month_numbers(text: str) -> list[int]:
    """The months a text names (1-12), in the order it names them, each once."""
    norm = normalize(text)
    found = sorted((match.start(), month) for month, pattern in _MONTHS if (match := re.search(pattern, norm)))
    return [month for _, month in found]


def detect_language(text: str) -> Language | None:
    """The language a message is written in, or None when it is too short or mixed to tell."""
    words = re.findall(r"[a-z]+", normalize(text))
    scores: dict[Language, int] = {
        lang: sum(w in vocabulary for w in words) + 2 * sum(w in _SIGNATURE_WORDS[lang] for w in words)
        for lang, vocabulary in _LANGUAGE_WORDS.items()
    }
    lower = text.lower()
    for lang, letters in _ACCENTS.items():
        if any(c in lower for c in letters):
            scores[lang] += 2
    ranked = sorted(scores.items(), key=lambda item: item[1], reverse=True)
    (best, top), (_, second) = ranked[0], ranked[1]
    return best if top >= _MIN_LANGUAGE_SCORE and top > second else None


_DAY_WORDS = r"(days?|nights?|jours?|nuits?|tagen?|nachte?|nacht)"
_WEEK_WORDS = r"(weeks?|semaines?|wochen?)"
_NUMBER_WORDS = {
    "one": 1,
    "a": 1,
    "une": 1,
    "un": 1,
    "eine": 1,
    "einer": 1,
    "two": 2,
    "deux": 2,
    "zwei": 2,
    "three": 3,
    "trois": 3,
    "drei": 3,
}
_CURRENCY = r"(€|eur\b|euros?\b|\$|usd\b|dollars?\b|£|gbp\b|pounds?\b)"
_BUDGET_WORDS = (
    r"(budget|under|below|less than|max(imum)?|up to|moins de|jusqu'?a|maximum|unter|bis|hochstens|weniger als)"
)


@dataclass
class Reading:
    """What one message says: preferences (only those stated) and the topics asked about."""

    level: Level | None = None
    location: str | None = None
    budget_max: int | None = None
    days: int | None = None
    kind: Kind | None = None
    topics: list[Topic] = field(default_factory=list)
    superlative: Superlative | None = None
    months: list[int] = field(default_factory=list)
    # True when the message only continues the last question ("and in Imsouane?").
    follow_up: bool = False
    language: Language | None = None

    def preferences(self) -> dict[str, str | int]:
        values = {
            "level": self.level,
            "location": self.location,
            "budget_max": self.budget_max,
            "days": self.days,
            "kind": self.kind,
        }
        return {k: v for k, v in values.items() if v is not None}


def _days(text: str) -> int | None:
    match = re.search(rf"\b(\d{{1,2}})\s*-?\s*{_DAY_WORDS}\b", text)
    if match and 1 <= int(match.group(1)) <= 30:
        return int(match.group(1))
    match = re.search(rf"\b(\d|one|a|two|three|une?|deux|trois|eine[r]?|zwei|drei)\s+{_WEEK_WORDS}\b", text)
    if match:
        word = match.group(1)
        weeks = int(word) if word.isdigit() else _NUMBER_WORDS.get(word, 1)
        return 7 * weeks if 1 <= weeks <= 4 else None
    if re.search(rf"\b{_WEEK_WORDS}\b", text) and not re.search(r"\bweekend\b", text):
        return 7
    return None


def _budget(text: str) -> int | None:
    # "400-500 €", "between 400 and 500": the upper bound is the budget.
    candidates: list[int] = []
    for match in re.finditer(r"(\d{2,5})\s*(?:-|to|a|bis|et|and)\s*(\d{2,5})\s*" + _CURRENCY, text):
        candidates.append(int(match.group(2)))
    for match in re.finditer(r"(?:€|\$|£)\s*(\d{2,5})|(\d{2,5})\s*" + _CURRENCY, text):
        candidates.append(int(match.group(1) or match.group(2)))
    for match in re.finditer(_BUDGET_WORDS + r"\D{0,12}?(?P<amount>\d{3,5})\b", text):
        candidates.append(int(match.group("amount")))
    valid = [c for c in candidates if MIN_BUDGET <= c <= MAX_BUDGET]
    return max(valid) if valid else None


def read_message(text: str) -> Reading:
    """Preferences and topics of one visitor message (any of en, fr, de)."""
    norm = normalize(text)
    reading = Reading()
    for level, patterns in _LEVELS:
        if _any(patterns, norm):
            reading.level = level
            break
    for kind, patterns in _KINDS:
        if _any(patterns, norm):
            reading.kind = kind
            break
    reading.topics = [topic for topic, patterns in _TOPICS if _any(patterns, norm)]
    if "airport" not in reading.topics and "distance" not in reading.topics:
        # "Agadir" in an airport question names the airport, not where to stay.
        for place in LOCATIONS:
            if re.search(rf"\b{place}\b", norm):
                reading.location = place
                break
    reading.days = _days(norm)
    reading.budget_max = _budget(norm)
    reading.superlative = next((kind for kind, patterns in _SUPERLATIVES if _any(patterns, norm)), None)
    if reading.superlative in ("cheapest", "most_expensive") and "price" in reading.topics:
        reading.topics.remove("price")  # the superlative names the package; no price range on top
    reading.months = month_numbers(text)
    only_wishes = set(reading.topics) <= {"recommend"} and not reading.superlative
    short = len(re.findall(r"[a-z0-9]+", norm)) <= _FOLLOW_UP_MAX_WORDS
    reading.follow_up = _any(_FOLLOW_UP, norm) or (
        only_wishes and short and bool(reading.preferences() or reading.months)
    )
    reading.language = detect_language(text)
    return reading

"""Reading a visitor's message: the preferences it states, the topics it asks about, and the months
and days it names.

Keyword rules on accent-free lower-case text, in English, French and German. Nothing here runs
the visitor's words as instructions: they are only matched against fixed word lists.

A long message is read by its parts (sentences, and clauses joined by "but" or turning to another
person): what the visitor says of themselves now ("I'm basically a beginner again") outweighs what
they say of someone else ("my boyfriend is advanced"), and what they did before ("last year I did a
beginner camp", "I surfed in Imsouane years ago") states no wish at all. Fixed phrases that contain
a keyword do not count as it ("merci d'avance" is not "avancé", "bank transfer" is no airport
transfer, "all inclusive" is a kind of stay, not a question about what is included).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Literal, TypeVar

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
    "best_months",
    "recommend",
]

LOCATIONS = ("taghazout", "tamraght", "imsouane", "agadir")
MIN_BUDGET, MAX_BUDGET = 100, 20_000


def normalize(text: str) -> str:
    """Lower case without accents ("Anfänger" -> "anfanger", "débutant" -> "debutant")."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return stripped.replace("ß", "ss").replace("\u2019", "'")


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
            # "avancé(e)s", not "d'avance", "à l'avance", "en avance" (merci d'avance: thanks in advance)
            r"(?<!d')(?<!l')(?<!en )\bavancee?s?\b",
            r"\b(niveau|surfeur|surfeuse|surfeurs|surfeuses|suis|plutot|sommes|est) confirme",
            r"^\W*confirmee?s?\W*$",  # the word alone answers "débutant, intermédiaire ou confirmé ?"
            r"\bexperimente",
            r"\bfortgeschritten",
            r"\bprofis?\b",  # "Profi", not "profiter"
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
            # a first time at surfing, not "my first time in Morocco"
            r"\bfirst time\b.{0,20}\bsurf",
            r"\bfirst time on a (surf)?board\b",
            r"\bmy first (surf|surfing)",
            r"\bnever surfed\b",
            r"\bnever been surfing\b",
            r"\bdebutant",
            r"\bjamais surfe",
            r"\bpremiere fois\b.{0,25}\b(surf|planche)",
            r"\banfanger",
            r"\beinsteiger",
            r"\bnoch nie gesurft\b",
            r"\berste[ns]? mal\b.{0,25}\b(surf|brett)",
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
    (
        "airport",
        (
            r"\bairport",
            r"\baeroport",
            r"\bflughafen",
            r"(?<!bank )(?<!wire )(?<!money )\btransfer",  # not a bank transfer
            r"\bpick ?up\b",
            r"\babholung",
        ),
    ),
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
            # "quand venir ?", not any "quand" ("quand est-ce que je dois arriver ?")
            r"\bquand\b.{0,30}\b(venir|partir|surfer|aller|saison|meilleur)",
            r"\bmeteo\b",
            r"\bcombinaison\b",
            r"\bjahreszeit",
            r"\bbeste zeit\b",
            r"\breisezeit",
            r"\bwann\b.{0,30}\b(surf|reise|kommen|fahren|beste|saison|jahreszeit)",
            r"\bwetter\b",
            r"\bneopren",
        ),
    ),
    (
        "best_months",
        (
            r"\b(best|good|ideal|right|perfect|nicest) (months?|time of (the )?year)\b",
            r"\b(best|good|ideal|right) time to (surf|go|come|visit|travel)\b",
            r"\b(which|what) months?\b",
            r"\bbest (season|period)\b",
            r"\b(meilleurs?|bons?|quels?) mois\b",
            r"\bmeilleure (periode|saison|epoque)\b",
            r"\bquand\b.{0,30}\b(venir|partir|surfer|aller|meilleur)",
            r"\b(beste[nrs]?|gute[nrs]?|ideale[nrs]?) (monat|monate|reisezeit|zeit|jahreszeit|saison)\b",
            r"\bwelche[nrms]? monat",
            r"\bwann\b.{0,30}\b(am besten|beste)",
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

# Month names in a date ("10 January", "le 10 janvier", "am 10. Januar", "January 10th"): next to a
# day's number "may" is the month.
_MONTH_WORDS: dict[str, int] = {
    word: month
    for month, words in enumerate(
        (
            "january jan janvier janv januar janner jan",
            "february feb fevrier fevr fev februar feb",
            "march mar mars marz",
            "april apr avril avr",
            "may mai",
            "june jun juin juni",
            "july jul juillet juil juli",
            "august aug aout august",
            "september sept sep septembre september",
            "october oct octobre oktober okt",
            "november nov novembre",
            "december dec decembre dezember dez",
        ),
        start=1,
    )
    for word in words.split()
}
_ENGLISH_MONTHS = "january february march april may june july august september october november december"


def _names(words: list[str]) -> str:
    return "(?P<name>" + "|".join(sorted(words, key=len, reverse=True)) + r")\.?(?![a-z])"


_YEAR = r"(?:\s*,?\s*(?P<y>20\d\d))?"
_DATE_PATTERNS = (
    # 10 January, 10th of January, le 1er janvier, am 10. Januar, 10 Jan 2027
    re.compile(rf"\b(?P<d>[0-3]?\d)(?:st|nd|rd|th|er|\.)?\s*(?:of\s+)?{_names(list(_MONTH_WORDS))}{_YEAR}"),
    # January 10, January 10th 2027 (the English order; "im Mai 10 Tage" is a length, not a day)
    re.compile(
        rf"\b{_names(_ENGLISH_MONTHS.split())}\s+(?:the\s+)?(?P<d>[0-3]?\d)(?:st|nd|rd|th)?\b"
        rf"(?!\s*(?:days?|nights?|weeks?|people|persons|euros?|€)){_YEAR}"
    ),
    # 2027-01-10
    re.compile(r"\b(?P<y>20\d\d)-(?P<m>[01]\d)-(?P<d>[0-3]\d)\b"),
    # 10/01, 10/01/2027, 10.01., 10.01.2027: day first, as the three languages write it; "3/2" (a
    # wetsuit) and "1.5" (hours) are no dates
    re.compile(r"(?<![\d/.])(?P<d>[0-3]?\d)/(?P<m>[01]?\d)(?:/(?P<y>(?:20)?\d\d))?(?![\d/])"),
    re.compile(r"(?<![\d/.])(?P<d>[0-3]?\d)\.(?P<m>[01]?\d)\.(?P<y>(?:20)?\d\d)?(?![\d.])"),
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


def level_named(text: str) -> Level | None:
    """The surfing level a short text names ("Beginners", "Surfeurs confirmés", "Mittelstufe")."""
    return _first(_LEVELS)(normalize(text))


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
    """What one message says: preferences (only those stated), the topics asked about, the months and
    the days it names."""

    level: Level | None = None
    location: str | None = None
    budget_max: int | None = None
    days: int | None = None
    kind: Kind | None = None
    topics: list[Topic] = field(default_factory=list)
    superlative: Superlative | None = None
    months: list[int] = field(default_factory=list)
    # Days of the calendar the message names ("places on 10 January"), in its order.
    dates: list[date] = field(default_factory=list)
    # How many travel together, when the message says so ("for 2 people", "nous sommes trois").
    people: int | None = None
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


# A week that is a date, not a length: "the first week of April", "next week", "la semaine prochaine",
# "la semaine du 10", "in der ersten Woche".
_WEEK_AS_DATE = re.compile(
    r"\b(first|second|third|fourth|last|final|next|this|coming|following) weeks?\b"
    r"|\b(premiere|deuxieme|troisieme|derniere|prochaine) semaines?\b|\bsemaines? (prochaine|derniere|du|de la)\b"
    r"|\b(erste|zweite|dritte|vierte|letzte|nachste|kommende|diese)[nrs]? wochen?\b"
)


def _days(text: str) -> int | None:
    text = _WEEK_AS_DATE.sub(" ", text)
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


_COUNTS = {
    **{str(n): n for n in range(1, 21)},
    **dict.fromkeys(("one", "un", "une", "ein", "eine", "einer"), 1),
    **dict.fromkeys(("two", "deux", "zwei", "zweit"), 2),
    **dict.fromkeys(("three", "trois", "drei", "dritt"), 3),
    **dict.fromkeys(("four", "quatre", "vier", "viert"), 4),
    **dict.fromkeys(("five", "cinq", "funf", "funft"), 5),
    **dict.fromkeys(("six", "sechs"), 6),
    **dict.fromkeys(("seven", "sept", "sieben"), 7),
    **dict.fromkeys(("eight", "huit", "acht"), 8),
}
_COUNT = "(" + "|".join(sorted(_COUNTS, key=len, reverse=True)) + ")"
_PEOPLE = (
    re.compile(rf"\b{_COUNT} (people|persons|adults|guests|of us|personnes|adultes|personen|erwachsene|leute)\b"),
    re.compile(rf"\b(we are|we're|nous sommes|on est|wir sind)( zu)? {_COUNT}\b"),
    re.compile(rf"\bzu {_COUNT}\b"),  # zu zweit, zu dritt
)


def _people(text: str) -> int | None:
    for pattern in _PEOPLE:
        if match := pattern.search(text):
            word = next(group for group in match.groups() if group in _COUNTS)
            return _COUNTS[word]
    return None


def dates_in(text: str, today: date) -> list[tuple[date, tuple[int, int]]]:
    """The days of the calendar a normalized text names, each with where it stands in the text. A day
    without a year is its next one from `today` on ("10 January" in November is next year's)."""
    found: list[tuple[date, tuple[int, int]]] = []
    taken: list[tuple[int, int]] = []
    for pattern in _DATE_PATTERNS:
        for match in pattern.finditer(text):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            parts = match.groupdict()
            month = _MONTH_WORDS[parts["name"]] if parts.get("name") else int(parts["m"])
            if parts.get("name") is None and len(parts["d"]) == 1 and len(parts["m"]) == 1 and not parts.get("y"):
                continue  # "3/2" is a wetsuit, "4.3." is too short to be a day
            year = parts.get("y")
            try:
                day = date(int(year) + (2000 if len(year) == 2 else 0), month, int(parts["d"])) if year else None
                if day is None:
                    day = date(today.year, month, int(parts["d"]))
                    if day < today:
                        day = date(today.year + 1, month, int(parts["d"]))
            except ValueError:
                continue  # "31 February"
            taken.append(match.span())
            found.append((day, match.span()))
    return sorted(found, key=lambda item: item[1])


# The parts of a long message: sentences, and clauses that turn with "but" or to another person.
_PART_BREAK = re.compile(
    r"(?<=[.!?;])(?<!\d\.)\s+|\s*\n+\s*"
    r"|,?\s+(?:but|mais|aber|however|cependant|pourtant|jedoch|allerdings)\s+"
    r"|,?\s+(?:and|et|und)\s+(?=(?:my|mon|ma|mes|mein|meine|meinem|meiner|he|she|il|elle|er|sie)\b)"
)
# What the visitor says of themselves, now.
_SELF = (
    r"\bi'?m\b",
    r"\bi am\b",
    r"\bwe'?re\b",
    r"\bwe are\b",
    r"\bmy level\b",
    r"\bje suis\b",
    r"\bnous sommes\b",
    r"\bon est\b",
    r"\bmon niveau\b",
    r"\bich bin\b",
    r"\bwir sind\b",
    r"\bmein niveau\b",
)
# Someone else's level or wishes.
_OTHER = (
    r"\bmy (boy|girl)?friends?\b",
    r"\bmy (wife|husband|partner|son|daughter|brother|sister|kids?|children|dad|mum|mom|father|mother)\b",
    r"\b(he|she) (is|'s)\b",
    r"\b(mon|ma|mes) (copain|copine|amie?s?|femme|mari|conjointe?|compagnon|compagne|fils|fille|enfants)\b",
    r"\b(mon|ma|mes) (frere|soeur|pere|mere|parents)\b",
    r"\b(il|elle) est\b",
    r"\b(mein|meine|meinem|meiner) (freund|freundin|frau|mann|partner|partnerin|sohn|tochter|kinder)\b",
    r"\b(mein|meine|meinem|meiner) (bruder|schwester|vater|mutter|eltern)\b",
    r"\b(er|sie) ist\b",
)
# What the visitor did before: no wish of today.
_PAST = (
    r"\blast (year|summer|winter|spring|autumn|time|trip)\b",
    r"\b(years|months) ago\b",
    r"\bused to\b",
    r"\bin the past\b",
    r"\bwhen i was\b",
    r"\bl'(an|ete|hiver) dernier\b",
    r"\bl'annee derniere\b",
    r"\bla derniere fois\b",
    r"\bil y a (\d+|deux|trois|quelques|plusieurs) ans\b",
    r"\bautrefois\b",
    r"\bletzte[ns]? (jahr|sommer|winter|mal)\b",
    r"\bvor (\d+ |zwei |drei |ein paar |einigen )?jahren\b",
    r"\bfruher\b",
)
SELF, PLAIN, OTHER = 3, 2, 1
# Phrases that contain a topic's word without asking about it.
_NOT_TOPICS = re.compile(
    r"\ball[ -]?inclusive?\b|\ball[ -]?inklusive?\b|\btout[ -]compris\b|\btout[ -]inclus\b"  # kinds of stay
)


@dataclass(frozen=True)
class _Part:
    text: str
    weight: int  # SELF, PLAIN or OTHER; 0: the past, which states no wish
    question: bool


def _parts(norm: str) -> list[_Part]:
    parts = []
    for piece in _PART_BREAK.split(norm):
        piece = piece.strip()
        if not piece:
            continue
        if _any(_PAST, piece):
            weight = 0
        elif _any(_SELF, piece):
            weight = SELF
        elif _any(_OTHER, piece):
            weight = OTHER
        else:
            weight = PLAIN
        parts.append(_Part(piece, weight, piece.endswith("?")))
    return parts


T = TypeVar("T")


def _stated(parts: list[_Part], read: Callable[[str], T | None]) -> T | None:
    """What the weightiest part that says it says (the first of equals); the past says nothing."""
    found = [
        (part.weight, -index, value)
        for index, part in enumerate(parts)
        if part.weight and (value := read(part.text)) is not None
    ]
    return max(found, key=lambda item: (item[0], item[1]))[2] if found else None


def _first(options: tuple[tuple[T, tuple[str, ...]], ...]) -> Callable[[str], T | None]:
    return lambda text: next((value for value, patterns in options if _any(patterns, text)), None)


def read_message(text: str, today: date | None = None) -> Reading:
    """Preferences, topics, months and days of one visitor message (any of en, fr, de), read by its parts."""
    norm = normalize(text)
    today = today or datetime.now(UTC).date()
    reading = Reading()
    named = dates_in(norm, today)
    reading.dates = [day for day, _ in named]
    # A date's month is not a question about that month's weather.
    undated = norm
    for _, (start, end) in named:
        undated = undated[:start] + " " * (end - start) + undated[end:]
    parts = _parts(undated)
    asking = [part for part in parts if part.weight or part.question]  # a past story asks nothing
    topical = " \n ".join(_NOT_TOPICS.sub(" ", part.text) for part in asking)
    reading.topics = [topic for topic, patterns in _TOPICS if _any(patterns, topical)]
    reading.level = _stated(parts, _first(_LEVELS))
    reading.kind = _stated(parts, _first(_KINDS))

    def place(part: str) -> str | None:
        # "Agadir" in an airport question names the airport, not where to stay.
        if _any(dict(_TOPICS)["airport"] + dict(_TOPICS)["distance"], part):
            return None
        return next((town for town in LOCATIONS if re.search(rf"\b{town}\b", part)), None)

    reading.location = _stated(parts, place)
    reading.days = _stated(parts, _days)
    reading.budget_max = _stated(parts, _budget)
    reading.people = _stated(parts, _people)
    reading.superlative = next((kind for kind, patterns in _SUPERLATIVES if _any(patterns, topical)), None)
    if reading.superlative in ("cheapest", "most_expensive") and "price" in reading.topics:
        reading.topics.remove("price")  # the superlative names the package; no price range on top
    if reading.budget_max is not None and "price" in reading.topics:
        reading.topics.remove("price")  # their own budget: the packages within it answer, not the range
    months = month_numbers(" \n ".join(part.text for part in parts if part.weight))
    reading.months = months
    only_wishes = set(reading.topics) <= {"recommend"} and not reading.superlative
    short = len(re.findall(r"[a-z0-9]+", norm)) <= _FOLLOW_UP_MAX_WORDS
    reading.follow_up = _any(_FOLLOW_UP, norm) or (
        only_wishes and short and bool(reading.preferences() or reading.months)
    )
    reading.language = detect_language(text)
    return reading

"""The demo catalogue as plain data: camps and packages (en, fr, de), demo reviews, demo bookings
and the CMS defaults. Nothing here touches the database; `seed.loader` writes it.

Amenities and included features are written once in English and translated through the
`AMENITIES` and `FEATURES` vocabularies, so every language lists the same items in the same order.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any

from app.listings.slugs import slugify

LANGUAGES = ("fr", "de")  # besides English, which lives in the plain columns

AMENITIES: dict[str, dict[str, str]] = {
    "WiFi": {"fr": "Wi-Fi", "de": "WLAN"},
    "Airport Transfer": {"fr": "Transfert aéroport", "de": "Flughafentransfer"},
    "Meals": {"fr": "Repas", "de": "Mahlzeiten"},
    "Surf Equipment": {"fr": "Matériel de surf", "de": "Surfausrüstung"},
    "Yoga Deck": {"fr": "Terrasse de yoga", "de": "Yoga-Deck"},
    "Rooftop Terrace": {"fr": "Toit-terrasse", "de": "Dachterrasse"},
    "Pool": {"fr": "Piscine", "de": "Pool"},
    "Sea View": {"fr": "Vue sur mer", "de": "Meerblick"},
    "Laundry": {"fr": "Blanchisserie", "de": "Wäscheservice"},
    "Hot Showers": {"fr": "Douches chaudes", "de": "Warme Duschen"},
}

FEATURES: dict[str, dict[str, str]] = {
    "Daily surf lessons (2 x 2 hours)": {
        "fr": "Cours de surf quotidiens (2 x 2 heures)",
        "de": "Täglicher Surfunterricht (2 x 2 Stunden)",
    },
    "One surf lesson a day (2 hours)": {
        "fr": "Un cours de surf par jour (2 heures)",
        "de": "Eine Surfstunde pro Tag (2 Stunden)",
    },
    "ISA-certified surf instructors": {"fr": "Moniteurs de surf certifiés ISA", "de": "ISA-zertifizierte Surflehrer"},
    "Surfboard and wetsuit rental": {
        "fr": "Location de planche et de combinaison",
        "de": "Surfbrett- und Neoprenverleih",
    },
    "Daily transport to the surf spots": {
        "fr": "Transport quotidien vers les spots",
        "de": "Täglicher Transport zu den Surfspots",
    },
    "Breakfast every morning": {"fr": "Petit-déjeuner tous les matins", "de": "Frühstück jeden Morgen"},
    "Breakfast and dinner": {"fr": "Petit-déjeuner et dîner", "de": "Frühstück und Abendessen"},
    "Three meals a day": {"fr": "Trois repas par jour", "de": "Drei Mahlzeiten am Tag"},
    "Picnic lunch at the beach": {"fr": "Pique-nique à la plage le midi", "de": "Picknick-Mittagessen am Strand"},
    "Video analysis sessions": {"fr": "Séances d'analyse vidéo", "de": "Videoanalyse Ihrer Sessions"},
    "Surf theory and ocean safety": {
        "fr": "Théorie du surf et sécurité en mer",
        "de": "Surftheorie und Sicherheit im Meer",
    },
    "Daily yoga class": {"fr": "Cours de yoga quotidien", "de": "Tägliche Yogastunde"},
    "Morning and sunset yoga": {
        "fr": "Yoga le matin et au coucher du soleil",
        "de": "Yoga am Morgen und bei Sonnenuntergang",
    },
    "Yoga mats and props": {"fr": "Tapis et accessoires de yoga", "de": "Yogamatten und Hilfsmittel"},
    "Meditation and breathwork": {
        "fr": "Méditation et exercices de respiration",
        "de": "Meditation und Atemübungen",
    },
    "Airport transfer from Agadir": {
        "fr": "Transfert depuis l'aéroport d'Agadir",
        "de": "Transfer vom Flughafen Agadir",
    },
    "Accommodation in a shared room": {
        "fr": "Hébergement en chambre partagée",
        "de": "Unterkunft im Mehrbettzimmer",
    },
    "Accommodation in a double room": {"fr": "Hébergement en chambre double", "de": "Unterkunft im Doppelzimmer"},
    "Private room with sea view": {"fr": "Chambre privée avec vue sur mer", "de": "Privatzimmer mit Meerblick"},
    "Family room": {"fr": "Chambre familiale", "de": "Familienzimmer"},
    "Surf guiding to the best spots of the day": {
        "fr": "Guidage vers les meilleurs spots du jour",
        "de": "Surfguiding zu den besten Spots des Tages",
    },
    "Daily surf forecast briefing": {
        "fr": "Briefing quotidien sur les prévisions",
        "de": "Tägliches Briefing zur Surfvorhersage",
    },
    "Dawn patrol sessions": {"fr": "Sessions à l'aube (dawn patrol)", "de": "Dawn-Patrol-Sessions"},
    "Surf photos of your sessions": {"fr": "Photos de vos sessions", "de": "Fotos Ihrer Surfsessions"},
    "Small-group coaching (1 coach : 4 surfers)": {
        "fr": "Coaching en petit groupe (1 coach pour 4 surfeurs)",
        "de": "Coaching in Kleingruppen (1 Coach auf 4 Surfer)",
    },
    "Longboard and mid-length quiver": {
        "fr": "Quiver de longboards et de mid-lengths",
        "de": "Longboards und Midlengths zur Auswahl",
    },
    "Unlimited board swaps": {"fr": "Échanges de planche illimités", "de": "Unbegrenzter Brettwechsel"},
    "Surf trips along the coast": {"fr": "Surf trips le long de la côte", "de": "Surftrips entlang der Küste"},
    "Surf skate session": {"fr": "Session de surfskate", "de": "Surfskate-Session"},
    "Post-surf stretching": {"fr": "Étirements après le surf", "de": "Dehnen nach dem Surfen"},
    "Traditional hammam visit": {"fr": "Visite d'un hammam traditionnel", "de": "Besuch eines traditionellen Hammams"},
    "Argan oil massage": {"fr": "Massage à l'huile d'argan", "de": "Massage mit Arganöl"},
    "Moroccan cooking class": {"fr": "Cours de cuisine marocaine", "de": "Marokkanischer Kochkurs"},
    "Day trip to Paradise Valley": {"fr": "Excursion à Paradise Valley", "de": "Tagesausflug ins Paradise Valley"},
    "Sunset camel ride": {
        "fr": "Balade à dos de dromadaire au coucher du soleil",
        "de": "Kamelritt bei Sonnenuntergang",
    },
    "Sandboarding on the coastal dunes": {
        "fr": "Sandboard sur les dunes côtières",
        "de": "Sandboarding auf den Küstendünen",
    },
    "Berber dinner under the stars": {"fr": "Dîner berbère à la belle étoile", "de": "Berber-Abendessen unter Sternen"},
    "Welcome dinner": {"fr": "Dîner de bienvenue", "de": "Willkommensessen"},
    "Rooftop barbecue night": {"fr": "Soirée barbecue sur le toit", "de": "Grillabend auf der Dachterrasse"},
    "Healthy vegetarian meals": {"fr": "Repas végétariens équilibrés", "de": "Gesunde vegetarische Küche"},
    "Mint tea and snacks after surfing": {
        "fr": "Thé à la menthe et en-cas après le surf",
        "de": "Minztee und Snacks nach dem Surfen",
    },
    "Kids' surf lessons": {"fr": "Cours de surf pour enfants", "de": "Surfkurse für Kinder"},
    "Pool access": {"fr": "Accès à la piscine", "de": "Poolnutzung"},
    "Souk visit in Agadir": {"fr": "Visite du souk d'Agadir", "de": "Besuch des Souks von Agadir"},
    "Laundry service": {"fr": "Service de blanchisserie", "de": "Wäscheservice"},
    "Insurance during lessons": {"fr": "Assurance pendant les cours", "de": "Versicherung während des Unterrichts"},
}

# Scene kinds of `seed.artwork` for a package's featured image and its three gallery images.
SCENES_BY_TYPE: dict[str, tuple[str, str, str, str]] = {
    "surf-only": ("surf", "lineup", "beach", "point"),
    "surf-yoga": ("yoga", "surf", "terrace", "lineup"),
    "all-inclusive": ("terrace", "surf", "sunset", "beach"),
}
BEGINNER_SCENES = ("beach", "lineup", "surf", "village")


# The camps' addresses in French and German (street names stay as they are signposted).
ADDRESSES: dict[str, dict[str, str]] = {
    "North hillside above Anchor Point, Taghazout 80022, Morocco": {
        "fr": "Colline nord au-dessus d'Anchor Point, Taghazout 80022, Maroc",
        "de": "Nördlicher Hang oberhalb von Anchor Point, Taghazout 80022, Marokko",
    },
    "Rue de la Plage, Taghazout 80022, Morocco": {
        "fr": "Rue de la Plage, Taghazout 80022, Maroc",
        "de": "Rue de la Plage, Taghazout 80022, Marokko",
    },
    "Route de Killer Point, north of Taghazout 80022, Morocco": {
        "fr": "Route de Killer Point, au nord de Taghazout 80022, Maroc",
        "de": "Route de Killer Point, nördlich von Taghazout 80022, Marokko",
    },
    "Main road, south entrance of Taghazout 80022, Morocco": {
        "fr": "Route principale, entrée sud de Taghazout 80022, Maroc",
        "de": "Hauptstraße, südliche Ortseinfahrt von Taghazout 80022, Marokko",
    },
    "Upper village, Tamraght 80023, Morocco": {
        "fr": "Haut du village, Tamraght 80023, Maroc",
        "de": "Oberes Dorf, Tamraght 80023, Marokko",
    },
    "Banana Beach road, Tamraght 80023, Morocco": {
        "fr": "Route de Banana Beach, Tamraght 80023, Maroc",
        "de": "Straße nach Banana Beach, Tamraght 80023, Marokko",
    },
    "Devil's Rock road, Tamraght 80023, Morocco": {
        "fr": "Route de Devil's Rock, Tamraght 80023, Maroc",
        "de": "Straße zum Devil's Rock, Tamraght 80023, Marokko",
    },
    "Above the harbour, Imsouane 44000, Morocco": {
        "fr": "Au-dessus du port, Imsouane 44000, Maroc",
        "de": "Oberhalb des Hafens, Imsouane 44000, Marokko",
    },
    "Cathedral Point road, Imsouane 44000, Morocco": {
        "fr": "Route de Cathedral Point, Imsouane 44000, Maroc",
        "de": "Straße zum Cathedral Point, Imsouane 44000, Marokko",
    },
    "Boulevard du 20 Août, near the marina, Agadir 80000, Morocco": {
        "fr": "Boulevard du 20 Août, près de la marina, Agadir 80000, Maroc",
        "de": "Boulevard du 20 Août, nahe der Marina, Agadir 80000, Marokko",
    },
    "Route d'Essaouira, Aourir, north of Agadir 80000, Morocco": {
        "fr": "Route d'Essaouira, Aourir, au nord d'Agadir 80000, Maroc",
        "de": "Route d'Essaouira, Aourir, nördlich von Agadir 80000, Marokko",
    },
}


@dataclass(frozen=True)
class Texts:
    name: str
    short_description: str
    description: str


@dataclass(frozen=True)
class PackageSeed:
    key: str  # stable handle used by reviews and bookings below
    en: Texts
    fr: Texts
    de: Texts
    price: Decimal
    duration_days: int
    difficulty_level: str  # beginner | intermediate | advanced | all_levels
    package_type: str  # surf-only | surf-yoga | all-inclusive
    max_participants: int | None
    included_features: tuple[str, ...]
    featured: bool = False
    scenes: tuple[str, str, str, str] | None = None

    @property
    def scene_kinds(self) -> tuple[str, str, str, str]:
        if self.scenes:
            return self.scenes
        if self.package_type == "surf-only" and self.difficulty_level == "beginner":
            return BEGINNER_SCENES  # lessons happen on the beach, not on the big wave
        return SCENES_BY_TYPE[self.package_type]

    def translations(self) -> dict[str, dict[str, Any]]:
        texts = {"fr": self.fr, "de": self.de}
        return {
            lang: {
                "name": texts[lang].name,
                "short_description": texts[lang].short_description,
                "description": texts[lang].description,
                "included_features": [FEATURES[item][lang] for item in self.included_features],
            }
            for lang in LANGUAGES
        }


@dataclass(frozen=True)
class CampSeed:
    slug: str
    en: Texts
    fr: Texts
    de: Texts
    location_key: str  # taghazout | tamraght | imsouane | agadir
    address: str
    phone: str
    latitude: Decimal
    longitude: Decimal
    amenities: tuple[str, ...]
    scene: str
    packages: tuple[PackageSeed, ...]
    featured: bool = False
    status: str = "active"

    @property
    def name(self) -> str:
        return self.en.name

    @property
    def location(self) -> str:
        return f"{self.location_key.title()}, Morocco"

    @property
    def email(self) -> str:
        return f"{self.slug}@example.com"

    @property
    def website(self) -> str:
        return f"https://example.com/{self.slug}"

    @property
    def maps_url(self) -> str:
        return f"https://www.openstreetmap.org/?mlat={self.latitude}&mlon={self.longitude}#map=16/{self.latitude}/{self.longitude}"

    @property
    def maps_embed_url(self) -> str:
        lat, lon, d = self.latitude, self.longitude, Decimal("0.008")
        return (
            "https://www.openstreetmap.org/export/embed.html"
            f"?bbox={lon - d},{lat - d},{lon + d},{lat + d}&layer=mapnik&marker={lat},{lon}"
        )

    def package_slug(self, package: PackageSeed) -> str:
        """The spec's rule: camp name and package name, lowercased and joined with hyphens."""
        return slugify(f"{self.name} {package.en.name}")

    def translations(self) -> dict[str, dict[str, Any]]:
        texts = {"fr": self.fr, "de": self.de}
        return {
            lang: {
                "name": texts[lang].name,
                "short_description": texts[lang].short_description,
                "description": texts[lang].description,
                "amenities": [AMENITIES[item][lang] for item in self.amenities],
                "address": ADDRESSES[self.address][lang],
            }
            for lang in LANGUAGES
        }


def _eur(value: str) -> Decimal:
    return Decimal(value).quantize(Decimal("0.01"))


# ============================================================================ camps and packages

CAMPS: tuple[CampSeed, ...] = (
    # ------------------------------------------------------------------ Taghazout
    CampSeed(
        slug="anchor-point-surf-house",
        location_key="taghazout",
        address="North hillside above Anchor Point, Taghazout 80022, Morocco",
        phone="+212 600 000 101",
        latitude=Decimal("30.547100"),
        longitude=Decimal("-9.711200"),
        amenities=("WiFi", "Airport Transfer", "Meals", "Surf Equipment", "Rooftop Terrace", "Sea View", "Hot Showers"),
        scene="village",
        featured=True,
        en=Texts(
            "Anchor Point Surf House",
            "A friendly surf house on the hill above Taghazout, a five-minute walk from Anchor Point.",
            "Anchor Point Surf House sits on the hillside at the north end of Taghazout, and its rooftop terrace "
            "looks straight down the line at Anchor Point. Our coaches grew up in the village and know which bay "
            "works on which tide, so you spend your time in the water rather than in the van. Rooms are simple and "
            "spotless, with hot showers, fast WiFi and breakfast served on the roof every morning. In the evening "
            "the terrace fills with surfers swapping stories over mint tea while the sun drops into the Atlantic.",
        ),
        fr=Texts(
            "Anchor Point Surf House",
            "Une surf house conviviale sur la colline de Taghazout, à cinq minutes à pied d'Anchor Point.",
            "Anchor Point Surf House est perchée sur la colline au nord de Taghazout, et son toit-terrasse donne "
            "directement sur la vague d'Anchor Point. Nos moniteurs ont grandi au village et savent quelle baie "
            "fonctionne à quelle marée : vous passez votre temps dans l'eau plutôt que dans le van. Les chambres "
            "sont simples et impeccables, avec douches chaudes, Wi-Fi rapide et petit-déjeuner servi chaque matin "
            "sur le toit. Le soir, la terrasse se remplit de surfeurs qui refont leur session autour d'un thé à la "
            "menthe pendant que le soleil plonge dans l'Atlantique.",
        ),
        de=Texts(
            "Anchor Point Surf House",
            "Ein herzliches Surfhaus am Hang über Taghazout, fünf Gehminuten von Anchor Point entfernt.",
            "Das Anchor Point Surf House liegt am Hang im Norden von Taghazout, und von der Dachterrasse blickt man "
            "direkt auf die Welle von Anchor Point. Unsere Surflehrer sind im Dorf aufgewachsen und wissen, welche "
            "Bucht bei welcher Tide läuft – Sie verbringen Ihre Zeit also im Wasser statt im Bus. Die Zimmer sind "
            "einfach und blitzsauber, mit warmen Duschen, schnellem WLAN und Frühstück jeden Morgen auf dem Dach. "
            "Abends trifft man sich bei Minztee auf der Terrasse und schaut zu, wie die Sonne im Atlantik versinkt.",
        ),
        packages=(
            PackageSeed(
                key="anchor-beginner",
                price=_eur("483"),
                duration_days=7,
                difficulty_level="beginner",
                package_type="surf-only",
                max_participants=8,
                featured=True,
                included_features=(
                    "Daily surf lessons (2 x 2 hours)",
                    "ISA-certified surf instructors",
                    "Surfboard and wetsuit rental",
                    "Daily transport to the surf spots",
                    "Accommodation in a shared room",
                    "Breakfast every morning",
                    "Surf theory and ocean safety",
                    "Video analysis sessions",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "7-Day Beginner Surf Coaching",
                    "A full week of patient coaching on the gentle beach breaks around Taghazout.",
                    "Seven days to go from your first pop-up to riding green waves along the beach. Every morning "
                    "we pick the friendliest sandy break of the day, from Panoramas to Banana Beach, and you surf "
                    "two coached sessions with never more than four students per instructor. Afternoons bring "
                    "video feedback, surf theory and time to rest on the roof with a view over the bay.",
                ),
                fr=Texts(
                    "Coaching surf débutant 7 jours",
                    "Une semaine complète de coaching bienveillant sur les beach breaks tranquilles de Taghazout.",
                    "Sept jours pour passer de votre premier take-off à vos premières vagues vertes le long de la "
                    "plage. Chaque matin, nous choisissons le beach break le plus accueillant du jour, de "
                    "Panoramas à Banana Beach, et vous surfez deux sessions encadrées, jamais plus de quatre élèves "
                    "par moniteur. L'après-midi : retours vidéo, théorie du surf et repos sur le toit face à la baie.",
                ),
                de=Texts(
                    "7-Tage-Surfcoaching für Anfänger",
                    "Eine ganze Woche geduldiges Coaching an den sanften Beachbreaks rund um Taghazout.",
                    "Sieben Tage, um vom ersten Take-off bis zu Ihren ersten grünen Wellen am Strand zu kommen. "
                    "Jeden Morgen suchen wir den freundlichsten Sandstrand-Spot des Tages aus, von Panoramas bis "
                    "Banana Beach, und Sie surfen zwei betreute Sessions mit höchstens vier Schülern pro Lehrer. "
                    "Nachmittags gibt es Videoanalyse, Surftheorie und Zeit zum Ausruhen auf dem Dach mit Blick "
                    "über die Bucht.",
                ),
            ),
            PackageSeed(
                key="anchor-intermediate",
                price=_eur("560"),
                duration_days=8,
                difficulty_level="intermediate",
                package_type="surf-only",
                max_participants=6,
                included_features=(
                    "Surf guiding to the best spots of the day",
                    "Small-group coaching (1 coach : 4 surfers)",
                    "Video analysis sessions",
                    "Daily surf forecast briefing",
                    "Unlimited board swaps",
                    "Accommodation in a double room",
                    "Breakfast every morning",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "8-Day Intermediate Surf Guiding",
                    "Guided sessions on the right-hand points for surfers who already ride green waves.",
                    "For surfers who can paddle out and take off on their own, this week is about reading the "
                    "line-up and finding more waves. Your guide follows the swell between Hash Point, Panoramas and "
                    "Killer Point and films every session so you can see what to change. Expect honest feedback, "
                    "early starts when the tide is right and long afternoons on the terrace.",
                ),
                fr=Texts(
                    "Surf guidé intermédiaire 8 jours",
                    "Des sessions guidées sur les points de droite pour les surfeurs qui prennent déjà des vagues vertes.",
                    "Pour les surfeurs qui savent passer la barre et partir seuls, cette semaine sert à lire le "
                    "line-up et à prendre plus de vagues. Votre guide suit la houle entre Hash Point, Panoramas et "
                    "Killer Point et filme chaque session pour vous montrer quoi corriger. Au programme : des "
                    "retours francs, des départs matinaux quand la marée est bonne et de longs après-midi en terrasse.",
                ),
                de=Texts(
                    "8 Tage Surfguiding für die Mittelstufe",
                    "Geführte Sessions an den Rechtswellen-Points für alle, die schon grüne Wellen surfen.",
                    "Für Surfer, die selbstständig rauspaddeln und Wellen anpaddeln, geht es in dieser Woche darum, "
                    "das Line-up zu lesen und mehr Wellen zu bekommen. Ihr Guide folgt dem Swell zwischen Hash "
                    "Point, Panoramas und Killer Point und filmt jede Session, damit Sie sehen, was Sie ändern "
                    "können. Rechnen Sie mit ehrlichem Feedback, frühen Starts bei passender Tide und langen Nachmittagen "
                    "auf der Terrasse.",
                ),
            ),
            PackageSeed(
                key="anchor-progression",
                price=_eur("1090"),
                duration_days=14,
                difficulty_level="all_levels",
                package_type="all-inclusive",
                max_participants=10,
                included_features=(
                    "Daily surf lessons (2 x 2 hours)",
                    "Surfboard and wetsuit rental",
                    "Three meals a day",
                    "Accommodation in a double room",
                    "Video analysis sessions",
                    "Day trip to Paradise Valley",
                    "Traditional hammam visit",
                    "Rooftop barbecue night",
                    "Laundry service",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "14-Day Surf Progression Camp",
                    "Two weeks, all meals included: the time it really takes to see your surfing change.",
                    "Two weeks is long enough for real progress, whatever your level when you arrive. We build a "
                    "plan with you on day one, coach you twice a day and review your sessions on video every other "
                    "evening. All meals are cooked in the house, and a day in Paradise Valley and a hammam visit "
                    "give your shoulders a well-earned break.",
                ),
                fr=Texts(
                    "Stage de progression surf 14 jours",
                    "Deux semaines en pension complète : le temps qu'il faut vraiment pour voir votre surf évoluer.",
                    "Deux semaines, c'est assez pour progresser vraiment, quel que soit votre niveau à l'arrivée. "
                    "Nous construisons un plan avec vous le premier jour, vous coachons deux fois par jour et "
                    "analysons vos sessions en vidéo un soir sur deux. Tous les repas sont préparés à la maison, et "
                    "une journée à Paradise Valley ainsi qu'un passage au hammam offrent une pause bien méritée à "
                    "vos épaules.",
                ),
                de=Texts(
                    "14-Tage-Surfcamp für echte Fortschritte",
                    "Zwei Wochen mit Vollpension: so viel Zeit braucht es wirklich, damit sich Ihr Surfen verändert.",
                    "Zwei Wochen reichen für echte Fortschritte, egal mit welchem Niveau Sie ankommen. Am ersten Tag "
                    "erstellen wir mit Ihnen einen Plan, coachen Sie zweimal täglich und schauen uns jeden zweiten "
                    "Abend Ihre Sessions auf Video an. Alle Mahlzeiten werden im Haus gekocht, und ein Tag im "
                    "Paradise Valley sowie ein Hammam-Besuch gönnen Ihren Schultern eine verdiente Pause.",
                ),
            ),
        ),
    ),
    CampSeed(
        slug="dar-tagine-surf-yoga",
        location_key="taghazout",
        address="Rue de la Plage, Taghazout 80022, Morocco",
        phone="+212 600 000 102",
        latitude=Decimal("30.543900"),
        longitude=Decimal("-9.708300"),
        amenities=("WiFi", "Airport Transfer", "Meals", "Surf Equipment", "Yoga Deck", "Rooftop Terrace", "Sea View"),
        scene="terrace",
        featured=True,
        en=Texts(
            "Dar Tagine Surf & Yoga",
            "A calm guesthouse in the heart of Taghazout with a yoga deck facing the ocean.",
            "Dar Tagine is a restored family house in the middle of Taghazout, three minutes from the beach and "
            "right next to the fishermen's slipway. Mornings start with yoga on the wooden deck above the village, "
            "then our surf team takes you to the break that suits the day. Breakfast and dinner are vegetarian-"
            "friendly and made with produce from the Saturday souk in Aourir. The atmosphere is quiet and "
            "unhurried, which is exactly why guests come back.",
        ),
        fr=Texts(
            "Dar Tagine Surf & Yoga",
            "Une maison d'hôtes paisible au cœur de Taghazout, avec une terrasse de yoga face à l'océan.",
            "Dar Tagine est une maison de famille rénovée au centre de Taghazout, à trois minutes de la plage et "
            "juste à côté de la cale des pêcheurs. Les matinées commencent par du yoga sur la terrasse en bois "
            "qui surplombe le village, puis notre équipe de surf vous emmène sur le spot adapté au jour. Le "
            "petit-déjeuner et le dîner sont pensés pour les végétariens et préparés avec les produits du souk du "
            "samedi d'Aourir. L'ambiance est calme et sans précipitation, et c'est précisément pour cela que les "
            "voyageurs reviennent.",
        ),
        de=Texts(
            "Dar Tagine Surf & Yoga",
            "Ein ruhiges Gästehaus im Herzen von Taghazout mit Yoga-Deck und Blick aufs Meer.",
            "Dar Tagine ist ein renoviertes Familienhaus mitten in Taghazout, drei Minuten vom Strand und direkt "
            "neben der Slipanlage der Fischer. Der Morgen beginnt mit Yoga auf dem Holzdeck über dem Dorf, danach "
            "bringt Sie unser Surfteam zum passenden Spot des Tages. Frühstück und Abendessen sind "
            "vegetarierfreundlich und werden mit Zutaten vom Samstagssouk in Aourir zubereitet. Die Stimmung ist "
            "ruhig und entspannt – genau deshalb kommen unsere Gäste wieder.",
        ),
        packages=(
            PackageSeed(
                key="dar-yoga-retreat",
                price=_eur("595"),
                duration_days=7,
                difficulty_level="all_levels",
                package_type="surf-yoga",
                max_participants=10,
                featured=True,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Morning and sunset yoga",
                    "Yoga mats and props",
                    "Surfboard and wetsuit rental",
                    "Breakfast and dinner",
                    "Accommodation in a double room",
                    "Meditation and breathwork",
                    "Traditional hammam visit",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "7-Day Surf & Yoga Retreat",
                    "Surf in the morning, yoga at sunrise and sunset: a balanced week on the deck above the bay.",
                    "This is our signature week: one coached surf session a day, two yoga classes and plenty of "
                    "time to do nothing at all. Classes are vinyasa in the morning and slow yin at sunset, taught "
                    "in English and French by our resident teacher. Beginners and experienced surfers are grouped "
                    "separately in the water, and everyone meets again for dinner on the roof.",
                ),
                fr=Texts(
                    "Retraite surf & yoga 7 jours",
                    "Surf le matin, yoga au lever et au coucher du soleil : une semaine équilibrée au-dessus de la baie.",
                    "C'est notre semaine phare : une session de surf encadrée par jour, deux cours de yoga et "
                    "beaucoup de temps pour ne rien faire. Vinyasa le matin et yin tout en douceur au coucher du "
                    "soleil, en anglais et en français, avec notre professeure résidente. Débutants et surfeurs "
                    "confirmés sont séparés dans l'eau, et tout le monde se retrouve pour le dîner sur le toit.",
                ),
                de=Texts(
                    "7-Tage Surf- & Yoga-Retreat",
                    "Surfen am Vormittag, Yoga bei Sonnenauf- und -untergang: eine ausgeglichene Woche über der Bucht.",
                    "Das ist unsere Lieblingswoche: eine betreute Surfsession pro Tag, zwei Yogastunden und viel "
                    "Zeit, einfach nichts zu tun. Morgens gibt es Vinyasa, bei Sonnenuntergang ruhiges Yin – auf "
                    "Englisch und Französisch mit unserer Yogalehrerin vor Ort. Anfänger und erfahrene Surfer "
                    "werden im Wasser getrennt betreut, zum Abendessen auf dem Dach kommen alle wieder zusammen.",
                ),
            ),
            PackageSeed(
                key="dar-yoga-taster",
                price=_eur("390"),
                duration_days=5,
                difficulty_level="beginner",
                package_type="surf-yoga",
                max_participants=8,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Daily yoga class",
                    "Surfboard and wetsuit rental",
                    "Breakfast every morning",
                    "Accommodation in a shared room",
                ),
                en=Texts(
                    "5-Day Surf & Yoga Taster",
                    "A short first taste of surfing and yoga, ideal for a long weekend from Europe.",
                    "Five days is enough to stand up on a board and find a yoga routine you can take home. You get "
                    "a gentle surf lesson every day on the beginner beaches, a morning yoga class on our deck and "
                    "a simple shared room a short walk from the sea. Flights to Agadir are short from most of "
                    "Europe, so this fits into a long weekend with two days off.",
                ),
                fr=Texts(
                    "Découverte surf & yoga 5 jours",
                    "Un premier avant-goût du surf et du yoga, idéal pour un long week-end depuis l'Europe.",
                    "Cinq jours suffisent pour se lever sur une planche et trouver une routine de yoga à rapporter "
                    "chez soi. Chaque jour, un cours de surf en douceur sur les plages pour débutants, un cours de "
                    "yoga le matin sur notre terrasse et une chambre partagée simple à deux pas de la mer. Les vols "
                    "vers Agadir sont courts depuis la plupart des villes européennes : deux jours de congé suffisent.",
                ),
                de=Texts(
                    "5 Tage Surf & Yoga zum Reinschnuppern",
                    "Ein kurzer erster Vorgeschmack auf Surfen und Yoga, ideal für ein langes Wochenende.",
                    "Fünf Tage reichen, um auf dem Brett zu stehen und eine Yogaroutine für zu Hause zu finden. Sie "
                    "bekommen jeden Tag eine sanfte Surfstunde an den Anfängerstränden, morgens eine Yogastunde "
                    "auf unserem Deck und ein einfaches Mehrbettzimmer nur wenige Schritte vom Meer. Die Flüge nach "
                    "Agadir sind aus den meisten Städten Europas kurz – zwei Urlaubstage genügen.",
                ),
            ),
            PackageSeed(
                key="dar-slow-yoga",
                price=_eur("820"),
                duration_days=10,
                difficulty_level="intermediate",
                package_type="surf-yoga",
                max_participants=8,
                included_features=(
                    "Surf guiding to the best spots of the day",
                    "Morning and sunset yoga",
                    "Meditation and breathwork",
                    "Healthy vegetarian meals",
                    "Private room with sea view",
                    "Argan oil massage",
                    "Moroccan cooking class",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "10-Day Slow Surf & Yoga",
                    "Ten unhurried days of guided surf, daily yoga and a private sea-view room.",
                    "Made for surfers who already ride unbroken waves and want more time in the water without a "
                    "packed schedule. A guide takes you to the best spot each day, while yoga, breathwork and an "
                    "argan oil massage keep your body loose. You stay in a private room facing the sea and learn "
                    "to cook a proper tagine with our cook Fatima.",
                ),
                fr=Texts(
                    "Slow surf & yoga 10 jours",
                    "Dix jours sans se presser : surf guidé, yoga quotidien et chambre privée avec vue sur mer.",
                    "Pensé pour les surfeurs qui prennent déjà des vagues vertes et veulent plus de temps dans "
                    "l'eau, sans emploi du temps chargé. Un guide vous emmène chaque jour sur le meilleur spot, "
                    "tandis que le yoga, la respiration et un massage à l'huile d'argan gardent votre corps souple. "
                    "Vous logez dans une chambre privée face à la mer et apprenez à cuisiner un vrai tajine avec "
                    "Fatima, notre cuisinière.",
                ),
                de=Texts(
                    "10 Tage Slow Surf & Yoga",
                    "Zehn entspannte Tage mit Surfguiding, täglichem Yoga und privatem Zimmer mit Meerblick.",
                    "Für Surfer, die schon ungebrochene Wellen reiten und mehr Zeit im Wasser wollen, ohne vollen "
                    "Terminkalender. Ein Guide bringt Sie jeden Tag zum besten Spot, während Yoga, Atemübungen "
                    "und eine Arganöl-Massage Ihren Körper geschmeidig halten. Sie wohnen in einem privaten Zimmer "
                    "mit Blick aufs Meer und lernen bei unserer Köchin Fatima, eine echte Tajine zu kochen.",
                ),
            ),
        ),
    ),
    CampSeed(
        slug="killer-point-lodge",
        location_key="taghazout",
        address="Route de Killer Point, north of Taghazout 80022, Morocco",
        phone="+212 600 000 103",
        latitude=Decimal("30.552400"),
        longitude=Decimal("-9.718900"),
        amenities=("WiFi", "Meals", "Surf Equipment", "Sea View", "Hot Showers", "Laundry"),
        scene="point",
        en=Texts(
            "Killer Point Lodge",
            "A small lodge on the cliffs north of Taghazout for experienced surfers chasing the points.",
            "Killer Point Lodge is a group of stone rooms on the cliffs between Anchor Point and Killer Point, "
            "built for surfers who plan their day around the swell chart. We keep groups small and do not teach "
            "beginners here: our guides are local surfers who know every rock on the reef. Expect dawn patrols, "
            "big breakfasts and a quiet house by ten at night. Bring your own board if you like; our quiver has "
            "step-ups and performance shortboards too.",
        ),
        fr=Texts(
            "Killer Point Lodge",
            "Un petit lodge sur les falaises au nord de Taghazout pour les surfeurs expérimentés en quête de points.",
            "Killer Point Lodge est un ensemble de chambres en pierre sur les falaises entre Anchor Point et "
            "Killer Point, pensé pour les surfeurs qui organisent leur journée selon les prévisions de houle. Les "
            "groupes sont petits et nous n'accueillons pas de débutants : nos guides sont des surfeurs locaux qui "
            "connaissent chaque rocher du récif. Au programme : dawn patrols, copieux petits-déjeuners et une "
            "maison silencieuse dès dix heures du soir. Apportez votre planche si vous voulez ; notre quiver "
            "compte aussi des step-ups et des shortboards performants.",
        ),
        de=Texts(
            "Killer Point Lodge",
            "Eine kleine Lodge auf den Klippen nördlich von Taghazout für erfahrene Surfer, die Pointbreaks suchen.",
            "Die Killer Point Lodge besteht aus ein paar Steinhäusern auf den Klippen zwischen Anchor Point und "
            "Killer Point – gemacht für Surfer, die ihren Tag nach der Swellvorhersage planen. Die Gruppen sind "
            "klein, und Anfänger unterrichten wir hier nicht: Unsere Guides sind einheimische Surfer, die jeden "
            "Felsen am Riff kennen. Auf Sie warten Dawn Patrols, ein üppiges Frühstück und ab zehn Uhr abends ein "
            "ruhiges Haus. Bringen Sie gern Ihr eigenes Brett mit; in unserem Quiver gibt es auch Step-ups und "
            "Performance-Shortboards.",
        ),
        packages=(
            PackageSeed(
                key="killer-advanced",
                price=_eur("640"),
                duration_days=8,
                difficulty_level="advanced",
                package_type="surf-only",
                max_participants=6,
                featured=True,
                scenes=("point", "surf", "lineup", "village"),
                included_features=(
                    "Surf guiding to the best spots of the day",
                    "Dawn patrol sessions",
                    "Daily surf forecast briefing",
                    "Surf photos of your sessions",
                    "Unlimited board swaps",
                    "Breakfast and dinner",
                    "Accommodation in a double room",
                ),
                en=Texts(
                    "8-Day Advanced Point Break Guiding",
                    "Eight days chasing the long rights of Anchor Point, Killer Point and Boilers with a local guide.",
                    "This trip is for confident surfers who are comfortable on reef and in overhead waves. Your "
                    "guide reads the forecast each evening, picks the point for the next dawn and drives you to "
                    "quieter spots north of Taghazout when the crowd builds. A photographer shoots two sessions "
                    "during the week, and the photos are yours to keep.",
                ),
                fr=Texts(
                    "Surf guidé avancé sur les points 8 jours",
                    "Huit jours à chasser les longues droites d'Anchor Point, Killer Point et Boilers avec un guide local.",
                    "Ce séjour s'adresse aux surfeurs confirmés, à l'aise sur le récif et dans des vagues plus "
                    "hautes qu'eux. Chaque soir, votre guide étudie les prévisions, choisit le point pour l'aube "
                    "suivante et vous conduit vers des spots plus tranquilles au nord de Taghazout quand il y a "
                    "du monde. Un photographe couvre deux sessions dans la semaine, et les photos sont à vous.",
                ),
                de=Texts(
                    "8 Tage Pointbreak-Guiding für Fortgeschrittene",
                    "Acht Tage auf den langen Rechten von Anchor Point, Killer Point und Boilers mit lokalem Guide.",
                    "Diese Reise ist für sichere Surfer, die sich am Riff und in Wellen über Kopfhöhe wohlfühlen. "
                    "Ihr Guide liest jeden Abend die Vorhersage, wählt den Point für den nächsten Morgen und fährt "
                    "mit Ihnen zu ruhigeren Spots nördlich von Taghazout, wenn es voll wird. Ein Fotograf begleitet "
                    "zwei Sessions in der Woche, und die Fotos gehören Ihnen.",
                ),
            ),
            PackageSeed(
                key="killer-photo-review",
                price=_eur("520"),
                duration_days=7,
                difficulty_level="intermediate",
                package_type="surf-only",
                max_participants=6,
                included_features=(
                    "Small-group coaching (1 coach : 4 surfers)",
                    "Surf photos of your sessions",
                    "Video analysis sessions",
                    "Surf skate session",
                    "Breakfast every morning",
                    "Accommodation in a shared room",
                ),
                en=Texts(
                    "7-Day Surf Guiding & Photo Review",
                    "A week of coached sessions with daily photos and video to fix your turns.",
                    "You already catch waves; now you want to know why your bottom turn feels flat. Each session "
                    "is filmed from the cliff, and in the afternoon your coach goes through the footage with you "
                    "frame by frame. A surf skate session on the promenade helps you drill the movement on land.",
                ),
                fr=Texts(
                    "Surf guidé & analyse photo 7 jours",
                    "Une semaine de sessions encadrées, avec photos et vidéos quotidiennes pour corriger vos virages.",
                    "Vous prenez déjà des vagues ; vous voulez maintenant comprendre pourquoi votre bottom turn "
                    "manque de puissance. Chaque session est filmée depuis la falaise, et l'après-midi votre coach "
                    "décortique les images avec vous, image par image. Une session de surfskate sur la promenade "
                    "vous aide à répéter le geste sur la terre ferme.",
                ),
                de=Texts(
                    "7 Tage Surfguiding mit Foto-Analyse",
                    "Eine Woche betreute Sessions mit täglichen Fotos und Videos, um Ihre Turns zu verbessern.",
                    "Sie bekommen schon Wellen – jetzt wollen Sie wissen, warum sich Ihr Bottom Turn so flach "
                    "anfühlt. Jede Session wird von der Klippe aus gefilmt, und nachmittags geht Ihr Coach das "
                    "Material Bild für Bild mit Ihnen durch. Eine Surfskate-Session auf der Promenade hilft Ihnen, die "
                    "Bewegung an Land zu üben.",
                ),
            ),
        ),
    ),
    CampSeed(
        slug="taghazout-bay-hostel",
        location_key="taghazout",
        address="Main road, south entrance of Taghazout 80022, Morocco",
        phone="+212 600 000 104",
        latitude=Decimal("30.541200"),
        longitude=Decimal("-9.705600"),
        amenities=("WiFi", "Surf Equipment", "Rooftop Terrace", "Hot Showers", "Laundry"),
        scene="beach",
        en=Texts(
            "Taghazout Bay Hostel & Surf",
            "A lively, budget-friendly surf hostel with a big rooftop and lessons for every level.",
            "Taghazout Bay Hostel is the easiest way to surf Morocco on a small budget. Dorms and a few private "
            "rooms share a big rooftop with hammocks, a communal kitchen and nightly family dinners for a small "
            "extra fee. Lessons run every day on the beginner beaches south of the village, and boards and "
            "wetsuits are included in every package. It is social and can be noisy until eleven, so light "
            "sleepers should bring earplugs.",
        ),
        fr=Texts(
            "Taghazout Bay Hostel & Surf",
            "Une auberge de surf animée et économique, avec un grand toit-terrasse et des cours pour tous niveaux.",
            "Taghazout Bay Hostel est la façon la plus simple de surfer au Maroc avec un petit budget. Dortoirs "
            "et quelques chambres privées partagent un grand toit-terrasse avec hamacs, une cuisine commune et des "
            "dîners en famille chaque soir pour un petit supplément. Les cours ont lieu tous les jours sur les "
            "plages pour débutants au sud du village, et planches et combinaisons sont comprises dans toutes les "
            "formules. L'ambiance est conviviale et parfois bruyante jusqu'à vingt-trois heures : les sommeils "
            "légers apporteront des bouchons d'oreilles.",
        ),
        de=Texts(
            "Taghazout Bay Hostel & Surf",
            "Ein lebhaftes, günstiges Surfhostel mit großer Dachterrasse und Kursen für jedes Niveau.",
            "Das Taghazout Bay Hostel ist der einfachste Weg, mit kleinem Budget in Marokko zu surfen. "
            "Schlafsäle und einige Privatzimmer teilen sich eine große Dachterrasse mit Hängematten, eine "
            "Gemeinschaftsküche und abendliche Familienessen gegen einen kleinen Aufpreis. Surfkurse finden "
            "täglich an den Anfängerstränden südlich des Dorfes statt, Bretter und Neoprenanzüge sind in jedem "
            "Paket enthalten. Es ist gesellig und kann bis 23 Uhr laut sein – wer einen leichten Schlaf hat, "
            "bringt besser Ohrstöpsel mit.",
        ),
        packages=(
            PackageSeed(
                key="hostel-budget-week",
                price=_eur("340"),
                duration_days=7,
                difficulty_level="beginner",
                package_type="surf-only",
                max_participants=12,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Surfboard and wetsuit rental",
                    "Daily transport to the surf spots",
                    "Accommodation in a shared room",
                    "Breakfast every morning",
                ),
                en=Texts(
                    "7-Day Budget Surf Week",
                    "Everything you need for a first surf week, at a hostel price.",
                    "A no-frills week with a two-hour lesson every day, all the gear and a bed in a friendly dorm. "
                    "Groups are bigger than in our other camps, but every instructor is certified and the beginner "
                    "beaches are forgiving. Most guests stay on for a second week, which you can add at the same "
                    "daily rate.",
                ),
                fr=Texts(
                    "Semaine surf petit budget 7 jours",
                    "Tout ce qu'il faut pour une première semaine de surf, à prix d'auberge.",
                    "Une semaine sans chichis : un cours de deux heures chaque jour, tout le matériel et un lit "
                    "dans un dortoir convivial. Les groupes sont plus grands que dans nos autres camps, mais tous "
                    "les moniteurs sont diplômés et les plages pour débutants sont indulgentes. La plupart des "
                    "voyageurs prolongent d'une semaine, au même tarif journalier.",
                ),
                de=Texts(
                    "7-Tage-Surfwoche für kleines Budget",
                    "Alles, was Sie für Ihre erste Surfwoche brauchen, zum Hostelpreis.",
                    "Eine Woche ohne Schnickschnack: jeden Tag zwei Stunden Unterricht, die komplette Ausrüstung "
                    "und ein Bett im geselligen Schlafsaal. Die Gruppen sind größer als in unseren anderen Camps, "
                    "aber alle Lehrer sind zertifiziert, und die Anfängerstrände verzeihen Fehler. Die meisten "
                    "Gäste hängen eine zweite Woche zum gleichen Tagespreis an.",
                ),
            ),
            PackageSeed(
                key="hostel-surf-stay",
                price=_eur("395"),
                duration_days=8,
                difficulty_level="all_levels",
                package_type="surf-only",
                max_participants=12,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Surfboard and wetsuit rental",
                    "Unlimited board swaps",
                    "Accommodation in a shared room",
                    "Breakfast every morning",
                    "Rooftop barbecue night",
                ),
                en=Texts(
                    "8-Day Surf & Stay",
                    "Eight nights at the hostel with a daily lesson or guided session, whatever your level.",
                    "Tell us your level when you arrive and we put you in the right group: whitewater basics, "
                    "green-wave coaching or a guided session at the points. You can swap boards as often as you "
                    "like, and the rooftop barbecue on Saturday is the best way to meet everyone.",
                ),
                fr=Texts(
                    "Surf & séjour 8 jours",
                    "Huit nuits à l'auberge avec un cours ou une session guidée par jour, quel que soit votre niveau.",
                    "Dites-nous votre niveau à l'arrivée et nous vous plaçons dans le bon groupe : bases dans la "
                    "mousse, coaching sur vagues vertes ou session guidée sur les points. Vous changez de planche "
                    "aussi souvent que vous voulez, et le barbecue du samedi sur le toit est le meilleur moyen de "
                    "rencontrer tout le monde.",
                ),
                de=Texts(
                    "8 Tage Surfen & Wohnen",
                    "Acht Nächte im Hostel mit täglichem Kurs oder geführter Session, egal auf welchem Niveau.",
                    "Nennen Sie uns bei der Ankunft Ihr Niveau, und wir teilen Sie in die passende Gruppe ein: Grundlagen "
                    "im Weißwasser, Coaching in grünen Wellen oder eine geführte Session an den Points. Sie können "
                    "die Bretter so oft wechseln, wie Sie wollen, und der Grillabend am Samstag auf dem Dach ist "
                    "die beste Gelegenheit, alle kennenzulernen.",
                ),
            ),
            PackageSeed(
                key="hostel-weekend",
                price=_eur("305"),
                duration_days=5,
                difficulty_level="beginner",
                package_type="surf-only",
                max_participants=12,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Surfboard and wetsuit rental",
                    "Accommodation in a shared room",
                    "Mint tea and snacks after surfing",
                ),
                en=Texts(
                    "5-Day Surf Starter",
                    "Five days, five lessons: the cheapest way to find out whether surfing is for you.",
                    "A short introduction for travellers passing through the coast. You learn to read the "
                    "whitewater, pop up and ride straight to the beach, with mint tea waiting when you come out. "
                    "If you catch the bug, the lessons count towards a longer package.",
                ),
                fr=Texts(
                    "Initiation surf 5 jours",
                    "Cinq jours, cinq cours : la façon la plus économique de savoir si le surf est fait pour vous.",
                    "Une courte initiation pour les voyageurs de passage sur la côte. Vous apprenez à lire la "
                    "mousse, à vous lever et à filer droit vers la plage, avec un thé à la menthe qui vous attend à "
                    "la sortie de l'eau. Si vous y prenez goût, les cours sont déduits d'une formule plus longue.",
                ),
                de=Texts(
                    "5-Tage-Surfeinstieg",
                    "Fünf Tage, fünf Stunden: der günstigste Weg herauszufinden, ob Surfen etwas für Sie ist.",
                    "Ein kurzer Einstieg für Reisende, die an der Küste unterwegs sind. Sie lernen, das Weißwasser "
                    "zu lesen, aufzustehen und geradeaus zum Strand zu fahren – mit Minztee, wenn Sie aus dem Wasser "
                    "kommen. Wenn es Sie packt, werden die Stunden auf ein längeres Paket angerechnet.",
                ),
            ),
        ),
    ),
    # ------------------------------------------------------------------ Tamraght
    CampSeed(
        slug="tamraght-surf-riad",
        location_key="tamraght",
        address="Upper village, Tamraght 80023, Morocco",
        phone="+212 600 000 201",
        latitude=Decimal("30.511800"),
        longitude=Decimal("-9.681000"),
        amenities=(
            "WiFi",
            "Airport Transfer",
            "Meals",
            "Surf Equipment",
            "Pool",
            "Rooftop Terrace",
            "Sea View",
            "Hot Showers",
        ),
        scene="terrace",
        featured=True,
        en=Texts(
            "Tamraght Surf Riad",
            "A traditional riad with a plunge pool and full board, above the banana groves of Tamraght.",
            "Tamraght Surf Riad is built around a tiled courtyard with a small plunge pool, with rooms opening onto "
            "galleries and a roof that looks over the banana groves to the ocean. All packages are full board: "
            "breakfast on the roof, a packed lunch at the beach and a three-course Moroccan dinner. Devil's Rock "
            "and Banana Beach are five minutes away by van, and Taghazout's points are ten. It is a good choice "
            "for couples and friends who want comfort after long days in the water.",
        ),
        fr=Texts(
            "Tamraght Surf Riad",
            "Un riad traditionnel en pension complète, avec bassin, au-dessus des bananeraies de Tamraght.",
            "Tamraght Surf Riad s'organise autour d'un patio carrelé avec un petit bassin ; les chambres "
            "s'ouvrent sur des galeries et le toit domine les bananeraies jusqu'à l'océan. Toutes les formules "
            "sont en pension complète : petit-déjeuner sur le toit, panier-repas à la plage et dîner marocain en "
            "trois plats. Devil's Rock et Banana Beach sont à cinq minutes en van, les points de Taghazout à "
            "dix. Un bon choix pour les couples et les amis qui veulent du confort après de longues journées "
            "dans l'eau.",
        ),
        de=Texts(
            "Tamraght Surf Riad",
            "Ein traditioneller Riad mit Tauchbecken und Vollpension über den Bananenplantagen von Tamraght.",
            "Der Tamraght Surf Riad ist um einen gefliesten Innenhof mit kleinem Tauchbecken gebaut; die Zimmer "
            "öffnen sich zu Galerien, und vom Dach sieht man über die Bananenplantagen bis zum Meer. Alle Pakete "
            "sind mit Vollpension: Frühstück auf dem Dach, Lunchpaket am Strand und ein marokkanisches "
            "Drei-Gänge-Abendessen. Devil's Rock und Banana Beach sind fünf Minuten mit dem Bus entfernt, die "
            "Points von Taghazout zehn. Eine gute Wahl für Paare und Freunde, die nach langen Tagen im Wasser "
            "Komfort suchen.",
        ),
        packages=(
            PackageSeed(
                key="riad-desert",
                price=_eur("475"),
                duration_days=5,
                difficulty_level="all_levels",
                package_type="all-inclusive",
                max_participants=10,
                featured=True,
                scenes=("desert", "surf", "sunset", "terrace"),
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Surfboard and wetsuit rental",
                    "Three meals a day",
                    "Accommodation in a double room",
                    "Sunset camel ride",
                    "Sandboarding on the coastal dunes",
                    "Berber dinner under the stars",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "Surf & Desert Vibes Retreat",
                    "Surf lessons in Tamraght and a taste of the desert on the coastal dunes north of the bay.",
                    "Four mornings of surf lessons and one unforgettable afternoon in the dunes: that is the "
                    "Desert Vibes week. Midweek we drive an hour north to the coastal dunes for sandboarding and "
                    "a camel ride at sunset, then share a Berber dinner under the stars before heading back to the "
                    "riad. All meals, boards and transfers are included, so you only need to pack sunscreen.",
                ),
                fr=Texts(
                    "Retraite Surf & Desert Vibes",
                    "Des cours de surf à Tamraght et un goût de désert sur les dunes côtières au nord de la baie.",
                    "Quatre matinées de cours de surf et un après-midi inoubliable dans les dunes : voilà la "
                    "semaine Desert Vibes. En milieu de séjour, nous roulons une heure vers le nord jusqu'aux dunes "
                    "côtières pour du sandboard et une balade à dos de dromadaire au coucher du soleil, puis un "
                    "dîner berbère à la belle étoile avant de rentrer au riad. Repas, planches et transferts sont "
                    "compris : il ne vous reste qu'à emporter la crème solaire.",
                ),
                de=Texts(
                    "Surf & Desert Vibes Retreat",
                    "Surfkurse in Tamraght und ein Hauch Wüste auf den Küstendünen nördlich der Bucht.",
                    "Vier Vormittage Surfunterricht und ein unvergesslicher Nachmittag in den Dünen – das ist die "
                    "Desert-Vibes-Woche. In der Wochenmitte fahren wir eine Stunde nach Norden zu den "
                    "Küstendünen, zum Sandboarding und zu einem Kamelritt bei Sonnenuntergang, und essen danach "
                    "berberisch unter Sternen, bevor es zurück in den Riad geht. Alle Mahlzeiten, Bretter und "
                    "Transfers sind inklusive – Sie müssen nur Sonnencreme einpacken.",
                ),
            ),
            PackageSeed(
                key="riad-all-inclusive",
                price=_eur("690"),
                duration_days=7,
                difficulty_level="beginner",
                package_type="all-inclusive",
                max_participants=10,
                included_features=(
                    "Daily surf lessons (2 x 2 hours)",
                    "ISA-certified surf instructors",
                    "Surfboard and wetsuit rental",
                    "Three meals a day",
                    "Accommodation in a double room",
                    "Pool access",
                    "Traditional hammam visit",
                    "Moroccan cooking class",
                    "Airport transfer from Agadir",
                    "Insurance during lessons",
                ),
                en=Texts(
                    "7-Day All-Inclusive Surf Riad Week",
                    "A complete beginner week with two lessons a day, full board and a hammam to finish.",
                    "Everything is taken care of: airport pick-up, two lessons a day on the sandy beaches of "
                    "Tamraght, three meals and your own double room in the riad. Midweek there is a cooking class "
                    "in our kitchen, and on the last day we take you to the village hammam. You fly home tired, "
                    "relaxed and able to ride a wave.",
                ),
                fr=Texts(
                    "Semaine surf tout compris au riad 7 jours",
                    "Une semaine complète pour débutants : deux cours par jour, pension complète et hammam pour finir.",
                    "On s'occupe de tout : accueil à l'aéroport, deux cours par jour sur les plages de sable de "
                    "Tamraght, trois repas et votre chambre double au riad. En milieu de semaine, un cours de "
                    "cuisine dans notre cuisine, et le dernier jour, direction le hammam du village. Vous rentrez "
                    "fatigué, détendu et capable de surfer une vague.",
                ),
                de=Texts(
                    "7-Tage-Surfwoche all-inclusive im Riad",
                    "Eine komplette Anfängerwoche mit zwei Kursen täglich, Vollpension und Hammam zum Abschluss.",
                    "Um alles ist gesorgt: Abholung am Flughafen, zwei Kurse am Tag an den Sandstränden von "
                    "Tamraght, drei Mahlzeiten und Ihr eigenes Doppelzimmer im Riad. In der Wochenmitte gibt es "
                    "einen Kochkurs in unserer Küche, und am letzten Tag geht es ins Dorf-Hammam. Sie fliegen müde, "
                    "entspannt und mit Ihren ersten Wellen nach Hause.",
                ),
            ),
            PackageSeed(
                key="riad-hammam",
                price=_eur("610"),
                duration_days=8,
                difficulty_level="intermediate",
                package_type="all-inclusive",
                max_participants=8,
                included_features=(
                    "Surf guiding to the best spots of the day",
                    "Surfboard and wetsuit rental",
                    "Three meals a day",
                    "Private room with sea view",
                    "Traditional hammam visit",
                    "Argan oil massage",
                    "Day trip to Paradise Valley",
                ),
                en=Texts(
                    "8-Day Surf & Hammam Escape",
                    "Guided surf for improvers, full board, a hammam and a massage: eight days of surf and rest.",
                    "Surf hard, then recover properly. A guide takes you to the right wave each morning, from "
                    "Devil's Rock to Hash Point, and the afternoons are yours: the pool, a book, a day in Paradise "
                    "Valley. The week includes a traditional hammam and an argan oil massage, and you sleep in a "
                    "private room facing the sea.",
                ),
                fr=Texts(
                    "Escapade surf & hammam 8 jours",
                    "Surf guidé pour intermédiaires, pension complète, hammam et massage : huit jours entre surf et repos.",
                    "Surfez fort, puis récupérez vraiment. Chaque matin, un guide vous emmène sur la bonne vague, de "
                    "Devil's Rock à Hash Point, et les après-midi sont à vous : la piscine, un livre, une journée à "
                    "Paradise Valley. La semaine comprend un hammam traditionnel et un massage à l'huile d'argan, "
                    "et vous dormez dans une chambre privée face à la mer.",
                ),
                de=Texts(
                    "8 Tage Surf & Hammam",
                    "Surfguiding für die Mittelstufe, Vollpension, Hammam und Massage: acht Tage Surfen und Erholung.",
                    "Hart surfen und sich dann richtig erholen. Ein Guide bringt Sie jeden Morgen zur passenden "
                    "Welle, von Devil's Rock bis Hash Point, und die Nachmittage gehören Ihnen: der Pool, ein Buch, "
                    "ein Tag im Paradise Valley. Die Woche umfasst ein traditionelles Hammam und eine "
                    "Arganöl-Massage, und Sie schlafen in einem privaten Zimmer mit Meerblick.",
                ),
            ),
        ),
    ),
    CampSeed(
        slug="banana-point-surf-co",
        location_key="tamraght",
        address="Banana Beach road, Tamraght 80023, Morocco",
        phone="+212 600 000 202",
        latitude=Decimal("30.505600"),
        longitude=Decimal("-9.676900"),
        amenities=("WiFi", "Airport Transfer", "Meals", "Surf Equipment", "Yoga Deck", "Hot Showers"),
        scene="beach",
        en=Texts(
            "Banana Point Surf Co.",
            "A surf school and guesthouse a short walk from Banana Beach, run by two local brothers.",
            "Banana Point Surf Co. is run by Hamid and Brahim, two brothers from Tamraght who have taught surfing "
            "on this stretch of coast since they were teenagers. The guesthouse has eight rooms, a shaded yoga "
            "deck and a garden full of bougainvillea. Banana Beach is a five-minute walk, which makes it easy to "
            "surf at the best tide instead of waiting for a van. Breakfast is included and the family kitchen "
            "cooks dinner on request.",
        ),
        fr=Texts(
            "Banana Point Surf Co.",
            "Une école de surf et maison d'hôtes à deux pas de Banana Beach, tenue par deux frères du village.",
            "Banana Point Surf Co. est tenue par Hamid et Brahim, deux frères de Tamraght qui enseignent le "
            "surf sur cette côte depuis l'adolescence. La maison compte huit chambres, une terrasse de yoga "
            "ombragée et un jardin plein de bougainvilliers. Banana Beach est à cinq minutes à pied, ce qui "
            "permet de surfer à la meilleure marée au lieu d'attendre un van. Le petit-déjeuner est compris et "
            "la cuisine familiale prépare le dîner sur demande.",
        ),
        de=Texts(
            "Banana Point Surf Co.",
            "Eine Surfschule mit Gästehaus, nur ein paar Schritte von Banana Beach, geführt von zwei Brüdern.",
            "Banana Point Surf Co. wird von Hamid und Brahim geführt, zwei Brüdern aus Tamraght, die an diesem "
            "Küstenabschnitt schon als Teenager Surfen unterrichtet haben. Das Gästehaus hat acht Zimmer, ein "
            "schattiges Yoga-Deck und einen Garten voller Bougainvillea. Banana Beach ist fünf Gehminuten "
            "entfernt, so surfen Sie zur besten Tide, statt auf einen Bus zu warten. Das Frühstück ist inklusive, "
            "und die Familienküche kocht auf Wunsch auch Abendessen.",
        ),
        packages=(
            PackageSeed(
                key="banana-improver",
                price=_eur("455"),
                duration_days=7,
                difficulty_level="intermediate",
                package_type="surf-only",
                max_participants=8,
                featured=True,
                included_features=(
                    "Daily surf lessons (2 x 2 hours)",
                    "Small-group coaching (1 coach : 4 surfers)",
                    "Surfboard and wetsuit rental",
                    "Video analysis sessions",
                    "Breakfast every morning",
                    "Accommodation in a double room",
                ),
                en=Texts(
                    "7-Day Surf Coaching for Improvers",
                    "For surfers who stand up in the whitewater and want to start riding along the green face.",
                    "The step from whitewater to green waves is the hardest one, and this week is built around "
                    "it. Hamid works on paddling, wave selection and angled take-offs at Banana Beach and Devil's "
                    "Rock, with video feedback twice during the week. Groups are capped at four surfers per coach.",
                ),
                fr=Texts(
                    "Coaching surf progression 7 jours",
                    "Pour les surfeurs qui se lèvent dans la mousse et veulent commencer à glisser sur l'épaule.",
                    "Passer de la mousse aux vagues vertes est l'étape la plus difficile, et cette semaine est "
                    "construite autour d'elle. Hamid travaille la rame, le choix des vagues et les départs en "
                    "diagonale à Banana Beach et Devil's Rock, avec deux séances d'analyse vidéo dans la semaine. "
                    "Les groupes sont limités à quatre surfeurs par coach.",
                ),
                de=Texts(
                    "7 Tage Surfcoaching für Aufsteiger",
                    "Für alle, die im Weißwasser stehen und jetzt an der grünen Wand entlangfahren wollen.",
                    "Der Schritt vom Weißwasser in die grüne Welle ist der schwierigste, und genau darum dreht "
                    "sich diese Woche. Hamid arbeitet mit Ihnen an Paddeltechnik, Wellenauswahl und schrägen "
                    "Take-offs an Banana Beach und Devil's Rock, mit zwei Videoanalysen in der Woche. Die Gruppen "
                    "sind auf vier Surfer pro Coach begrenzt.",
                ),
            ),
            PackageSeed(
                key="banana-beginner-yoga",
                price=_eur("548"),
                duration_days=8,
                difficulty_level="beginner",
                package_type="surf-yoga",
                max_participants=10,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Daily yoga class",
                    "Yoga mats and props",
                    "Surfboard and wetsuit rental",
                    "Breakfast and dinner",
                    "Accommodation in a double room",
                    "Post-surf stretching",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "8-Day Beginner Surf & Yoga",
                    "Eight days of first surf lessons and daily yoga in a garden guesthouse near Banana Beach.",
                    "A gentle start for complete beginners: one surf lesson a day, a yoga class on the shaded deck "
                    "and a stretching session after every surf. Dinners are cooked by the brothers' mother and "
                    "served in the garden. Eight days gives you two extra sessions to consolidate what you learned.",
                ),
                fr=Texts(
                    "Surf & yoga débutant 8 jours",
                    "Huit jours de premiers cours de surf et de yoga quotidien dans une maison d'hôtes près de Banana Beach.",
                    "Un démarrage en douceur pour les grands débutants : un cours de surf par jour, un cours de "
                    "yoga sur la terrasse ombragée et des étirements après chaque session. Les dîners sont "
                    "préparés par la mère des deux frères et servis au jardin. Huit jours, c'est deux sessions de "
                    "plus pour consolider ce que vous avez appris.",
                ),
                de=Texts(
                    "8 Tage Surf & Yoga für Anfänger",
                    "Acht Tage erste Surfstunden und tägliches Yoga in einem Gartenhaus nahe Banana Beach.",
                    "Ein sanfter Einstieg für absolute Anfänger: eine Surfstunde am Tag, eine Yogastunde auf dem "
                    "schattigen Deck und Dehnübungen nach jeder Session. Das Abendessen kocht die Mutter der "
                    "beiden Brüder, serviert wird im Garten. Acht Tage bedeuten zwei zusätzliche Sessions, um das "
                    "Gelernte zu festigen.",
                ),
            ),
        ),
    ),
    CampSeed(
        slug="devils-rock-surf-hostel",
        location_key="tamraght",
        address="Devil's Rock road, Tamraght 80023, Morocco",
        phone="+212 600 000 203",
        latitude=Decimal("30.508300"),
        longitude=Decimal("-9.686500"),
        amenities=("WiFi", "Surf Equipment", "Rooftop Terrace", "Sea View", "Hot Showers", "Laundry"),
        scene="village",
        en=Texts(
            "Devil's Rock Surf Hostel",
            "A relaxed hostel facing Devil's Rock, popular with long-stay surfers and remote workers.",
            "Devil's Rock Surf Hostel looks straight onto one of the most consistent beach breaks in the area. "
            "Many guests stay two weeks or more, working from the quiet coworking corner in the afternoon and "
            "surfing the morning glass. Rooms range from six-bed dorms to a couple of doubles with sea view, and "
            "there is a washing machine, a shared kitchen and a rooftop for sunset. Meals are not included, but "
            "the village cafés are a two-minute walk.",
        ),
        fr=Texts(
            "Devil's Rock Surf Hostel",
            "Une auberge décontractée face à Devil's Rock, prisée des surfeurs au long cours et des télétravailleurs.",
            "Devil's Rock Surf Hostel donne directement sur l'un des beach breaks les plus réguliers de la "
            "région. Beaucoup de voyageurs restent deux semaines ou plus, travaillent l'après-midi dans le coin "
            "coworking au calme et surfent la mer lisse du matin. Les chambres vont du dortoir de six lits à "
            "quelques chambres doubles avec vue sur mer, avec machine à laver, cuisine commune et toit-terrasse "
            "pour le coucher du soleil. Les repas ne sont pas compris, mais les cafés du village sont à deux "
            "minutes à pied.",
        ),
        de=Texts(
            "Devil's Rock Surf Hostel",
            "Ein entspanntes Hostel mit Blick auf Devil's Rock, beliebt bei Langzeitsurfern und Remote-Arbeitern.",
            "Das Devil's Rock Surf Hostel blickt direkt auf einen der beständigsten Beachbreaks der Gegend. "
            "Viele Gäste bleiben zwei Wochen oder länger, arbeiten nachmittags in der ruhigen Coworking-Ecke und "
            "surfen morgens das glatte Wasser. Es gibt Schlafsäle mit sechs Betten und ein paar Doppelzimmer "
            "mit Meerblick, dazu eine Waschmaschine, eine Gemeinschaftsküche und eine Dachterrasse für den "
            "Sonnenuntergang. Mahlzeiten sind nicht inklusive, aber die Cafés im Dorf sind zwei Minuten entfernt.",
        ),
        packages=(
            PackageSeed(
                key="devils-starter",
                price=_eur("310"),
                duration_days=5,
                difficulty_level="beginner",
                package_type="surf-only",
                max_participants=10,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Surfboard and wetsuit rental",
                    "Accommodation in a shared room",
                    "Surf theory and ocean safety",
                ),
                en=Texts(
                    "5-Day Surf Starter at Devil's Rock",
                    "Five lessons on the beach in front of the hostel, with gear and a dorm bed included.",
                    "The beach in front of the hostel is sandy and gently sloping, which makes it ideal for first "
                    "lessons. You surf once a day at the best tide and spend the rest of the day as you like. A "
                    "short theory class on the first evening covers currents, etiquette and how to read a forecast.",
                ),
                fr=Texts(
                    "Initiation surf à Devil's Rock 5 jours",
                    "Cinq cours sur la plage devant l'auberge, matériel et lit en dortoir compris.",
                    "La plage devant l'auberge est sableuse et en pente douce, idéale pour les premiers cours. Vous "
                    "surfez une fois par jour à la meilleure marée et passez le reste de la journée comme vous "
                    "voulez. Un court cours de théorie le premier soir aborde les courants, les règles de priorité "
                    "et la lecture des prévisions.",
                ),
                de=Texts(
                    "5-Tage-Surfeinstieg am Devil's Rock",
                    "Fünf Stunden am Strand vor dem Hostel, Ausrüstung und Bett im Schlafsaal inklusive.",
                    "Der Strand vor dem Hostel ist sandig und fällt sanft ab – ideal für die ersten Stunden. Sie "
                    "surfen einmal am Tag zur besten Tide und verbringen den Rest des Tages, wie Sie wollen. Eine "
                    "kurze Theoriestunde am ersten Abend erklärt Strömungen, Vorfahrtsregeln und wie man eine "
                    "Vorhersage liest.",
                ),
            ),
            PackageSeed(
                key="devils-week",
                price=_eur("375"),
                duration_days=7,
                difficulty_level="all_levels",
                package_type="surf-only",
                max_participants=10,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Surfboard and wetsuit rental",
                    "Unlimited board swaps",
                    "Accommodation in a shared room",
                    "Laundry service",
                ),
                en=Texts(
                    "7-Day Surf Hostel Week",
                    "A week of lessons or guided sessions, a dorm bed and all the gear, for every level.",
                    "Our most popular package. Beginners join the morning lesson, more experienced surfers go out "
                    "with a guide, and everyone gets unlimited access to the board rack. Laundry is included, "
                    "which matters more than you think after a week of sandy wetsuits.",
                ),
                fr=Texts(
                    "Semaine surf à l'auberge 7 jours",
                    "Une semaine de cours ou de sessions guidées, un lit en dortoir et tout le matériel, pour tous niveaux.",
                    "Notre formule la plus demandée. Les débutants suivent le cours du matin, les surfeurs plus "
                    "expérimentés partent avec un guide, et tout le monde a accès librement au rack de planches. "
                    "La blanchisserie est comprise, ce qui compte plus qu'on ne le croit après une semaine de "
                    "combinaisons pleines de sable.",
                ),
                de=Texts(
                    "7-Tage-Surfwoche im Hostel",
                    "Eine Woche Kurse oder geführte Sessions, ein Bett im Schlafsaal und die ganze Ausrüstung.",
                    "Unser beliebtestes Paket. Anfänger nehmen am Morgenkurs teil, erfahrene Surfer gehen mit einem "
                    "Guide raus, und alle haben freien Zugriff auf das Brettregal. Der Wäscheservice ist inklusive "
                    "– nach einer Woche mit sandigen Neoprenanzügen wichtiger, als man denkt.",
                ),
            ),
            PackageSeed(
                key="devils-long-stay",
                price=_eur("690"),
                duration_days=14,
                difficulty_level="all_levels",
                package_type="surf-only",
                max_participants=None,
                included_features=(
                    "Surfboard and wetsuit rental",
                    "Unlimited board swaps",
                    "Surf guiding to the best spots of the day",
                    "Daily surf forecast briefing",
                    "Accommodation in a shared room",
                    "Laundry service",
                ),
                en=Texts(
                    "14-Day Long Stay Surf",
                    "Two weeks of board hire, guiding and a bed, for surfers and remote workers who like to stay.",
                    "Built for people who come to Morocco to live by the tide for a while. You get a bed, "
                    "unlimited boards and wetsuits, and a place in the daily guided session whenever you want it. "
                    "There is no fixed group size: join as often or as rarely as your work allows.",
                ),
                fr=Texts(
                    "Long séjour surf 14 jours",
                    "Deux semaines de location de matériel, de guidage et de lit, pour les surfeurs et télétravailleurs.",
                    "Pensé pour celles et ceux qui viennent au Maroc vivre au rythme des marées pendant un moment. "
                    "Vous avez un lit, des planches et combinaisons à volonté et une place dans la session guidée "
                    "quotidienne quand vous le souhaitez. Pas de taille de groupe fixe : venez aussi souvent ou "
                    "aussi rarement que votre travail le permet.",
                ),
                de=Texts(
                    "14 Tage Long Stay Surf",
                    "Zwei Wochen Brettverleih, Guiding und Bett, für Surfer und Remote-Arbeiter, die bleiben wollen.",
                    "Gemacht für alle, die nach Marokko kommen, um eine Weile im Rhythmus der Gezeiten zu leben. Sie "
                    "bekommen ein Bett, unbegrenzt Bretter und Neoprenanzüge und einen Platz in der täglichen "
                    "geführten Session, wann immer Sie wollen. Eine feste Gruppengröße gibt es nicht: Seien Sie so oft "
                    "dabei, wie es Ihre Arbeit zulässt.",
                ),
            ),
        ),
    ),
    # ------------------------------------------------------------------ Imsouane
    CampSeed(
        slug="imsouane-bay-longboard-house",
        location_key="imsouane",
        address="Above the harbour, Imsouane 44000, Morocco",
        phone="+212 600 000 301",
        latitude=Decimal("30.840600"),
        longitude=Decimal("-9.821400"),
        amenities=("WiFi", "Airport Transfer", "Meals", "Surf Equipment", "Sea View", "Hot Showers"),
        scene="point",
        en=Texts(
            "Imsouane Bay Longboard House",
            "A longboard-focused guesthouse above the famous Imsouane bay, one of the longest waves in Africa.",
            "The bay at Imsouane peels for hundreds of metres on a good day, and our house sits right above it. "
            "We specialise in longboards and mid-lengths, with a quiver of more than thirty boards and coaches who "
            "love trimming and cross-stepping as much as you do. The village is small and quiet, with a fishing "
            "harbour, a handful of cafés and the freshest grilled fish on the coast. Agadir airport is about an "
            "hour and a half away, and we can pick you up.",
        ),
        fr=Texts(
            "Imsouane Bay Longboard House",
            "Une maison d'hôtes dédiée au longboard au-dessus de la célèbre baie d'Imsouane, l'une des plus longues vagues d'Afrique.",
            "Les bons jours, la baie d'Imsouane déroule sur des centaines de mètres, et notre maison est juste "
            "au-dessus. Nous sommes spécialisés en longboard et mid-length, avec un quiver de plus de trente "
            "planches et des coachs qui aiment le trim et le cross-step autant que vous. Le village est petit et "
            "tranquille, avec un port de pêche, quelques cafés et le poisson grillé le plus frais de la côte. "
            "L'aéroport d'Agadir est à environ une heure et demie, et nous pouvons venir vous chercher.",
        ),
        de=Texts(
            "Imsouane Bay Longboard House",
            "Ein Gästehaus für Longboarder über der berühmten Bucht von Imsouane, einer der längsten Wellen Afrikas.",
            "An guten Tagen läuft die Bucht von Imsouane über Hunderte Meter, und unser Haus liegt direkt "
            "darüber. Wir haben uns auf Longboards und Midlengths spezialisiert, mit über dreißig Brettern und "
            "Coaches, die Trimmen und Cross-Steps genauso lieben wie Sie. Das Dorf ist klein und ruhig, mit einem "
            "Fischerhafen, ein paar Cafés und dem frischesten gegrillten Fisch der Küste. Der Flughafen Agadir "
            "ist etwa anderthalb Stunden entfernt, und wir holen Sie gern ab.",
        ),
        packages=(
            PackageSeed(
                key="imsouane-longboard",
                price=_eur("499"),
                duration_days=7,
                difficulty_level="all_levels",
                package_type="surf-only",
                max_participants=8,
                featured=True,
                scenes=("point", "lineup", "surf", "village"),
                included_features=(
                    "Longboard and mid-length quiver",
                    "One surf lesson a day (2 hours)",
                    "Surfboard and wetsuit rental",
                    "Surf photos of your sessions",
                    "Breakfast and dinner",
                    "Accommodation in a double room",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "7-Day Longboard Cruising",
                    "A week of long, slow rides in the Imsouane bay, with coaching on trim, footwork and noseriding.",
                    "Imsouane's bay is the best classroom there is for longboarding: soft, long and forgiving. "
                    "Beginners learn to ride the reforms near the harbour, while experienced surfers work on "
                    "cross-stepping and their first noserides. Our photographer shoots one session so you go home "
                    "with proof.",
                ),
                fr=Texts(
                    "Croisière longboard 7 jours",
                    "Une semaine de longues glisses dans la baie d'Imsouane, avec coaching sur le trim, le placement et le noseride.",
                    "La baie d'Imsouane est la meilleure salle de classe pour le longboard : douce, longue et "
                    "indulgente. Les débutants apprennent sur les reformes près du port, tandis que les surfeurs "
                    "expérimentés travaillent le cross-step et leurs premiers noserides. Notre photographe couvre "
                    "une session pour que vous repartiez avec des preuves.",
                ),
                de=Texts(
                    "7 Tage Longboard Cruising",
                    "Eine Woche lange, gemütliche Ritte in der Bucht von Imsouane, mit Coaching zu Trim, Fußarbeit und Noseriding.",
                    "Die Bucht von Imsouane ist das beste Klassenzimmer fürs Longboarden: sanft, lang und "
                    "nachsichtig. Anfänger lernen an den Reformen nahe dem Hafen, erfahrene Surfer üben "
                    "Cross-Steps und ihre ersten Noserides. Unser Fotograf begleitet eine Session, damit Sie mit "
                    "Beweisfotos nach Hause fährst.",
                ),
            ),
            PackageSeed(
                key="imsouane-endless",
                price=_eur("760"),
                duration_days=10,
                difficulty_level="intermediate",
                package_type="all-inclusive",
                max_participants=8,
                included_features=(
                    "Surf guiding to the best spots of the day",
                    "Longboard and mid-length quiver",
                    "Three meals a day",
                    "Accommodation in a double room",
                    "Video analysis sessions",
                    "Surf trips along the coast",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "10-Day Endless Wave Camp",
                    "Ten days on the long rights of Imsouane and the reefs nearby, with full board.",
                    "Ten days give you enough swells to see the bay at its best, and the Cathedral reef when it "
                    "wakes up. Your guide decides each morning between the bay, the Cathedral and spots further "
                    "along the coast, and films a session every other day. Three meals a day are cooked in the "
                    "house, mostly with fish from the harbour below.",
                ),
                fr=Texts(
                    "Camp de la vague sans fin 10 jours",
                    "Dix jours sur les longues droites d'Imsouane et les récifs voisins, en pension complète.",
                    "Dix jours, c'est assez de houles pour voir la baie sous son meilleur jour, et la Cathédrale "
                    "quand elle se réveille. Chaque matin, votre guide choisit entre la baie, la Cathédrale et des "
                    "spots plus loin sur la côte, et filme une session un jour sur deux. Les trois repas sont "
                    "préparés à la maison, surtout avec le poisson du port en contrebas.",
                ),
                de=Texts(
                    "10-Tage-Camp an der endlosen Welle",
                    "Zehn Tage auf den langen Rechten von Imsouane und den Riffen in der Nähe, mit Vollpension.",
                    "In zehn Tagen kommen genug Swells, um die Bucht von ihrer besten Seite zu sehen – und die "
                    "Cathedral, wenn sie aufwacht. Ihr Guide entscheidet jeden Morgen zwischen Bucht, Cathedral "
                    "und Spots weiter die Küste entlang und filmt jeden zweiten Tag eine Session. Die drei "
                    "Mahlzeiten werden im Haus gekocht, meist mit Fisch aus dem Hafen unten.",
                ),
            ),
        ),
    ),
    CampSeed(
        slug="cathedral-surf-lodge",
        location_key="imsouane",
        address="Cathedral Point road, Imsouane 44000, Morocco",
        phone="+212 600 000 302",
        latitude=Decimal("30.844100"),
        longitude=Decimal("-9.827300"),
        amenities=("WiFi", "Meals", "Surf Equipment", "Yoga Deck", "Sea View", "Hot Showers", "Laundry"),
        scene="village",
        en=Texts(
            "The Cathedral Surf Lodge",
            "A clifftop lodge overlooking Cathedral Point, with a yoga deck and surf trips along the coast.",
            "The Cathedral Surf Lodge stands on the headland between the bay and Cathedral Point, with a view of "
            "both waves from the breakfast table. We run small groups of surfers who want variety: the bay for "
            "long rides, the Cathedral for power and empty reefs up and down the coast for the adventurous. A "
            "wooden yoga deck faces the sunset, and our cook makes the best harira in the village. Mobile "
            "coverage is patchy, which most guests end up enjoying.",
        ),
        fr=Texts(
            "The Cathedral Surf Lodge",
            "Un lodge sur la falaise face à Cathedral Point, avec terrasse de yoga et surf trips le long de la côte.",
            "The Cathedral Surf Lodge se dresse sur le promontoire entre la baie et Cathedral Point, avec vue "
            "sur les deux vagues depuis la table du petit-déjeuner. Nous accueillons de petits groupes de "
            "surfeurs en quête de variété : la baie pour les longues glisses, la Cathédrale pour la puissance et "
            "des récifs déserts le long de la côte pour les plus aventureux. Une terrasse de yoga en bois fait "
            "face au coucher du soleil, et notre cuisinière prépare la meilleure harira du village. Le réseau "
            "mobile est capricieux, ce que la plupart des voyageurs finissent par apprécier.",
        ),
        de=Texts(
            "The Cathedral Surf Lodge",
            "Eine Lodge auf den Klippen mit Blick auf Cathedral Point, Yoga-Deck und Surftrips entlang der Küste.",
            "Die Cathedral Surf Lodge steht auf der Landzunge zwischen der Bucht und Cathedral Point – beide "
            "Wellen sieht man schon vom Frühstückstisch. Wir betreuen kleine Gruppen von Surfern, die "
            "Abwechslung suchen: die Bucht für lange Ritte, die Cathedral für Power und leere Riffe entlang der "
            "Küste für Abenteuerlustige. Ein Holz-Deck für Yoga blickt auf den Sonnenuntergang, und unsere "
            "Köchin macht die beste Harira im Dorf. Der Handyempfang ist lückenhaft, was die meisten Gäste am "
            "Ende genießen.",
        ),
        packages=(
            PackageSeed(
                key="cathedral-safari",
                price=_eur("720"),
                duration_days=8,
                difficulty_level="advanced",
                package_type="all-inclusive",
                max_participants=6,
                scenes=("point", "surf", "lineup", "sunset"),
                included_features=(
                    "Surf trips along the coast",
                    "Surf guiding to the best spots of the day",
                    "Dawn patrol sessions",
                    "Daily surf forecast briefing",
                    "Three meals a day",
                    "Picnic lunch at the beach",
                    "Accommodation in a double room",
                    "Surf photos of your sessions",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "8-Day Advanced Surf Safari",
                    "Eight days of 4x4 surf trips to the reefs and points between Imsouane and Cap Ghir.",
                    "For strong surfers who want empty waves and do not mind a bumpy track to reach them. Each day "
                    "we load the boards at dawn and drive to whichever reef or point the swell favours, with a "
                    "picnic lunch on the cliffs. Conditions can be heavy: you should be comfortable duck-diving "
                    "overhead sets and surfing over rock.",
                ),
                fr=Texts(
                    "Safari surf avancé 8 jours",
                    "Huit jours de surf trips en 4x4 vers les récifs et les points entre Imsouane et le cap Ghir.",
                    "Pour les surfeurs solides qui veulent des vagues désertes et ne craignent pas une piste "
                    "cahoteuse pour y arriver. Chaque jour, nous chargeons les planches à l'aube et roulons vers "
                    "le récif ou le point que la houle favorise, avec un pique-nique sur les falaises. Les "
                    "conditions peuvent être musclées : vous devez être à l'aise pour passer des séries plus "
                    "hautes que vous en canard et surfer au-dessus de la roche.",
                ),
                de=Texts(
                    "8-Tage-Surfsafari für Fortgeschrittene",
                    "Acht Tage Surftrips im Geländewagen zu den Riffen und Points zwischen Imsouane und Cap Ghir.",
                    "Für starke Surfer, die leere Wellen wollen und dafür eine holprige Piste in Kauf nehmen. Jeden "
                    "Tag laden wir im Morgengrauen die Bretter auf und fahren zu dem Riff oder Point, den der Swell "
                    "begünstigt, mit Picknick auf den Klippen. Die Bedingungen können heftig sein: Sie sollten "
                    "sicher unter Sets über Kopfhöhe durchtauchen und über Felsen surfen können.",
                ),
            ),
            PackageSeed(
                key="cathedral-yoga",
                price=_eur("585"),
                duration_days=7,
                difficulty_level="intermediate",
                package_type="surf-yoga",
                max_participants=8,
                featured=True,
                included_features=(
                    "Surf guiding to the best spots of the day",
                    "Morning and sunset yoga",
                    "Yoga mats and props",
                    "Breakfast and dinner",
                    "Accommodation in a double room",
                    "Meditation and breathwork",
                ),
                en=Texts(
                    "7-Day Surf & Yoga by the Bay",
                    "Guided surf in the Imsouane bay and yoga twice a day on a deck above the ocean.",
                    "Surf the long right of the bay in the morning, then stretch it all out on our clifftop deck. "
                    "The yoga is a steady hatha practice with breathwork, designed around tired surfers' "
                    "shoulders and hips. You should already ride green waves; the bay does the rest.",
                ),
                fr=Texts(
                    "Surf & yoga face à la baie 7 jours",
                    "Surf guidé dans la baie d'Imsouane et yoga deux fois par jour sur une terrasse au-dessus de l'océan.",
                    "Surfez la longue droite de la baie le matin, puis étirez-vous sur notre terrasse perchée sur la "
                    "falaise. Le yoga est un hatha posé, avec travail du souffle, pensé pour les épaules et les "
                    "hanches fatiguées des surfeurs. Vous devez déjà prendre des vagues vertes ; la baie fait le "
                    "reste.",
                ),
                de=Texts(
                    "7 Tage Surf & Yoga an der Bucht",
                    "Geführtes Surfen in der Bucht von Imsouane und zweimal täglich Yoga auf einem Deck über dem Meer.",
                    "Morgens surfen Sie die lange Rechte der Bucht, danach dehnen Sie sich auf unserem Deck auf der "
                    "Klippe. Das Yoga ist ruhiges Hatha mit Atemarbeit, abgestimmt auf müde Surferschultern und "
                    "-hüften. Grüne Wellen sollten Sie schon surfen können; den Rest erledigt die Bucht.",
                ),
            ),
            PackageSeed(
                key="cathedral-immersion",
                price=_eur("1290"),
                duration_days=14,
                difficulty_level="all_levels",
                package_type="all-inclusive",
                max_participants=8,
                included_features=(
                    "Daily surf lessons (2 x 2 hours)",
                    "Surf guiding to the best spots of the day",
                    "Daily yoga class",
                    "Three meals a day",
                    "Private room with sea view",
                    "Surf trips along the coast",
                    "Video analysis sessions",
                    "Moroccan cooking class",
                    "Traditional hammam visit",
                    "Laundry service",
                    "Airport transfer from Agadir",
                ),
                en=Texts(
                    "14-Day Imsouane Immersion",
                    "Two weeks of surf, yoga and village life in Imsouane, with everything included.",
                    "Our longest and most complete stay. Beginners get two lessons a day and experienced surfers "
                    "are guided, with a daily yoga class for everyone and a private sea-view room to come home to. "
                    "Over the two weeks you also cook with our team, visit the hammam in Tamanar and take a trip "
                    "along the coast to surf somewhere new.",
                ),
                fr=Texts(
                    "Immersion à Imsouane 14 jours",
                    "Deux semaines de surf, de yoga et de vie au village à Imsouane, tout compris.",
                    "Notre séjour le plus long et le plus complet. Les débutants ont deux cours par jour et les "
                    "surfeurs confirmés sont guidés, avec un cours de yoga quotidien pour tous et une chambre "
                    "privée avec vue sur mer pour se retrouver. Pendant ces deux semaines, vous cuisinez aussi avec "
                    "notre équipe, allez au hammam de Tamanar et partez le long de la côte surfer un nouveau spot.",
                ),
                de=Texts(
                    "14 Tage Imsouane intensiv",
                    "Zwei Wochen Surfen, Yoga und Dorfleben in Imsouane, alles inklusive.",
                    "Unser längster und umfassendster Aufenthalt. Anfänger bekommen zwei Kurse am Tag, erfahrene "
                    "Surfer werden geführt, dazu gibt es für alle täglich Yoga und ein privates Zimmer mit "
                    "Meerblick. In den zwei Wochen kochen Sie außerdem mit unserem Team, besuchen das Hammam in "
                    "Tamanar und fahren die Küste entlang, um einen neuen Spot zu surfen.",
                ),
            ),
        ),
    ),
    # ------------------------------------------------------------------ Agadir
    CampSeed(
        slug="agadir-marina-surf-school",
        location_key="agadir",
        address="Boulevard du 20 Août, near the marina, Agadir 80000, Morocco",
        phone="+212 600 000 401",
        latitude=Decimal("30.420900"),
        longitude=Decimal("-9.612800"),
        amenities=("WiFi", "Airport Transfer", "Meals", "Surf Equipment", "Pool", "Sea View", "Laundry"),
        scene="beach",
        en=Texts(
            "Agadir Marina Surf School",
            "A city surf school with a pool apartment complex, ideal for families and first-timers.",
            "Agadir Marina Surf School combines city comfort with easy surf. You stay in bright apartments with a "
            "shared pool a short walk from the promenade, and the school's van drives you to the quietest beach "
            "of the day, from Anza to Tamraght. Agadir's long sandy bay is sheltered and warm, which makes it "
            "perfect for children and nervous beginners. Restaurants, the souk and the airport are all close.",
        ),
        fr=Texts(
            "Agadir Marina Surf School",
            "Une école de surf en ville avec résidence et piscine, idéale pour les familles et les débutants.",
            "Agadir Marina Surf School associe le confort de la ville à un surf facile. Vous logez dans des "
            "appartements lumineux avec piscine commune, à quelques pas de la promenade, et le van de l'école "
            "vous conduit sur la plage la plus calme du jour, d'Anza à Tamraght. La grande baie de sable "
            "d'Agadir est abritée et chaude, parfaite pour les enfants et les débutants un peu inquiets. "
            "Restaurants, souk et aéroport sont tout proches.",
        ),
        de=Texts(
            "Agadir Marina Surf School",
            "Eine Stadt-Surfschule mit Apartmentanlage und Pool, ideal für Familien und Einsteiger.",
            "Die Agadir Marina Surf School verbindet städtischen Komfort mit entspanntem Surfen. Sie wohnen in "
            "hellen Apartments mit Gemeinschaftspool, nur ein paar Schritte von der Promenade, und der Bus der "
            "Schule bringt Sie zum ruhigsten Strand des Tages, von Anza bis Tamraght. Agadirs lange Sandbucht "
            "ist geschützt und warm – perfekt für Kinder und nervöse Anfänger. Restaurants, Souk und Flughafen "
            "sind ganz in der Nähe.",
        ),
        packages=(
            PackageSeed(
                key="agadir-city-starter",
                price=_eur("330"),
                duration_days=5,
                difficulty_level="beginner",
                package_type="surf-only",
                max_participants=10,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "ISA-certified surf instructors",
                    "Surfboard and wetsuit rental",
                    "Daily transport to the surf spots",
                    "Accommodation in a double room",
                    "Insurance during lessons",
                ),
                en=Texts(
                    "5-Day City & Surf Starter",
                    "Five surf lessons and a city apartment in Agadir, with time left for the souk and the beach.",
                    "A short, easy introduction to surfing for travellers who also want to see Agadir. You surf "
                    "each morning on a sheltered beach and have the afternoon free for the souk, the kasbah or the "
                    "pool. Lessons are insured and taught by certified instructors.",
                ),
                fr=Texts(
                    "Surf & ville découverte 5 jours",
                    "Cinq cours de surf et un appartement à Agadir, avec du temps pour le souk et la plage.",
                    "Une initiation courte et facile pour les voyageurs qui veulent aussi découvrir Agadir. Vous "
                    "surfez chaque matin sur une plage abritée et l'après-midi est libre pour le souk, la kasbah "
                    "ou la piscine. Les cours sont assurés et donnés par des moniteurs diplômés.",
                ),
                de=Texts(
                    "5 Tage Stadt & Surf zum Einstieg",
                    "Fünf Surfstunden und ein Apartment in Agadir, mit Zeit für Souk und Strand.",
                    "Ein kurzer, leichter Einstieg ins Surfen für Reisende, die auch Agadir sehen wollen. Sie surfen "
                    "jeden Morgen an einem geschützten Strand, nachmittags haben Sie Zeit für den Souk, die Kasbah "
                    "oder den Pool. Der Unterricht ist versichert und wird von zertifizierten Lehrern gegeben.",
                ),
            ),
            PackageSeed(
                key="agadir-family",
                price=_eur("520"),
                duration_days=7,
                difficulty_level="beginner",
                package_type="all-inclusive",
                max_participants=12,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Kids' surf lessons",
                    "Surfboard and wetsuit rental",
                    "Three meals a day",
                    "Family room",
                    "Pool access",
                    "Souk visit in Agadir",
                    "Airport transfer from Agadir",
                    "Insurance during lessons",
                ),
                en=Texts(
                    "7-Day Family Surf Week",
                    "A full-board family week with separate lessons for kids and parents on Agadir's calm beaches.",
                    "Children from seven years old surf with a dedicated kids' instructor while parents have "
                    "their own lesson next to them. Everyone eats together, the pool keeps the afternoons easy, "
                    "and a guided visit to the souk shows the family a different side of Morocco. The price is "
                    "per person; ask us about reduced rates for children under twelve.",
                ),
                fr=Texts(
                    "Semaine surf en famille 7 jours",
                    "Une semaine en famille en pension complète, avec des cours séparés pour enfants et parents sur les plages calmes d'Agadir.",
                    "Les enfants dès sept ans surfent avec un moniteur dédié pendant que les parents suivent leur "
                    "propre cours juste à côté. Tout le monde mange ensemble, la piscine rend les après-midi "
                    "faciles, et une visite guidée du souk fait découvrir un autre visage du Maroc. Le prix est par "
                    "personne ; demandez-nous les tarifs réduits pour les moins de douze ans.",
                ),
                de=Texts(
                    "7-Tage-Familiensurfwoche",
                    "Eine Familienwoche mit Vollpension und getrennten Kursen für Kinder und Eltern an Agadirs ruhigen Stränden.",
                    "Kinder ab sieben Jahren surfen mit einem eigenen Kinderlehrer, während die Eltern gleich "
                    "daneben ihren eigenen Kurs haben. Alle essen zusammen, der Pool macht die Nachmittage "
                    "entspannt, und ein geführter Besuch im Souk zeigt der Familie eine andere Seite Marokkos. Der "
                    "Preis gilt pro Person; fragen Sie uns nach ermäßigten Preisen für Kinder unter zwölf.",
                ),
            ),
            PackageSeed(
                key="agadir-yoga-city",
                price=_eur("585"),
                duration_days=8,
                difficulty_level="all_levels",
                package_type="surf-yoga",
                max_participants=10,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Daily yoga class",
                    "Surfboard and wetsuit rental",
                    "Breakfast every morning",
                    "Accommodation in a double room",
                    "Pool access",
                    "Argan oil massage",
                ),
                en=Texts(
                    "8-Day Surf & Yoga City Break",
                    "Surf lessons, daily yoga by the pool and the comfort of a city base in Agadir.",
                    "A relaxed mix for travellers who like their surf trip with a good café nearby. Mornings are "
                    "for surfing at the beach that suits your level, late afternoons for yoga by the pool. An "
                    "argan oil massage is included, and Agadir's restaurants are yours for dinner.",
                ),
                fr=Texts(
                    "City break surf & yoga 8 jours",
                    "Cours de surf, yoga quotidien au bord de la piscine et le confort d'une base en ville à Agadir.",
                    "Un mélange détendu pour les voyageurs qui aiment avoir un bon café près de leur spot. Le matin, "
                    "surf sur la plage adaptée à votre niveau ; en fin d'après-midi, yoga au bord de la piscine. Un "
                    "massage à l'huile d'argan est compris, et les restaurants d'Agadir vous attendent le soir.",
                ),
                de=Texts(
                    "8 Tage Surf & Yoga Städtetrip",
                    "Surfkurse, tägliches Yoga am Pool und der Komfort einer Stadtunterkunft in Agadir.",
                    "Eine entspannte Mischung für alle, die auf dem Surftrip ein gutes Café in der Nähe mögen. "
                    "Vormittags surfen Sie am Strand, der zu Ihrem Niveau passt, am späten Nachmittag gibt es Yoga "
                    "am Pool. Eine Arganöl-Massage ist inklusive, und abends warten Agadirs Restaurants auf Sie.",
                ),
            ),
        ),
    ),
    # ------------------------------------------------------------------ awaiting approval
    CampSeed(
        slug="argan-garden-surf-camp",
        location_key="agadir",
        status="pending",
        address="Route d'Essaouira, Aourir, north of Agadir 80000, Morocco",
        phone="+212 600 000 402",
        latitude=Decimal("30.487800"),
        longitude=Decimal("-9.644200"),
        amenities=("WiFi", "Meals", "Surf Equipment", "Hot Showers"),
        scene="village",
        en=Texts(
            "Argan Garden Surf Camp",
            "A new family-run camp in an argan garden between Agadir and Tamraght.",
            "Argan Garden Surf Camp is a new camp run by the Oubaha family in their garden of old argan trees "
            "near Aourir. Six simple rooms open onto the garden, and breakfast comes with honey and amlou from "
            "the family's own trees. The beaches of Tamraght and Agadir are each ten minutes away by car. The camp "
            "has just applied to join the platform and is waiting for review.",
        ),
        fr=Texts(
            "Argan Garden Surf Camp",
            "Un nouveau camp familial dans un jardin d'arganiers entre Agadir et Tamraght.",
            "Argan Garden Surf Camp est un nouveau camp tenu par la famille Oubaha dans son jardin de vieux "
            "arganiers près d'Aourir. Six chambres simples donnent sur le jardin, et le petit-déjeuner est servi "
            "avec le miel et l'amlou des arbres de la famille. Les plages de Tamraght et d'Agadir sont chacune à "
            "dix minutes en voiture. Le camp vient de demander à rejoindre la plateforme et attend sa validation.",
        ),
        de=Texts(
            "Argan Garden Surf Camp",
            "Ein neues Familiencamp in einem Arganhain zwischen Agadir und Tamraght.",
            "Das Argan Garden Surf Camp ist ein neues Camp der Familie Oubaha in ihrem Garten mit alten "
            "Arganbäumen bei Aourir. Sechs einfache Zimmer öffnen sich zum Garten, und zum Frühstück gibt es "
            "Honig und Amlou von den eigenen Bäumen der Familie. Die Strände von Tamraght und Agadir sind jeweils "
            "zehn Autominuten entfernt. Das Camp hat sich gerade für die Plattform beworben und wartet auf die "
            "Prüfung.",
        ),
        packages=(
            PackageSeed(
                key="argan-week",
                price=_eur("420"),
                duration_days=7,
                difficulty_level="beginner",
                package_type="surf-only",
                max_participants=6,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Surfboard and wetsuit rental",
                    "Breakfast every morning",
                    "Accommodation in a double room",
                ),
                en=Texts(
                    "7-Day Garden Surf Week",
                    "A quiet beginner week with daily lessons and breakfast in the argan garden.",
                    "Seven days of lessons on the beginner beaches of Tamraght and Agadir, with a calm garden to "
                    "come back to. Groups are small, and the family cooks dinner on request.",
                ),
                fr=Texts(
                    "Semaine surf au jardin 7 jours",
                    "Une semaine tranquille pour débutants, avec cours quotidiens et petit-déjeuner au jardin d'arganiers.",
                    "Sept jours de cours sur les plages pour débutants de Tamraght et d'Agadir, avec un jardin "
                    "paisible pour se retrouver. Les groupes sont petits, et la famille prépare le dîner sur "
                    "demande.",
                ),
                de=Texts(
                    "7-Tage-Surfwoche im Garten",
                    "Eine ruhige Anfängerwoche mit täglichem Unterricht und Frühstück im Arganhain.",
                    "Sieben Tage Unterricht an den Anfängerstränden von Tamraght und Agadir, mit einem ruhigen "
                    "Garten zum Zurückkommen. Die Gruppen sind klein, und die Familie kocht auf Wunsch Abendessen.",
                ),
            ),
            PackageSeed(
                key="argan-weekend",
                price=_eur("315"),
                duration_days=5,
                difficulty_level="all_levels",
                package_type="surf-only",
                max_participants=6,
                included_features=(
                    "One surf lesson a day (2 hours)",
                    "Surfboard and wetsuit rental",
                    "Breakfast every morning",
                    "Mint tea and snacks after surfing",
                ),
                en=Texts(
                    "5-Day Argan Surf Break",
                    "Five days of surf lessons or guided sessions from a peaceful garden base.",
                    "A short break for beginners and returning surfers alike, with a lesson or a guided session "
                    "every day and mint tea in the garden afterwards.",
                ),
                fr=Texts(
                    "Pause surf à l'arganier 5 jours",
                    "Cinq jours de cours ou de sessions guidées depuis un jardin paisible.",
                    "Une courte pause pour débutants comme pour surfeurs qui reprennent, avec un cours ou une "
                    "session guidée chaque jour et un thé à la menthe au jardin ensuite.",
                ),
                de=Texts(
                    "5 Tage Surfpause im Arganhain",
                    "Fünf Tage Surfkurse oder geführte Sessions von einem ruhigen Garten aus.",
                    "Eine kurze Auszeit für Anfänger und Wiedereinsteiger, mit einem Kurs oder einer geführten "
                    "Session pro Tag und anschließend Minztee im Garten.",
                ),
            ),
        ),
    ),
)


# ============================================================================ demo reviews


@dataclass(frozen=True)
class ReviewSeed:
    first_name: str
    country: str  # ISO 3166-1 alpha-2
    language: str
    rating: int
    written_on: date
    comment: str
    # The team's translations of the comment into other languages (some reviews have none, as real ones would).
    translations: tuple[tuple[str, str], ...] = ()

    @property
    def created_at(self) -> datetime:
        return datetime(self.written_on.year, self.written_on.month, self.written_on.day, 18, 30, tzinfo=UTC)


def _review(
    first_name: str,
    country: str,
    language: str,
    rating: int,
    written_on: str,
    comment: str,
    **translations: str,
) -> ReviewSeed:
    return ReviewSeed(
        first_name, country, language, rating, date.fromisoformat(written_on), comment, tuple(translations.items())
    )


# Sample reviews, stored with is_demo=True. Packages missing from this mapping have no reviews, so
# the site shows them as "New".
REVIEWS: dict[str, tuple[ReviewSeed, ...]] = {
    "anchor-beginner": (
        _review(
            "Emma",
            "GB",
            "en",
            5,
            "2025-04-14",
            "I had never surfed before and by day four I was riding green waves at Banana Beach. Youssef is "
            "the most patient coach I have ever had, and breakfast on the roof was the best part of every day.",
            fr="Je n'avais jamais surfé et dès le quatrième jour je prenais des vagues vertes à Banana Beach. "
            "Youssef est le moniteur le plus patient que j'aie jamais eu, et le petit-déjeuner sur le toit était "
            "le meilleur moment de chaque journée.",
            de="Ich war noch nie gesurft, und am vierten Tag bin ich schon grüne Wellen am Banana Beach geritten. "
            "Youssef ist der geduldigste Coach, den ich je hatte, und das Frühstück auf der Dachterrasse war jeden "
            "Tag das Beste.",
        ),
        _review(
            "Lukas",
            "DE",
            "de",
            5,
            "2025-05-02",
            "Super organisiert, kleine Gruppen und ehrliches Feedback per Video. Das Haus ist einfach, aber "
            "sauber, und die Dachterrasse ist der Hammer.",
            en="Very well organised, small groups and honest feedback on video. The house is simple but clean, "
            "and the roof terrace is amazing.",
            fr="Très bien organisé, petits groupes et retours honnêtes en vidéo. La maison est simple mais propre, "
            "et la terrasse sur le toit est géniale.",
        ),
        _review(
            "Camille",
            "FR",
            "fr",
            4,
            "2025-06-21",
            "Moniteurs adorables et très pédagogues. Les chambres partagées sont un peu petites, mais on passe "
            "de toute façon la journée dehors.",
            en="Lovely instructors who really know how to teach. The shared rooms are a bit small, but you spend "
            "the whole day outside anyway.",
            de="Sehr nette Lehrer, die gut erklären können. Die Mehrbettzimmer sind etwas klein, aber man ist ja "
            "sowieso den ganzen Tag draußen.",
        ),
        _review(
            "Sofia",
            "SE",
            "en",
            5,
            "2025-09-10",
            "Came alone and left with friends from five countries. The coaches pick the right beach every day, "
            "so we never wasted a session.",
        ),
        _review(
            "Jonas",
            "AT",
            "de",
            4,
            "2025-11-03",
            "Tolle Woche, viel gelernt. Der Transfer vom Flughafen hat beim Rückflug etwas gedauert, sonst alles top.",
            en="Great week, learned a lot. The airport transfer took a while on the way back, otherwise all perfect.",
        ),
        _review(
            "Chloé",
            "BE",
            "fr",
            5,
            "2026-03-18",
            "Une semaine parfaite pour débuter : sécurité, bonne humeur et vue incroyable depuis le toit.",
            en="A perfect week to start surfing: safety, good spirits and an incredible view from the roof.",
            de="Eine perfekte Woche für den Einstieg: Sicherheit, gute Laune und ein unglaublicher Blick vom Dach.",
        ),
    ),
    "anchor-intermediate": (
        _review(
            "Tom",
            "IE",
            "en",
            5,
            "2025-10-22",
            "Exactly what I needed after two years stuck on the whitewater-to-green-wave plateau. The daily "
            "video reviews were brutal and brilliant.",
        ),
        _review(
            "Marie",
            "CH",
            "fr",
            4,
            "2026-02-09",
            "Guide très compétent qui connaît tous les spots. Quelques matins très tôt, mais ça valait le coup.",
        ),
    ),
    "dar-yoga-retreat": (
        _review(
            "Hannah",
            "DE",
            "de",
            5,
            "2025-03-30",
            "Die perfekte Mischung aus Surfen und Yoga. Das Essen war fantastisch und das Team herzlich.",
            en="The perfect mix of surfing and yoga. The food was fantastic and the team so warm.",
            fr="Le mélange parfait entre surf et yoga. La cuisine était fantastique et l'équipe chaleureuse.",
        ),
        _review(
            "Olivia",
            "US",
            "en",
            5,
            "2025-05-19",
            "Sunset yin on the deck after a morning in the water is something I will miss for a long time. "
            "Lovely house, lovely people.",
        ),
        _review(
            "Léa",
            "FR",
            "fr",
            5,
            "2025-08-07",
            "Un vrai moment de calme. Cours de yoga excellents et moniteurs de surf très attentifs.",
        ),
        _review(
            "Sarah",
            "NL",
            "en",
            4,
            "2025-10-12",
            "Beautiful retreat. I would have liked one more surf session, but the balance with yoga is the "
            "whole point and it worked.",
        ),
        _review(
            "Anna",
            "AT",
            "de",
            3,
            "2026-01-25",
            "Schöne Unterkunft und gutes Yoga. In unserer Woche waren die Wellen klein und die Gruppe groß, "
            "das war etwas schade.",
        ),
    ),
    "dar-yoga-taster": (
        _review(
            "Grace",
            "GB",
            "en",
            4,
            "2025-12-04",
            "Perfect long weekend. Short but I stood up on my second day and the morning yoga set me up nicely.",
        ),
    ),
    "killer-advanced": (
        _review(
            "Matteo",
            "IT",
            "en",
            5,
            "2025-01-27",
            "The guide knew exactly when Killer would turn on. Best waves of my life and the photos prove it.",
        ),
        _review(
            "Felix",
            "DE",
            "de",
            5,
            "2025-12-16",
            "Kleine Gruppe, echte Locals als Guides und jeden Tag die richtige Entscheidung. Für Könner "
            "absolut empfehlenswert.",
        ),
        _review(
            "Julien",
            "FR",
            "fr",
            4,
            "2026-02-21",
            "Des vagues superbes et un guide au top. Le lodge est rustique, il faut le savoir.",
        ),
    ),
    "hostel-budget-week": (
        _review(
            "Liam",
            "AU",
            "en",
            4,
            "2025-07-08",
            "Great value. The groups were on the bigger side but the instructors still gave everyone attention.",
        ),
        _review(
            "Nina",
            "DE",
            "de",
            4,
            "2025-08-29",
            "Für den Preis unschlagbar. Es ist ein Hostel, also nicht der ruhigste Ort, aber die Stimmung ist super.",
        ),
        _review(
            "Pauline",
            "FR",
            "fr",
            3,
            "2025-10-05",
            "Bon rapport qualité-prix et bonne ambiance, mais le dortoir était bruyant et les groupes un peu "
            "trop grands à mon goût.",
        ),
        _review(
            "Jack",
            "GB",
            "en",
            5,
            "2026-04-12",
            "Stood up on day one. Cheap, friendly and the rooftop sunsets are unreal.",
        ),
    ),
    "hostel-surf-stay": (
        _review(
            "Maya",
            "CA",
            "en",
            5,
            "2026-05-30",
            "They put me in the right group straight away and let me swap boards every day. The Saturday "
            "barbecue was a highlight.",
        ),
        _review(
            "Tim",
            "CH",
            "de",
            4,
            "2026-09-14",
            "Entspannte Woche mit netten Leuten. Frühstück einfach, aber ausreichend.",
        ),
    ),
    "riad-desert": (
        _review(
            "Charlotte",
            "GB",
            "en",
            5,
            "2025-02-16",
            "The camel ride at sunset and dinner under the stars were magical, and the surf lessons were "
            "genuinely good too. The riad is gorgeous.",
        ),
        _review(
            "Sophie",
            "FR",
            "fr",
            5,
            "2025-04-06",
            "Un séjour original : surf le matin et dunes au coucher du soleil. Tout était organisé à la perfection.",
        ),
        _review(
            "Max",
            "DE",
            "de",
            4,
            "2025-11-20",
            "Toller Mix aus Surfen und Abenteuer. Die Fahrt zu den Dünen ist etwas lang, lohnt sich aber.",
        ),
        _review(
            "Ella",
            "DK",
            "en",
            5,
            "2026-03-02",
            "Five days felt like two weeks in the best way. Food, pool, desert, waves: nothing to complain about.",
        ),
    ),
    "riad-all-inclusive": (
        _review(
            "Laura",
            "ES",
            "en",
            5,
            "2025-06-11",
            "Everything was taken care of from the moment we landed. Two lessons a day is tiring but we made "
            "so much progress.",
        ),
        _review(
            "Katharina",
            "DE",
            "de",
            5,
            "2025-09-23",
            "Wunderschöner Riad, hervorragendes Essen und der Hammam am Ende war die Krönung.",
        ),
        _review(
            "Antoine",
            "FR",
            "fr",
            4,
            "2026-06-15",
            "Très bonne semaine pour débuter. Le cours de cuisine était un vrai plus.",
        ),
    ),
    "banana-improver": (
        _review(
            "Ruth",
            "GB",
            "en",
            5,
            "2025-03-08",
            "Hamid finally got me angling my take-offs. Small group, loads of waves and a five-minute walk to "
            "the beach.",
        ),
        _review(
            "Paul",
            "DE",
            "de",
            4,
            "2025-10-30",
            "Sehr gutes Coaching und nette Familie. Die Zimmer sind einfach, der Garten ist wunderschön.",
        ),
        _review(
            "Inès",
            "FR",
            "fr",
            5,
            "2026-05-07",
            "Enfin sortie de la mousse ! Coaching précis et bienveillant, je reviendrai.",
        ),
    ),
    "banana-beginner-yoga": (
        _review(
            "Isabel",
            "PT",
            "en",
            4,
            "2025-09-02",
            "Lovely gentle week. Dinners in the garden cooked by the brothers' mother were unforgettable.",
        ),
        _review(
            "Lena",
            "DE",
            "de",
            5,
            "2026-04-20",
            "Ich hatte Angst vor dem Meer und bin jetzt verliebt ins Surfen. Danke für die Geduld!",
        ),
    ),
    "devils-starter": (
        _review(
            "Ben",
            "NL",
            "en",
            4,
            "2025-12-28",
            "Good first lessons right in front of the hostel. Simple place, friendly staff.",
        ),
    ),
    "devils-week": (
        _review(
            "Clara",
            "ES",
            "en",
            5,
            "2025-08-15",
            "Stayed one week, extended to three. Great beach, great people and the laundry service is a lifesaver.",
        ),
        _review(
            "Moritz",
            "DE",
            "de",
            4,
            "2026-01-11",
            "Gutes Preis-Leistungs-Verhältnis und ruhige Ecke zum Arbeiten. Essen muss man selbst organisieren.",
        ),
        _review(
            "Lucie",
            "FR",
            "fr",
            3,
            "2026-08-19",
            "Spot génial et ambiance sympa, mais la salle de bain du dortoir manquait un peu d'entretien.",
        ),
    ),
    "imsouane-longboard": (
        _review(
            "Oscar",
            "SE",
            "en",
            5,
            "2025-05-25",
            "Two-hundred-metre rides on a nine-foot log. The coaches love longboarding and it shows.",
        ),
        _review(
            "Julia",
            "DE",
            "de",
            5,
            "2025-10-08",
            "Die Bucht ist ein Traum für Longboarder, und das Team ist unglaublich herzlich.",
        ),
        _review(
            "Thomas",
            "FR",
            "fr",
            4,
            "2026-02-27",
            "Super séjour longboard. Le village est très calme le soir, parfait pour se reposer.",
        ),
        _review(
            "Amelia", "US", "en", 5, "2026-07-04", "My first noseride, on camera! Cannot recommend this house enough."
        ),
    ),
    "cathedral-safari": (
        _review(
            "Noah",
            "AU",
            "en",
            5,
            "2025-11-11",
            "We surfed five different reefs in eight days and shared most of them with nobody. Heavy at "
            "times, exactly as advertised.",
        ),
        _review(
            "Jan",
            "DE",
            "de",
            4,
            "2026-03-29",
            "Abenteuerlich und wellenreich. Die Pisten sind holprig, aber die leeren Spots entschädigen für alles.",
        ),
    ),
    "cathedral-yoga": (
        _review(
            "Zoe",
            "GB",
            "en",
            5,
            "2025-06-30",
            "Yoga on the cliff at sunset after surfing the bay all morning. I did not want to leave.",
        ),
    ),
    "agadir-city-starter": (
        _review(
            "Elif",
            "TR",
            "en",
            4,
            "2025-07-27",
            "Easy and safe introduction to surfing, with the city right there in the afternoon.",
        ),
        _review(
            "Manon",
            "FR",
            "fr",
            4,
            "2026-04-03",
            "Pratique et rassurant pour débuter. L'appartement était propre et bien situé.",
        ),
    ),
    "agadir-family": (
        _review(
            "Kate",
            "GB",
            "en",
            5,
            "2025-08-03",
            "Our two kids (8 and 11) surfed every day and never wanted to get out. Parents had a great time too.",
        ),
        _review(
            "Stefan",
            "AT",
            "de",
            5,
            "2025-12-30",
            "Perfekt für Familien: Kinderlehrer, Pool und gutes Essen. Wir kommen wieder.",
        ),
        _review(
            "Nicolas",
            "BE",
            "fr",
            3,
            "2026-06-28",
            "Bons cours pour les enfants, mais la résidence est un peu loin de la plage et les repas "
            "manquaient de variété.",
        ),
    ),
}


# ============================================================================ demo bookings


@dataclass(frozen=True)
class BookingSeed:
    reference: str
    package_key: str
    full_name: str
    email: str
    phone: str
    country: str
    language: str
    start_date: date
    days: int
    people: int
    status: str  # pending | confirmed | cancelled | completed
    days_ago: int  # when the request was made
    payment_method: str  # bank-transfer | paypal | cash
    surfing_level: str = "beginner"
    add_ons: tuple[str, ...] = ()  # keys of app.bookings.pricing.ADD_ONS
    special_requests: str | None = None
    arrival_time: str | None = None
    dietary_requirements: str | None = None
    admin_notes: str | None = None
    cancellation_reason: str | None = None


def _booking(reference: str, package_key: str, start: str, **fields: Any) -> BookingSeed:
    return BookingSeed(reference=reference, package_key=package_key, start_date=date.fromisoformat(start), **fields)


BOOKINGS: tuple[BookingSeed, ...] = (
    # Anchor Point Surf House: the demo owner's camp.
    _booking(
        "SC-4HM2TX",
        "anchor-beginner",
        "2026-10-03",
        full_name="Charlotte Evans",
        email="charlotte.evans@example.com",
        phone="+44 7700 900123",
        country="GB",
        language="en",
        days=7,
        people=1,
        status="completed",
        days_ago=58,
        payment_method="bank-transfer",
        add_ons=("airport-transfer",),
        arrival_time="14:30",
    ),
    _booking(
        "SC-9WQ5RB",
        "anchor-beginner",
        "2026-12-05",
        full_name="Maximilian Bauer",
        email="max.bauer@example.com",
        phone="+49 151 23456789",
        country="DE",
        language="de",
        days=7,
        people=2,
        status="confirmed",
        days_ago=41,
        payment_method="paypal",
        add_ons=("airport-transfer", "surf-photos"),
        special_requests="Wir reisen als Paar an und hätten gern ein gemeinsames Zimmer.",
        admin_notes="Paid deposit by PayPal, double room allocated.",
    ),
    _booking(
        "SC-K7D3NZ",
        "anchor-intermediate",
        "2027-01-16",
        full_name="Élodie Marchand",
        email="elodie.marchand@example.com",
        phone="+33 6 12 34 56 78",
        country="FR",
        language="fr",
        days=8,
        people=1,
        status="pending",
        days_ago=3,
        payment_method="bank-transfer",
        surfing_level="intermediate",
        special_requests="Est-il possible d'arriver un jour plus tôt ?",
    ),
    _booking(
        "SC-2PX8LF",
        "anchor-beginner",
        "2026-11-28",
        full_name="Ryan O'Connor",
        email="ryan.oconnor@example.com",
        phone="+353 85 123 4567",
        country="IE",
        language="en",
        days=5,
        people=1,
        status="cancelled",
        days_ago=35,
        payment_method="cash",
        cancellation_reason="Flight cancelled by the airline; the guest will rebook in spring.",
    ),
    _booking(
        "SC-M5R9VA",
        "anchor-progression",
        "2027-02-06",
        full_name="Sanne de Vries",
        email="sanne.devries@example.com",
        phone="+31 6 12345678",
        country="NL",
        language="en",
        days=14,
        people=2,
        status="confirmed",
        days_ago=22,
        payment_method="bank-transfer",
        surfing_level="intermediate",
        dietary_requirements="Vegetarian (both guests)",
        add_ons=("airport-transfer",),
    ),
    _booking(
        "SC-T3J6YE",
        "anchor-intermediate",
        "2026-10-24",
        full_name="Jonas Keller",
        email="jonas.keller@example.com",
        phone="+41 79 123 45 67",
        country="CH",
        language="de",
        days=8,
        people=1,
        status="completed",
        days_ago=47,
        payment_method="paypal",
        surfing_level="intermediate",
        add_ons=("surf-photos",),
    ),
    _booking(
        "SC-8CN4GW",
        "anchor-beginner",
        "2027-03-13",
        full_name="Amelia Turner",
        email="amelia.turner@example.com",
        phone="+1 415 555 0142",
        country="US",
        language="en",
        days=10,
        people=3,
        status="pending",
        days_ago=1,
        payment_method="paypal",
        add_ons=("airport-transfer", "surf-photos"),
        special_requests="Three friends, first time surfing. Can we share one room?",
    ),
    # Dar Tagine Surf & Yoga.
    _booking(
        "SC-Q2Z7HD",
        "dar-yoga-retreat",
        "2026-10-10",
        full_name="Hannah Schmidt",
        email="hannah.schmidt@example.com",
        phone="+49 170 9876543",
        country="DE",
        language="de",
        days=7,
        people=1,
        status="completed",
        days_ago=55,
        payment_method="bank-transfer",
        surfing_level="beginner",
        add_ons=("extra-yoga",),
    ),
    _booking(
        "SC-5LB9XM",
        "dar-yoga-retreat",
        "2026-12-19",
        full_name="Isabelle Laurent",
        email="isabelle.laurent@example.com",
        phone="+32 470 12 34 56",
        country="BE",
        language="fr",
        days=7,
        people=2,
        status="confirmed",
        days_ago=30,
        payment_method="paypal",
        add_ons=("extra-yoga", "airport-transfer"),
        dietary_requirements="Sans gluten pour une personne",
    ),
    _booking(
        "SC-V6E2KP",
        "dar-yoga-taster",
        "2027-01-09",
        full_name="Olivia Brown",
        email="olivia.brown@example.com",
        phone="+44 7700 900456",
        country="GB",
        language="en",
        days=5,
        people=1,
        status="pending",
        days_ago=6,
        payment_method="cash",
    ),
    _booking(
        "SC-H8T5QS",
        "dar-slow-yoga",
        "2026-12-12",
        full_name="Katrin Wagner",
        email="katrin.wagner@example.com",
        phone="+43 664 1234567",
        country="AT",
        language="de",
        days=10,
        people=1,
        status="cancelled",
        days_ago=27,
        payment_method="bank-transfer",
        surfing_level="intermediate",
        cancellation_reason="Guest asked to cancel for family reasons, more than 72 hours before arrival.",
    ),
    # Tamraght Surf Riad.
    _booking(
        "SC-3YF7NC",
        "riad-desert",
        "2026-11-14",
        full_name="Lucas Martin",
        email="lucas.martin@example.com",
        phone="+33 7 98 76 54 32",
        country="FR",
        language="fr",
        days=5,
        people=2,
        status="completed",
        days_ago=52,
        payment_method="cash",
        add_ons=("surf-photos",),
    ),
    _booking(
        "SC-W4K9DJ",
        "riad-all-inclusive",
        "2027-02-20",
        full_name="Sophie Fischer",
        email="sophie.fischer@example.com",
        phone="+49 160 5554433",
        country="DE",
        language="de",
        days=7,
        people=4,
        status="confirmed",
        days_ago=18,
        payment_method="bank-transfer",
        add_ons=("airport-transfer",),
        arrival_time="11:00",
        admin_notes="Group of four friends; two double rooms.",
    ),
    _booking(
        "SC-6RP3ZU",
        "riad-desert",
        "2027-03-27",
        full_name="Ethan Walker",
        email="ethan.walker@example.com",
        phone="+61 412 345 678",
        country="AU",
        language="en",
        days=6,
        people=1,
        status="pending",
        days_ago=9,
        payment_method="paypal",
        surfing_level="intermediate",
        add_ons=("airport-transfer",),
    ),
    _booking(
        "SC-N7G2AY",
        "riad-hammam",
        "2026-09-26",
        full_name="Giulia Romano",
        email="giulia.romano@example.com",
        phone="+39 347 123 4567",
        country="IT",
        language="en",
        days=8,
        people=1,
        status="cancelled",
        days_ago=59,
        payment_method="bank-transfer",
        surfing_level="intermediate",
        cancellation_reason="No availability for a sea-view room on these dates.",
    ),
)


# ============================================================================ CMS defaults

# Shown on the home page while there are not enough real reviews. Names and texts are samples.
TESTIMONIALS: dict[str, list[dict[str, Any]]] = {
    "en": [
        {
            "name": "Emma",
            "country": "United Kingdom",
            "rating": 5,
            "text": "I came with zero experience and left riding green waves. The coaches were patient, the food was "
            "amazing and the sunsets from the roof were unforgettable.",
        },
        {
            "name": "Lukas",
            "country": "Germany",
            "rating": 5,
            "text": "Booking was easy and the camp confirmed the next morning on WhatsApp. Everything was exactly as "
            "described, right down to the mint tea after every session.",
        },
        {
            "name": "Camille",
            "country": "France",
            "rating": 5,
            "text": "The perfect mix of surf and yoga. Small groups, friendly locals and waves for every level.",
        },
    ],
    "fr": [
        {
            "name": "Camille",
            "country": "France",
            "rating": 5,
            "text": "Le parfait mélange de surf et de yoga. Petits groupes, habitants chaleureux et des vagues pour "
            "tous les niveaux.",
        },
        {
            "name": "Emma",
            "country": "Royaume-Uni",
            "rating": 5,
            "text": "Je suis arrivée sans aucune expérience et je suis repartie en surfant des vagues vertes. Des "
            "moniteurs patients, une cuisine délicieuse et des couchers de soleil inoubliables.",
        },
        {
            "name": "Lukas",
            "country": "Allemagne",
            "rating": 5,
            "text": "Réservation simple, confirmée le lendemain matin sur WhatsApp. Tout était conforme à la "
            "description, jusqu'au thé à la menthe après chaque session.",
        },
    ],
    "de": [
        {
            "name": "Lukas",
            "country": "Deutschland",
            "rating": 5,
            "text": "Die Buchung war einfach, und das Camp hat am nächsten Morgen per WhatsApp bestätigt. Alles war "
            "genau wie beschrieben – bis zum Minztee nach jeder Session.",
        },
        {
            "name": "Emma",
            "country": "Vereinigtes Königreich",
            "rating": 5,
            "text": "Ich kam ohne jede Erfahrung und bin am Ende grüne Wellen gesurft. Geduldige Lehrer, "
            "fantastisches Essen und unvergessliche Sonnenuntergänge auf dem Dach.",
        },
        {
            "name": "Camille",
            "country": "Frankreich",
            "rating": 5,
            "text": "Die perfekte Mischung aus Surfen und Yoga. Kleine Gruppen, herzliche Einheimische und Wellen "
            "für jedes Niveau.",
        },
    ],
}

TESTIMONIALS_TITLE = {"en": "What surfers say", "fr": "Ce que disent les surfeurs", "de": "Das sagen unsere Surfer"}

HERO: dict[str, tuple[str, str]] = {
    "en": (
        "Surf Camps in Taghazout & Tamraght",
        "Book hand-picked surf camps on Morocco's Atlantic coast, from first lessons to point-break guiding. "
        "No payment online: our team confirms availability with you before you pay.",
    ),
    "fr": (
        "Surf camps à Taghazout et Tamraght",
        "Réservez des surf camps sélectionnés sur la côte atlantique du Maroc, des premiers cours au surf guidé "
        "sur les points. Aucun paiement en ligne : notre équipe confirme la disponibilité avec vous avant tout paiement.",
    ),
    "de": (
        "Surfcamps in Taghazout & Tamraght",
        "Buchen Sie ausgewählte Surfcamps an Marokkos Atlantikküste, von den ersten Surfstunden bis zum "
        "Pointbreak-Guiding. Keine Zahlung online: Unser Team bestätigt Ihnen die Verfügbarkeit, bevor Sie zahlen.",
    ),
}

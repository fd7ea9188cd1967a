"""The six seeded blog posts (Markdown bodies) with French and German translations.

The first post is the newest and is the one the blog index features.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

WORDS_PER_MINUTE = 200

CATEGORIES = ("beginner-tips", "surf-spots", "travel-tips", "weather-seasons", "destinations", "photography")


@dataclass(frozen=True)
class PostText:
    title: str
    excerpt: str
    body: str


@dataclass(frozen=True)
class BlogPostSeed:
    slug: str
    category: str
    author: str
    published_at: datetime
    scene: str  # artwork kind for the cover image
    en: PostText
    fr: PostText
    de: PostText

    @property
    def read_time_minutes(self) -> int:
        return math.ceil(len(self.en.body.split()) / WORDS_PER_MINUTE)

    def translations(self) -> dict[str, dict[str, Any]]:
        return {
            lang: {"title": text.title, "excerpt": text.excerpt, "body": text.body}
            for lang, text in (("fr", self.fr), ("de", self.de))
        }


def _at(day: str) -> datetime:
    return datetime.fromisoformat(day).replace(hour=8, tzinfo=UTC)


BLOG_POSTS: tuple[BlogPostSeed, ...] = (
    BlogPostSeed(
        slug="best-time-surf-morocco-2025",
        category="weather-seasons",
        author="Youssef Amrani",
        published_at=_at("2025-10-14"),
        scene="lineup",
        en=PostText(
            "The Best Time to Surf in Morocco (2025 Guide)",
            "Winter swells, summer sunshine and everything in between: a month-by-month guide to choosing "
            "your surf trip dates on Morocco's Atlantic coast.",
            """Morocco is one of the few surf destinations in easy reach of Europe that has waves all year round. But
the coast around Taghazout, Tamraght and Imsouane changes a lot between seasons, and the best time for
you depends on your level, your budget and how much you like a wetsuit. Here is how the year really looks.

## The short answer

- **Beginners:** late spring (April to June) and autumn (September to November). Waves are smaller and
  friendlier, the water is warm enough for a 3/2 wetsuit and the beaches are not crowded.
- **Intermediate surfers:** October to April. The swell is consistent, and the right-hand points start
  to work properly.
- **Advanced surfers:** November to March. This is when the big North Atlantic swells line up Anchor
  Point, Killer Point and Boilers.

## Winter (December to February)

Winter is the heart of the surf season. Low-pressure systems in the North Atlantic send long-period
swells south, and the points north of Taghazout can hold waves well overhead. Offshore winds are common in
the morning, and the sky is often clear for days.

What to expect:

- Air temperature around 20 °C during the day, but nights can drop below 10 °C. Bring a warm jumper.
- Water between 16 and 18 °C. A 4/3 wetsuit is comfortable for long sessions, a 3/2 is fine for most people.
- Busy line-ups at the famous points, especially on weekends and during European school holidays.

Winter is also when prices are highest and camps fill up first, so book early if you want Christmas or
February half-term.

## Spring (March to May)

Spring is underrated. The swell is still regular in March and April, the crowds thin out after Easter and
the countryside is at its greenest. Wind can pick up in the afternoon, so the best sessions are usually in
the morning.

Spring is a great compromise for mixed groups: beginners get manageable waves on the beaches while
stronger surfers still find the points working on the bigger days.

## Summer (June to August)

Summer is the quiet season for surf but the busy season for Moroccan holidaymakers. Swells are smaller
and less frequent, and a northerly wind often blows in the afternoon. On the other hand:

- The water reaches 20 to 22 °C. Many people surf in a shortie or a spring suit.
- Small, clean days are perfect for learning and for longboarding.
- Prices drop at many camps, and last-minute places are easier to find.

If you are a complete beginner who wants warm water and a relaxed atmosphere, summer works very well.
Expect busy beaches in August, when families from Marrakech and Agadir come to the coast.

## Autumn (September to November)

Autumn is the local surfers' favourite. The first proper swells arrive in late September or October, the
water is still warm from the summer and the winter crowds have not arrived yet. It is the best all-round
season, with something for every level.

## Reading a forecast

Whatever the month, surf is never guaranteed. A few tips to read a forecast like a local:

1. Look at the **swell period**, not only the height. Eleven seconds or more means better-organised waves.
2. Check the **wind direction**. On this coast, winds from the east and north-east are offshore.
3. Watch the **tide**. Many spots here work best on a mid tide and can close out at low tide.

Your camp's coaches do this every morning, and they will take you to the spot that suits the day. That is
the real advantage of surfing with a local team.

## Our advice

If you can only choose one month, choose **October** or **November**. Warm water, good swell and
space in the water. If you are a beginner on a budget, look at **May** or **June**. And if you want to
surf the famous points at their best, come in **January** with a 4/3 wetsuit and an early alarm.
""",
        ),
        fr=PostText(
            "Quand surfer au Maroc ? Le guide 2025",
            "Houles d'hiver, soleil d'été et tout ce qu'il y a entre les deux : notre guide mois par mois pour "
            "choisir les dates de votre séjour surf sur la côte atlantique marocaine.",
            """Le Maroc est l'une des rares destinations surf proches de l'Europe où il y a des vagues toute
l'année. Mais la côte autour de Taghazout, Tamraght et Imsouane change beaucoup d'une saison à l'autre, et
la meilleure période dépend de votre niveau, de votre budget et de votre goût pour la combinaison. Voici à
quoi ressemble vraiment l'année.

## La réponse courte

- **Débutants :** fin du printemps (avril à juin) et automne (septembre à novembre). Les vagues sont plus
  petites et plus accueillantes, l'eau est assez chaude pour une 3/2 et les plages ne sont pas bondées.
- **Surfeurs intermédiaires :** d'octobre à avril. La houle est régulière et les points de droite
  commencent à bien fonctionner.
- **Surfeurs confirmés :** de novembre à mars. C'est la saison des grosses houles de l'Atlantique Nord
  qui font dérouler Anchor Point, Killer Point et Boilers.

## L'hiver (décembre à février)

L'hiver est le cœur de la saison. Les dépressions de l'Atlantique Nord envoient vers le sud des houles
longues, et les points au nord de Taghazout tiennent des vagues bien plus hautes qu'un homme. Le vent est
souvent offshore le matin et le ciel reste dégagé plusieurs jours d'affilée.

À quoi s'attendre :

- Environ 20 °C en journée, mais les nuits peuvent descendre sous les 10 °C. Prévoyez un pull chaud.
- Une eau entre 16 et 18 °C. Une 4/3 est confortable pour les longues sessions, une 3/2 suffit à la
  plupart des gens.
- Du monde sur les points célèbres, surtout le week-end et pendant les vacances scolaires européennes.

C'est aussi la période où les prix sont les plus élevés et où les camps se remplissent en premier :
réservez tôt pour Noël ou les vacances de février.

## Le printemps (mars à mai)

Le printemps est sous-estimé. La houle reste régulière en mars et en avril, la foule diminue après Pâques
et la campagne est à son plus vert. Le vent peut se lever l'après-midi, donc les meilleures sessions ont
généralement lieu le matin.

C'est un excellent compromis pour les groupes de niveaux différents : les débutants trouvent des vagues
abordables sur les plages, tandis que les meilleurs surfeurs profitent des points les jours de houle.

## L'été (juin à août)

L'été est la saison calme côté surf, mais la haute saison pour les vacanciers marocains. Les houles sont
plus petites et moins fréquentes, et un vent de nord souffle souvent l'après-midi. En revanche :

- L'eau atteint 20 à 22 °C. Beaucoup surfent en shorty.
- Les petits jours bien rangés sont parfaits pour apprendre et pour le longboard.
- Les prix baissent dans de nombreux camps, et il est plus facile de trouver une place à la dernière
  minute.

Si vous êtes grand débutant et que vous voulez une eau chaude et une ambiance détendue, l'été convient
très bien. Attendez-vous à des plages animées en août, quand les familles de Marrakech et d'Agadir
viennent sur la côte.

## L'automne (septembre à novembre)

L'automne est la saison préférée des surfeurs locaux. Les premières vraies houles arrivent fin septembre
ou en octobre, l'eau est encore chaude de l'été et la foule de l'hiver n'est pas encore là. C'est la
meilleure saison pour tous les niveaux.

## Lire les prévisions

Quel que soit le mois, les vagues ne sont jamais garanties. Quelques conseils pour lire les prévisions
comme un local :

1. Regardez la **période de la houle**, pas seulement sa hauteur. Onze secondes ou plus, ce sont des
   vagues mieux rangées.
2. Vérifiez la **direction du vent**. Sur cette côte, les vents d'est et de nord-est sont offshore.
3. Surveillez la **marée**. Beaucoup de spots fonctionnent mieux à mi-marée et ferment à marée basse.

Les moniteurs de votre camp font ce travail chaque matin et vous emmènent sur le spot adapté au jour.
C'est le vrai avantage de surfer avec une équipe locale.

## Notre conseil

Si vous ne pouvez choisir qu'un mois, choisissez **octobre** ou **novembre** : eau chaude, bonne houle
et de la place à l'eau. Si vous débutez avec un petit budget, regardez **mai** ou **juin**. Et si vous
voulez surfer les points célèbres sous leur meilleur jour, venez en **janvier** avec une 4/3 et un réveil
matinal.
""",
        ),
        de=PostText(
            "Die beste Reisezeit zum Surfen in Marokko (Guide 2025)",
            "Winterswells, Sommersonne und alles dazwischen: unser Monat-für-Monat-Guide für die Planung Ihres "
            "Surftrips an Marokkos Atlantikküste.",
            """Marokko ist eines der wenigen Surfziele in Europas Nähe, an denen es das ganze Jahr über Wellen
gibt. Doch die Küste rund um Taghazout, Tamraght und Imsouane verändert sich von Saison zu Saison stark, und
die beste Reisezeit hängt von Ihrem Niveau, Ihrem Budget und Ihrer Liebe zum Neoprenanzug ab. So sieht
das Jahr wirklich aus.

## Die kurze Antwort

- **Anfänger:** später Frühling (April bis Juni) und Herbst (September bis November). Die Wellen sind
  kleiner und freundlicher, das Wasser ist warm genug für einen 3/2-Anzug, und die Strände sind nicht
  überfüllt.
- **Mittelstufe:** Oktober bis April. Der Swell ist beständig, und die Rechtswellen an den Points
  laufen richtig.
- **Fortgeschrittene:** November bis März. Dann bringen die großen Swells aus dem Nordatlantik Anchor Point,
  Killer Point und Boilers zum Laufen.

## Winter (Dezember bis Februar)

Der Winter ist das Herz der Surfsaison. Tiefdruckgebiete im Nordatlantik schicken langperiodige Swells
nach Süden, und die Points nördlich von Taghazout halten Wellen weit über Kopfhöhe. Morgens weht häufig
ablandiger Wind, und der Himmel bleibt oft tagelang klar.

Was Sie erwartet:

- Tagsüber rund 20 °C, nachts kann es unter 10 °C abkühlen. Packen Sie einen warmen Pullover ein.
- Wasser zwischen 16 und 18 °C. Ein 4/3-Anzug ist für lange Sessions angenehm, ein 3/2 reicht den meisten.
- Volle Line-ups an den bekannten Points, besonders am Wochenende und in den europäischen Schulferien.

Im Winter sind die Preise am höchsten und die Camps zuerst ausgebucht – buchen Sie früh, wenn Sie über
Weihnachten oder in den Februarferien kommen wollen.

## Frühling (März bis Mai)

Der Frühling wird unterschätzt. Im März und April kommt der Swell noch regelmäßig, nach Ostern wird es
ruhiger, und die Landschaft ist so grün wie nie. Nachmittags frischt der Wind oft auf, deshalb sind die
besten Sessions meist am Vormittag.

Für gemischte Gruppen ist der Frühling ein guter Kompromiss: Anfänger finden machbare Wellen an den
Stränden, während stärkere Surfer an größeren Tagen die Points genießen.

## Sommer (Juni bis August)

Der Sommer ist die ruhige Zeit fürs Surfen, aber Hochsaison für marokkanische Urlauber. Die Swells sind
kleiner und seltener, und nachmittags weht oft ein Nordwind. Dafür gilt:

- Das Wasser erreicht 20 bis 22 °C. Viele surfen im Shorty.
- Kleine, saubere Tage sind perfekt zum Lernen und Longboarden.
- Viele Camps senken die Preise, und Last-Minute-Plätze sind leichter zu finden.

Als absoluter Anfänger, der warmes Wasser und entspannte Stimmung sucht, sind Sie im Sommer gut
aufgehoben. Im August sind die Strände voll, wenn Familien aus Marrakesch und Agadir an die Küste kommen.

## Herbst (September bis November)

Der Herbst ist die Lieblingssaison der einheimischen Surfer. Die ersten richtigen Swells kommen Ende
September oder im Oktober, das Wasser ist noch sommerwarm, und die Winterurlauber sind noch nicht da.
Die beste Allround-Saison, mit Wellen für jedes Niveau.

## Eine Vorhersage lesen

Egal in welchem Monat: Wellen sind nie garantiert. Ein paar Tipps, um eine Vorhersage wie ein Local zu
lesen:

1. Achten Sie auf die **Swellperiode**, nicht nur auf die Höhe. Elf Sekunden oder mehr bedeuten besser
   geordnete Wellen.
2. Prüfen Sie die **Windrichtung**. An dieser Küste sind Ost- und Nordostwinde ablandig.
3. Behalten Sie die **Tide** im Blick. Viele Spots laufen bei mittlerer Tide am besten und machen bei Ebbe zu.

Die Coaches Ihres Camps machen das jeden Morgen und bringen Sie zum passenden Spot des Tages. Das ist
der eigentliche Vorteil, mit einem lokalen Team zu surfen.

## Unser Rat

Wenn Sie nur einen Monat wählen können, nehmen Sie **Oktober** oder **November**: warmes Wasser, guter Swell und
Platz im Wasser. Als Anfänger mit kleinem Budget sehen Sie sich **Mai** oder **Juni** an. Und wenn Sie die
berühmten Points in Bestform erleben wollen, kommen Sie im **Januar** – mit einem 4/3-Anzug und einem frühen
Wecker.
""",
        ),
    ),
    BlogPostSeed(
        slug="top-5-surf-spots-taghazout",
        category="surf-spots",
        author="Hamid Ait Lahcen",
        published_at=_at("2025-09-02"),
        scene="point",
        en=PostText(
            "Top 5 Surf Spots in Taghazout",
            "From the long walls of Anchor Point to the friendly peaks of Banana Beach: five waves around "
            "Taghazout, who they suit and when they work.",
            """Taghazout is a small fishing village with an unfair number of good waves. Within twenty minutes'
drive you will find world-class right-hand points, mellow beach breaks and a few reefs that only the locals
talk about. These are the five spots every visitor should know, from the most demanding to the most
forgiving.

## 1. Anchor Point

**Level:** advanced · **Best season:** November to March · **Best tide:** mid to high

Anchor Point is the wave that put Taghazout on the surf map. On a big north-west swell it peels down the
rocks for hundreds of metres, offering long walls and sections you can hit again and again. It needs a
proper swell to break, so on small days it can be flat while the beaches are working.

Good to know:

- The entry and exit are over rocks covered with sea urchins. Booties help, and watching the locals first
  helps even more.
- The line-up is busy and competitive. Respect the priority rules and the local surfers.

## 2. Killer Point

**Level:** advanced · **Best season:** winter · **Best tide:** all tides, depending on the swell

A few kilometres north of the village, Killer Point is a powerful right that breaks far out from the
cliffs. The name comes from the orcas that are occasionally seen passing by. The paddle out is long and
the wave can be heavy, but on its day it is one of the best in Morocco. Go with someone who knows the
spot, as currents can be strong.

## 3. Panoramas

**Level:** intermediate to advanced · **Best season:** autumn to spring · **Best tide:** mid

Panoramas sits just south of the village and is a more accessible right-hand point with a sandy
bottom in places. It works on a wide range of swells and is a great place for intermediate surfers to
practise turns on open faces. It gets crowded when the other points are flat, so early mornings are key.

## 4. Hash Point

**Level:** beginner to intermediate · **Best season:** all year on small to medium swells

Right in front of the village, Hash Point is a gentle right that breaks over a mix of sand and rock. It
is where many surfers catch their first waves along the face after leaving the whitewater. Its name has
a rather obvious history; today it is simply the friendliest point in Taghazout. At high tide the
waves back off; the best window is mid tide.

## 5. Banana Beach (Aourir)

**Level:** beginner · **Best season:** all year · **Best tide:** mid to high

A few minutes south towards Aourir, Banana Beach takes its name from the banana plantations of the
nearby village. It is a long sandy beach with soft, rolling waves and plenty of space, which is why most
surf schools bring their beginners here. When a big swell arrives, the point at the northern end turns
into a fun right for improvers.

## How to choose

| Your level | Where to surf |
| --- | --- |
| First week | Banana Beach, the beaches of Tamraght |
| Riding green waves | Hash Point, Panoramas on small days |
| Confident on the face | Panoramas, Anchor Point on medium days |
| Experienced and fit | Anchor Point, Killer Point, Boilers |

## Surf etiquette in Taghazout

Taghazout's line-ups mix locals, surf schools and travellers from all over the world. A few simple rules
keep everyone happy:

- The surfer closest to the peak has priority. Never drop in.
- Paddle around the line-up, not through the middle of it.
- Surf spots that match your level. Crowded points are not the place to learn.
- Say hello. A simple "salam" goes a long way.

The best way to discover these spots is with a local guide who knows which wave works on which day.
That is exactly what our partner camps offer, from beginner lessons at Banana Beach to guided dawn
sessions at Anchor Point.
""",
        ),
        fr=PostText(
            "Les 5 meilleurs spots de surf à Taghazout",
            "Des longues vagues d'Anchor Point aux pics tranquilles de Banana Beach : cinq spots autour de "
            "Taghazout, pour qui et quand ils fonctionnent.",
            """Taghazout est un petit village de pêcheurs avec un nombre indécent de bonnes vagues. À moins de
vingt minutes de route, vous trouverez des points de droite de classe mondiale, des beach breaks
tranquilles et quelques récifs dont seuls les locaux parlent. Voici les cinq spots que tout voyageur
devrait connaître, du plus exigeant au plus indulgent.

## 1. Anchor Point

**Niveau :** confirmé · **Meilleure saison :** de novembre à mars · **Meilleure marée :** mi-marée à
marée haute

Anchor Point est la vague qui a mis Taghazout sur la carte du surf. Par grosse houle de nord-ouest, elle
déroule le long des rochers sur des centaines de mètres, avec de longs murs et des sections à attaquer
encore et encore. Il lui faut une vraie houle : les petits jours, elle peut être plate alors que les
plages fonctionnent.

Bon à savoir :

- L'entrée et la sortie se font sur des rochers couverts d'oursins. Les chaussons aident, et observer
  les locaux d'abord aide encore plus.
- Le line-up est chargé et compétitif. Respectez les priorités et les surfeurs locaux.

## 2. Killer Point

**Niveau :** confirmé · **Meilleure saison :** l'hiver · **Meilleure marée :** toutes, selon la houle

À quelques kilomètres au nord du village, Killer Point est une droite puissante qui casse loin des
falaises. Son nom vient des orques que l'on voit parfois passer. La rame est longue et la vague peut être
lourde, mais les bons jours c'est l'une des meilleures du Maroc. Allez-y avec quelqu'un qui connaît le
spot : les courants peuvent être forts.

## 3. Panoramas

**Niveau :** intermédiaire à confirmé · **Meilleure saison :** de l'automne au printemps · **Meilleure
marée :** mi-marée

Juste au sud du village, Panoramas est un point de droite plus accessible, avec un fond sableux par
endroits. Il fonctionne sur une large gamme de houles et c'est un excellent endroit pour travailler ses
virages sur des vagues ouvertes. Il y a du monde quand les autres points sont plats : le matin tôt est la
clé.

## 4. Hash Point

**Niveau :** débutant à intermédiaire · **Meilleure saison :** toute l'année par petite et moyenne houle

Juste devant le village, Hash Point est une droite douce qui casse sur un mélange de sable et de roche.
C'est là que beaucoup de surfeurs prennent leurs premières vagues sur l'épaule après avoir quitté la
mousse. Son nom a une histoire assez évidente ; aujourd'hui, c'est simplement le point le plus
accueillant de Taghazout. À marée haute, les vagues faiblissent : le meilleur créneau est à mi-marée.

## 5. Banana Beach (Aourir)

**Niveau :** débutant · **Meilleure saison :** toute l'année · **Meilleure marée :** mi-marée à marée
haute

À quelques minutes au sud, vers Aourir, Banana Beach doit son nom aux bananeraies du village voisin.
C'est une longue plage de sable aux vagues douces et régulières, avec beaucoup d'espace : la plupart des
écoles y emmènent leurs débutants. Par grosse houle, le point au nord de la plage devient une droite
sympa pour ceux qui progressent.

## Comment choisir

| Votre niveau | Où surfer |
| --- | --- |
| Première semaine | Banana Beach, les plages de Tamraght |
| Vous prenez des vagues vertes | Hash Point, Panoramas les petits jours |
| À l'aise sur la vague | Panoramas, Anchor Point les jours moyens |
| Expérimenté et en forme | Anchor Point, Killer Point, Boilers |

## Les règles de l'eau à Taghazout

Les line-ups de Taghazout mélangent locaux, écoles de surf et voyageurs du monde entier. Quelques règles
simples pour que tout le monde soit content :

- Le surfeur le plus proche du pic a la priorité. Ne partez jamais sur quelqu'un.
- Ramez autour du line-up, pas au milieu.
- Surfez des spots adaptés à votre niveau. Un point bondé n'est pas l'endroit pour apprendre.
- Dites bonjour. Un simple « salam » fait beaucoup.

La meilleure façon de découvrir ces spots, c'est avec un guide local qui sait quelle vague fonctionne
quel jour. C'est exactement ce que proposent nos camps partenaires, des cours débutants à Banana Beach
aux sessions guidées à l'aube sur Anchor Point.
""",
        ),
        de=PostText(
            "Die 5 besten Surfspots in Taghazout",
            "Von den langen Wänden von Anchor Point bis zu den sanften Peaks von Banana Beach: fünf Wellen rund "
            "um Taghazout, für wen sie passen und wann sie laufen.",
            """Taghazout ist ein kleines Fischerdorf mit unverschämt vielen guten Wellen. Innerhalb von zwanzig
Autominuten finden Sie Rechtswellen an Weltklasse-Points, entspannte Beachbreaks und ein paar Riffe, über
die nur die Locals sprechen. Das sind die fünf Spots, die jeder Besucher kennen sollte – vom
anspruchsvollsten bis zum nachsichtigsten.

## 1. Anchor Point

**Niveau:** Fortgeschrittene · **Beste Saison:** November bis März · **Beste Tide:** mittel bis hoch

Anchor Point ist die Welle, die Taghazout auf die Surfkarte gebracht hat. Bei großem Nordwestswell läuft
sie Hunderte Meter an den Felsen entlang, mit langen Wänden und Sections, die Sie immer wieder anfahren
können. Sie braucht richtigen Swell; an kleinen Tagen kann sie flach sein, während die Strände laufen.

Gut zu wissen:

- Der Ein- und Ausstieg führt über Felsen voller Seeigel. Surfschuhe helfen, den Locals erst zuzuschauen
  hilft noch mehr.
- Das Line-up ist voll und umkämpft. Respektieren Sie die Vorfahrtsregeln und die einheimischen Surfer.

## 2. Killer Point

**Niveau:** Fortgeschrittene · **Beste Saison:** Winter · **Beste Tide:** alle, je nach Swell

Ein paar Kilometer nördlich des Dorfes bricht Killer Point als kraftvolle Rechte weit draußen vor den
Klippen. Der Name kommt von den Orcas, die hier gelegentlich vorbeiziehen. Der Weg raus ist lang und die
Welle kann heftig sein, aber an guten Tagen ist sie eine der besten Marokkos. Gehen Sie mit jemandem, der den
Spot kennt – die Strömungen können stark sein.

## 3. Panoramas

**Niveau:** Mittelstufe bis Fortgeschrittene · **Beste Saison:** Herbst bis Frühling · **Beste Tide:** mittel

Panoramas liegt direkt südlich des Dorfes und ist ein zugänglicherer Rechts-Point mit stellenweise
sandigem Grund. Er läuft bei vielen verschiedenen Swells und ist ideal, um Turns an offenen Wellen zu
üben. Wenn die anderen Points flach sind, wird es voll – früh morgens ist der Schlüssel.

## 4. Hash Point

**Niveau:** Anfänger bis Mittelstufe · **Beste Saison:** ganzjährig bei kleinem bis mittlerem Swell

Direkt vor dem Dorf bricht Hash Point als sanfte Rechte über Sand und Fels. Hier fahren viele Surfer
ihre ersten Wellen an der grünen Wand, nachdem sie das Weißwasser hinter sich gelassen haben. Der Name hat
eine ziemlich offensichtliche Geschichte; heute ist es einfach der freundlichste Point in Taghazout. Bei
Flut werden die Wellen schwächer, das beste Zeitfenster ist die mittlere Tide.

## 5. Banana Beach (Aourir)

**Niveau:** Anfänger · **Beste Saison:** ganzjährig · **Beste Tide:** mittel bis hoch

Ein paar Minuten südlich Richtung Aourir liegt Banana Beach, benannt nach den Bananenplantagen des
Nachbardorfes. Ein langer Sandstrand mit weichen, gleichmäßigen Wellen und viel Platz – deshalb bringen
die meisten Surfschulen ihre Anfänger hierher. Bei großem Swell wird der Point am Nordende zu einer
spaßigen Rechten für Aufsteiger.

## So finden Sie den richtigen Spot

| Ihr Niveau | Wo surfen |
| --- | --- |
| Erste Woche | Banana Beach, die Strände von Tamraght |
| Grüne Wellen | Hash Point, Panoramas an kleinen Tagen |
| Sicher an der Wand | Panoramas, Anchor Point an mittleren Tagen |
| Erfahren und fit | Anchor Point, Killer Point, Boilers |

## Surf-Etikette in Taghazout

In Taghazouts Line-ups treffen Locals, Surfschulen und Reisende aus aller Welt aufeinander. Ein paar
einfache Regeln sorgen dafür, dass alle Spaß haben:

- Wer dem Peak am nächsten ist, hat Vorfahrt. Niemals reindroppen.
- Paddeln Sie um das Line-up herum, nicht mitten hindurch.
- Surfen Sie Spots, die zu Ihrem Niveau passen. Ein voller Point ist kein Ort zum Lernen.
- Grüßen Sie die anderen. Ein einfaches „Salam“ bewirkt viel.

Am besten entdecken Sie diese Spots mit einem lokalen Guide, der weiß, welche Welle an welchem Tag läuft.
Genau das bieten unsere Partnercamps – vom Anfängerkurs an Banana Beach bis zur geführten Morgensession
am Anchor Point.
""",
        ),
    ),
    BlogPostSeed(
        slug="what-to-pack-morocco-surf-camp",
        category="travel-tips",
        author="Sophie Martin",
        published_at=_at("2025-07-18"),
        scene="beach",
        en=PostText(
            "What to Pack for a Surf Camp in Morocco",
            "Wetsuit or shortie? Cash or card? A practical packing list for a surf week in Taghazout, Tamraght "
            "or Imsouane, with the things people most often forget.",
            """Packing for a surf camp in Morocco is easy once you know what the camp provides and what the weather
will do. Most camps include boards and wetsuits, so you can travel light. Here is our checklist, built from
years of welcoming guests who forgot their charger, their sunscreen or their warm jumper.

## Surf gear

Most surf packages include a board and a wetsuit, so check your package before you pack anything bulky.

- **Wetsuit:** if you own one that fits well, bring it. A 3/2 suits most of the year; in January and
  February a 4/3 is more comfortable. From June to September a shortie is often enough.
- **Swimwear:** at least two sets, because nothing dries overnight in winter.
- **Rash vest or surf top:** protects you from the sun and from wax rash in summer.
- **Booties:** useful at the rocky points such as Anchor Point, where sea urchins live on the rocks.
- **Board bag and fins:** only if you bring your own board. Check your airline's sports equipment fees
  before you book the flight.
- **Wax:** camps have some, but bring a bar of warm-water wax if you are picky.

## Sun and skin

The sun on the Atlantic coast is strong all year, even when the wind makes it feel cool.

- Sunscreen with a high protection factor, plus a zinc stick for your face in the water.
- Sunglasses and a hat for the beach.
- After-sun or aloe vera.
- Lip balm with sun protection.

## Clothes

Days are warm but evenings can be cool, especially from November to March.

- Light T-shirts, shorts and a pair of trousers.
- A warm jumper or fleece and a light windproof jacket.
- Flip-flops and a pair of comfortable shoes for walking.
- Something that covers your shoulders and knees for visiting towns and the souk. Taghazout is relaxed,
  but Morocco is a Muslim country and modest clothing is appreciated outside the beach.

## Money and documents

- **Passport** valid for at least six months. Most European visitors do not need a visa for short stays,
  but check the current rules for your nationality.
- **Cash.** The Moroccan dirham cannot be bought legally abroad, so withdraw from an ATM at Agadir airport
  or in town. Many small shops and cafés only take cash.
- **A card** for larger payments. Tell your bank you are travelling.
- **Travel insurance** that covers surfing. Not every policy does, so read the small print.

## Health

- Any personal medication, plus a copy of the prescription.
- A small first-aid kit: plasters, antiseptic, and something for reef cuts.
- Rehydration sachets and something for an upset stomach. A change of food and water catches many
  visitors out for a day.
- Earplugs, for surfers' ears in cold water and for sleeping in shared rooms.

## Electronics

- Morocco uses European two-pin plugs (types C and E) at 220 volts.
- A waterproof phone pouch for the beach.
- A power bank for long days out.
- If you want photos of your sessions, ask your camp: many have a photographer, which is easier than
  bringing a camera into the water.
- Leave the drone at home. Drones are not allowed into Morocco without special permission and are
  usually confiscated at customs.

## Things people forget

1. A reusable water bottle. Camps usually have filtered water to refill it.
2. A small backpack for day trips to Paradise Valley or the souk.
3. A headlamp. Some village streets are dark at night.
4. A book. Flat days happen, and a roof terrace is a great place to read.
5. A few words of the local languages: *salam* (hello), *shukran* (thank you) and *azul*, the Amazigh
   greeting that always earns a smile.

## What you do not need

Leave the hairdryer, the heavy towels and the smart clothes at home. Most camps provide towels, and a
surf trip is about salt hair and sandy feet. Pack light, leave space for a rug from the souk, and come
ready to surf.
""",
        ),
        fr=PostText(
            "Que mettre dans sa valise pour un surf camp au Maroc",
            "Combinaison ou shorty ? Espèces ou carte ? Une liste pratique pour une semaine de surf à "
            "Taghazout, Tamraght ou Imsouane, avec ce que l'on oublie le plus souvent.",
            """Préparer sa valise pour un surf camp au Maroc est simple quand on sait ce que fournit le camp et ce
que fera la météo. La plupart des camps incluent planches et combinaisons : vous pouvez voyager léger.
Voici notre liste, tirée de longues années à accueillir des voyageurs qui avaient oublié leur chargeur,
leur crème solaire ou leur pull.

## Le matériel de surf

La plupart des formules comprennent une planche et une combinaison : vérifiez la vôtre avant d'emporter
quoi que ce soit d'encombrant.

- **Combinaison :** si vous en avez une qui vous va bien, prenez-la. Une 3/2 convient presque toute
  l'année ; en janvier et février, une 4/3 est plus confortable. De juin à septembre, un shorty suffit
  souvent.
- **Maillots de bain :** au moins deux, car rien ne sèche pendant la nuit en hiver.
- **Lycra ou top de surf :** contre le soleil et les irritations dues à la wax en été.
- **Chaussons :** utiles sur les points rocheux comme Anchor Point, où vivent des oursins.
- **Housse et dérives :** seulement si vous venez avec votre planche. Vérifiez les frais de bagage
  sportif de la compagnie avant de réserver le vol.
- **Wax :** les camps en ont, mais prenez un pain de wax eau chaude si vous êtes exigeant.

## Soleil et peau

Sur la côte atlantique, le soleil tape fort toute l'année, même quand le vent donne une impression de
fraîcheur.

- Une crème solaire à indice élevé et un stick au zinc pour le visage dans l'eau.
- Lunettes de soleil et chapeau pour la plage.
- Après-soleil ou aloe vera.
- Baume à lèvres avec protection solaire.

## Vêtements

Les journées sont chaudes mais les soirées peuvent être fraîches, surtout de novembre à mars.

- T-shirts légers, shorts et un pantalon.
- Un pull chaud ou une polaire et une veste coupe-vent légère.
- Des tongs et une paire de chaussures confortables pour marcher.
- De quoi couvrir épaules et genoux pour visiter les villes et le souk. Taghazout est décontracté, mais
  le Maroc est un pays musulman et une tenue correcte est appréciée en dehors de la plage.

## Argent et papiers

- **Passeport** valable au moins six mois. La plupart des voyageurs européens n'ont pas besoin de visa
  pour un court séjour, mais vérifiez les règles en vigueur pour votre nationalité.
- **Espèces.** Le dirham ne s'achète pas légalement à l'étranger : retirez à un distributeur à
  l'aéroport d'Agadir ou en ville. Beaucoup de petites boutiques et de cafés n'acceptent que les espèces.
- **Une carte** pour les gros achats. Prévenez votre banque de votre voyage.
- **Une assurance voyage** qui couvre le surf. Ce n'est pas le cas de toutes : lisez les petites lignes.

## Santé

- Vos médicaments personnels et une copie de l'ordonnance.
- Une petite trousse de secours : pansements, antiseptique et de quoi soigner une coupure de récif.
- Des sachets de réhydratation et de quoi calmer un estomac fragile. Le changement d'alimentation et
  d'eau surprend beaucoup de voyageurs pendant une journée.
- Des bouchons d'oreilles, contre l'oreille du surfeur en eau froide et pour dormir en chambre partagée.

## Électronique

- Le Maroc utilise des prises européennes à deux broches (types C et E) en 220 volts.
- Une pochette étanche pour le téléphone à la plage.
- Une batterie externe pour les longues journées.
- Pour avoir des photos de vos sessions, demandez à votre camp : beaucoup ont un photographe, c'est plus
  simple que d'emporter un appareil dans l'eau.
- Laissez le drone à la maison. Les drones sont interdits au Maroc sans autorisation spéciale et
  généralement confisqués à la douane.

## Ce que l'on oublie

1. Une gourde. Les camps ont en général de l'eau filtrée pour la remplir.
2. Un petit sac à dos pour les excursions à Paradise Valley ou au souk.
3. Une lampe frontale. Certaines ruelles du village sont sombres le soir.
4. Un livre. Il y a des jours sans vagues, et un toit-terrasse est un endroit idéal pour lire.
5. Quelques mots des langues locales : *salam* (bonjour), *choukran* (merci) et *azul*, le salut amazigh
   qui fait toujours sourire.

## Ce dont vous n'avez pas besoin

Laissez à la maison le sèche-cheveux, les grosses serviettes et les tenues habillées. La plupart des
camps fournissent les serviettes, et un voyage surf, c'est des cheveux salés et du sable aux pieds.
Voyagez léger, gardez de la place pour un tapis du souk et venez prêt à surfer.
""",
        ),
        de=PostText(
            "Packliste für ein Surfcamp in Marokko",
            "Neoprenanzug oder Shorty? Bargeld oder Karte? Eine praktische Packliste für eine Surfwoche in "
            "Taghazout, Tamraght oder Imsouane – mit den Dingen, die am häufigsten vergessen werden.",
            """Für ein Surfcamp in Marokko zu packen ist einfach, wenn Sie wissen, was das Camp stellt und wie das
Wetter wird. Die meisten Camps stellen Bretter und Neoprenanzüge, Sie können also mit leichtem Gepäck reisen.
Hier ist unsere Checkliste – entstanden aus vielen Jahren mit Gästen, die ihr Ladekabel, ihre Sonnencreme
oder ihren warmen Pullover vergessen hatten.

## Surfausrüstung

Die meisten Surfpakete enthalten Brett und Neoprenanzug. Prüfen Sie Ihr Paket, bevor Sie Sperriges einpacken.

- **Neoprenanzug:** Wenn Sie einen gut sitzenden besitzen, nehmen Sie ihn mit. Ein 3/2 passt fast das ganze
  Jahr, im Januar und Februar ist ein 4/3 angenehmer. Von Juni bis September reicht oft ein Shorty.
- **Badesachen:** mindestens zwei Garnituren, denn im Winter trocknet über Nacht nichts.
- **Lycra oder Surfshirt:** schützt im Sommer vor Sonne und Wachsausschlag.
- **Surfschuhe:** praktisch an felsigen Points wie Anchor Point, wo Seeigel auf den Steinen sitzen.
- **Boardbag und Finnen:** nur, wenn Sie Ihr eigenes Brett mitbringen. Prüfen Sie die Sportgepäckgebühren
  der Airline, bevor Sie den Flug buchen.
- **Wachs:** Die Camps haben welches, aber wenn Sie wählerisch sind, nehmen Sie ein Stück Warmwasserwachs mit.

## Sonne und Haut

Die Sonne an der Atlantikküste ist das ganze Jahr über stark, auch wenn es sich durch den Wind kühl
anfühlt.

- Sonnencreme mit hohem Lichtschutzfaktor und ein Zinkstift fürs Gesicht im Wasser.
- Sonnenbrille und Hut für den Strand.
- After-Sun oder Aloe vera.
- Lippenpflege mit Sonnenschutz.

## Kleidung

Die Tage sind warm, die Abende können kühl sein, vor allem von November bis März.

- Leichte T-Shirts, Shorts und eine lange Hose.
- Ein warmer Pullover oder eine Fleecejacke und eine leichte Windjacke.
- Flipflops und bequeme Schuhe zum Laufen.
- Etwas, das Schultern und Knie bedeckt, für Ausflüge in die Städte und den Souk. Taghazout ist
  entspannt, aber Marokko ist ein muslimisches Land, und dezente Kleidung wird abseits des Strandes
  geschätzt.

## Geld und Dokumente

- **Reisepass**, mindestens sechs Monate gültig. Die meisten Europäer brauchen für kurze Aufenthalte
  kein Visum, prüfen Sie aber die aktuellen Regeln für Ihre Staatsangehörigkeit.
- **Bargeld.** Den marokkanischen Dirham kann man im Ausland nicht legal kaufen. Heben Sie am Flughafen Agadir
  oder in der Stadt am Automaten ab. Viele kleine Läden und Cafés nehmen nur Bargeld.
- **Eine Karte** für größere Beträge. Sagen Sie Ihrer Bank, dass Sie verreisen.
- **Eine Reiseversicherung**, die Surfen abdeckt. Das tun nicht alle, also lesen Sie das Kleingedruckte.

## Gesundheit

- Ihre persönlichen Medikamente und eine Kopie des Rezepts.
- Eine kleine Reiseapotheke: Pflaster, Desinfektionsmittel und etwas für Riffschnitte.
- Elektrolytpulver und etwas für einen empfindlichen Magen. Die Umstellung bei Essen und Wasser erwischt
  viele Reisende für einen Tag.
- Ohrstöpsel – gegen Surferohr im kalten Wasser und zum Schlafen im Mehrbettzimmer.

## Elektronik

- In Marokko gibt es europäische Steckdosen (Typ C und E) mit 220 Volt.
- Eine wasserdichte Handyhülle für den Strand.
- Eine Powerbank für lange Tage unterwegs.
- Wenn Sie Fotos von Ihren Sessions wollen, fragen Sie Ihr Camp: Viele haben einen Fotografen, das ist
  einfacher, als eine Kamera mit ins Wasser zu nehmen.
- Lassen Sie die Drohne zu Hause. Drohnen dürfen ohne Sondergenehmigung nicht nach Marokko eingeführt werden
  und werden meist beim Zoll beschlagnahmt.

## Was oft vergessen wird

1. Eine wiederverwendbare Trinkflasche. Die Camps haben meist gefiltertes Wasser zum Nachfüllen.
2. Ein kleiner Rucksack für Ausflüge ins Paradise Valley oder in den Souk.
3. Eine Stirnlampe. Manche Gassen im Dorf sind nachts dunkel.
4. Ein Buch. Flat Days gibt es, und eine Dachterrasse ist ein wunderbarer Ort zum Lesen.
5. Ein paar Wörter in den Landessprachen: *salam* (hallo), *schukran* (danke) und *azul*, der
   amazighische Gruß, der immer ein Lächeln bringt.

## Was Sie nicht brauchen

Föhn, dicke Handtücher und schicke Kleidung können zu Hause bleiben. Die meisten Camps stellen Handtücher,
und bei einem Surftrip geht es um salzige Haare und sandige Füße. Packen Sie leicht, lassen Sie Platz für einen
Teppich aus dem Souk und kommen Sie bereit zum Surfen.
""",
        ),
    ),
    BlogPostSeed(
        slug="your-first-surf-lesson-what-to-expect",
        category="beginner-tips",
        author="Youssef Amrani",
        published_at=_at("2025-06-05"),
        scene="surf",
        en=PostText(
            "Your First Surf Lesson: What to Expect",
            "Nervous about your first time on a surfboard? Here is what really happens in a beginner lesson in "
            "Morocco, from the warm-up on the sand to your first wave.",
            """Almost everyone is a little nervous before their first surf lesson. Will I be fit enough? Will I make
a fool of myself? Is the ocean dangerous? The good news is that a beginner lesson is designed for people
who have never touched a board, and by the end of it most people stand up at least once. Here is what a
typical first lesson looks like at our partner camps in Taghazout and Tamraght.

## Before you get in the water

Lessons usually start at the camp, where your instructor checks your level and hands out a wetsuit and a
board. Beginners always get a **soft-top board**: long, wide and thick, with a foam deck that does not
hurt if it hits you. It floats well and catches waves easily, which is exactly what you need.

At the beach, the instructor picks a spot with small, broken waves and no rocks. Then comes the part that
surprises many people: you spend the first twenty to thirty minutes on the sand.

## On the sand

The beach session covers three things.

1. **Safety.** How to hold your board, how to fall (flat, away from the board, covering your head), and
   what a rip current looks like and how to get out of one.
2. **Paddling.** Where to lie on the board so the nose does not dig in or stick up, and how to paddle with
   long, relaxed strokes.
3. **The pop-up.** The movement from lying to standing, practised again and again on the sand. Hands
   under your shoulders, push up, bring your front foot between your hands, stand up with bent knees and
   look forward.

It feels silly on dry land, but every repetition makes the real thing easier.

## In the whitewater

Your first waves will be in the **whitewater**, the foam left after a wave breaks. You stand in
waist-deep water, turn the board towards the beach and wait. When the foam arrives, the instructor
often gives you a little push while you paddle, and the wave carries you.

At first, just ride the wave lying down and feel the speed. Then try to pop up. You will probably fall
many times, and that is perfectly normal. Falling in warm, waist-deep water on a soft board is part of
the fun.

## Common mistakes

- **Looking down.** Your board goes where you look. Look at the beach, not your feet.
- **Standing too straight.** Keep your knees bent and your weight low, like a skier.
- **Lying too far back.** The nose points to the sky and the wave passes under you.
- **Trying too hard.** Tired arms make everything harder. Rest between waves.

## How you will feel afterwards

Surfing uses muscles you did not know you had. Expect tired shoulders, sore arms and, on the first day,
a little sunburn if you forget the sunscreen. Drink plenty of water and stretch in the evening. By the
third day your body adapts, and the pop-up starts to feel natural.

## Is it safe?

With a certified instructor on a beginner beach, surfing is a very safe sport. Instructors choose
sheltered spots, watch every student and stay in the water with the group. Tell them before the lesson
if you are not a confident swimmer, if you have an injury or if you feel anxious. A good instructor
adapts the lesson to you.

## After the first lesson

Most beginners need between three and five lessons to ride the whitewater consistently, and one to two
weeks to start catching green waves. That is why surf camps usually offer week-long packages with one or
two lessons a day. Progress comes from repetition, and nothing beats a week of surfing every day.

Ready to try? Our beginner packages in Taghazout and Tamraght include boards, wetsuits and certified
coaches, and they all start with that first, slightly nervous morning on the sand.
""",
        ),
        fr=PostText(
            "Votre premier cours de surf : à quoi s'attendre",
            "Un peu stressé avant votre première fois sur une planche ? Voici ce qui se passe vraiment pendant un "
            "cours débutant au Maroc, de l'échauffement sur le sable à votre première vague.",
            """Presque tout le monde est un peu nerveux avant son premier cours de surf. Est-ce que je serai assez
en forme ? Est-ce que je vais me ridiculiser ? L'océan est-il dangereux ? Bonne nouvelle : un cours
débutant est conçu pour des personnes qui n'ont jamais touché une planche, et à la fin la plupart des
élèves se sont levés au moins une fois. Voici à quoi ressemble un premier cours type dans nos camps
partenaires de Taghazout et Tamraght.

## Avant d'aller à l'eau

Le cours commence en général au camp, où votre moniteur évalue votre niveau et vous remet une
combinaison et une planche. Les débutants ont toujours une **planche en mousse** : longue, large et
épaisse, avec un pont souple qui ne fait pas mal si elle vous touche. Elle flotte bien et prend les vagues
facilement, exactement ce qu'il vous faut.

À la plage, le moniteur choisit un endroit avec de petites vagues déjà cassées et sans rochers. Vient
alors la partie qui surprend beaucoup de monde : les vingt à trente premières minutes se passent sur le
sable.

## Sur le sable

La séance sur la plage aborde trois points.

1. **La sécurité.** Comment tenir sa planche, comment tomber (à plat, loin de la planche, en protégeant
   sa tête), à quoi ressemble un courant d'arrachement et comment en sortir.
2. **La rame.** Où s'allonger sur la planche pour que le nez ne plonge pas ni ne se relève, et comment
   ramer avec des mouvements longs et détendus.
3. **Le take-off.** Le passage de la position allongée à debout, répété encore et encore sur le sable.
   Mains sous les épaules, on pousse, on ramène le pied avant entre les mains, on se lève genoux fléchis
   et on regarde devant soi.

Cela paraît un peu ridicule sur la terre ferme, mais chaque répétition facilite la suite.

## Dans la mousse

Vos premières vagues se prennent dans la **mousse**, l'écume qui reste quand une vague a cassé. Vous êtes
dans l'eau jusqu'à la taille, la planche tournée vers la plage, et vous attendez. Quand la mousse arrive,
le moniteur vous donne souvent une petite poussée pendant que vous ramez, et la vague vous emporte.

Au début, laissez-vous simplement porter allongé et sentez la vitesse. Puis essayez de vous lever. Vous
tomberez sans doute souvent, et c'est tout à fait normal. Tomber dans une eau tiède, à hauteur de taille,
avec une planche en mousse, fait partie du plaisir.

## Les erreurs classiques

- **Regarder ses pieds.** La planche va là où vous regardez. Regardez la plage, pas vos pieds.
- **Se tenir trop droit.** Gardez les genoux fléchis et le poids bas, comme un skieur.
- **S'allonger trop en arrière.** Le nez pointe vers le ciel et la vague passe sous vous.
- **Trop forcer.** Des bras fatigués compliquent tout. Reposez-vous entre les vagues.

## Comment vous vous sentirez après

Le surf sollicite des muscles dont vous ignoriez l'existence. Attendez-vous à des épaules fatiguées, des
bras courbaturés et, le premier jour, à un petit coup de soleil si vous oubliez la crème. Buvez beaucoup
d'eau et étirez-vous le soir. Dès le troisième jour, le corps s'adapte et le take-off devient naturel.

## Est-ce dangereux ?

Avec un moniteur diplômé sur une plage pour débutants, le surf est un sport très sûr. Les moniteurs
choisissent des spots abrités, surveillent chaque élève et restent dans l'eau avec le groupe. Prévenez-les
avant le cours si vous n'êtes pas à l'aise dans l'eau, si vous avez une blessure ou si vous êtes anxieux.
Un bon moniteur adapte le cours à vous.

## Après le premier cours

La plupart des débutants ont besoin de trois à cinq cours pour surfer la mousse régulièrement, et d'une à
deux semaines pour commencer à prendre des vagues vertes. C'est pourquoi les surf camps proposent
généralement des formules d'une semaine avec un ou deux cours par jour. Les progrès viennent de la
répétition, et rien ne vaut une semaine de surf quotidien.

Prêt à essayer ? Nos formules débutants à Taghazout et Tamraght comprennent planches, combinaisons et
moniteurs diplômés, et elles commencent toutes par ce premier matin un peu stressant sur le sable.
""",
        ),
        de=PostText(
            "Ihre erste Surfstunde: Was Sie erwartet",
            "Nervös vor Ihrem ersten Mal auf dem Surfbrett? So läuft eine Anfängerstunde in Marokko wirklich "
            "ab – vom Aufwärmen im Sand bis zu Ihrer ersten Welle.",
            """Fast jeder ist vor seiner ersten Surfstunde ein bisschen nervös. Bin ich fit genug? Blamiere ich
mich? Ist das Meer gefährlich? Die gute Nachricht: Eine Anfängerstunde ist für Menschen gemacht, die noch
nie ein Brett berührt haben, und am Ende stehen die meisten mindestens einmal. So sieht eine typische erste
Stunde in unseren Partnercamps in Taghazout und Tamraght aus.

## Bevor es ins Wasser geht

Der Unterricht beginnt meist im Camp. Ihr Lehrer fragt nach Ihren Vorkenntnissen und gibt Ihnen
Neoprenanzug und Brett. Anfänger bekommen immer ein **Softboard**: lang, breit und dick, mit einer
weichen Schaumoberfläche, die nicht wehtut, wenn sie Sie trifft. Es schwimmt gut und fängt Wellen
leicht – genau das, was Sie brauchen.

Am Strand sucht der Lehrer eine Stelle mit kleinen, gebrochenen Wellen und ohne Felsen. Dann kommt der
Teil, der viele überrascht: Die ersten zwanzig bis dreißig Minuten verbringen Sie im Sand.

## Im Sand

Die Strandeinheit behandelt drei Dinge.

1. **Sicherheit.** Wie Sie das Brett halten, wie Sie fallen (flach, weg vom Brett, den Kopf schützend) und
   wie eine Rip-Strömung aussieht und wie Sie wieder herauskommen.
2. **Paddeln.** Wo Sie auf dem Brett liegen, damit die Nase weder eintaucht noch hochsteht, und wie Sie mit
   langen, lockeren Zügen paddeln.
3. **Der Take-off.** Die Bewegung vom Liegen zum Stehen, immer wieder im Sand geübt. Hände unter die
   Schultern, hochdrücken, den vorderen Fuß zwischen die Hände bringen, mit gebeugten Knien aufstehen
   und nach vorne schauen.

An Land fühlt sich das albern an, aber jede Wiederholung macht es im Wasser leichter.

## Im Weißwasser

Ihre ersten Wellen surfen Sie im **Weißwasser**, dem Schaum, der bleibt, nachdem eine Welle gebrochen ist.
Sie stehen hüfttief im Wasser, drehen das Brett zum Strand und warten. Wenn der Schaum kommt, gibt Ihnen
der Lehrer oft einen kleinen Schubs, während Sie paddeln, und die Welle nimmt Sie mit.

Fahren Sie anfangs einfach liegend mit und spüren Sie die Geschwindigkeit. Dann versuchen Sie aufzustehen.
Sie werden wahrscheinlich oft fallen, und das ist völlig normal. In warmem, hüfttiefem Wasser mit einem
Softboard zu fallen, gehört zum Spaß dazu.

## Typische Fehler

- **Nach unten schauen.** Das Brett fährt dorthin, wohin Sie schauen. Schauen Sie zum Strand, nicht auf
  Ihre Füße.
- **Zu aufrecht stehen.** Halten Sie die Knie gebeugt und den Schwerpunkt tief, wie beim Skifahren.
- **Zu weit hinten liegen.** Die Nase zeigt in den Himmel, und die Welle läuft unter Ihnen durch.
- **Zu viel wollen.** Müde Arme machen alles schwerer. Ruhen Sie sich zwischen den Wellen aus.

## Wie Sie sich danach fühlen

Beim Surfen arbeiten Muskeln, von denen Sie nichts wussten. Rechnen Sie mit müden Schultern, Muskelkater
in den Armen und am ersten Tag mit einem leichten Sonnenbrand, falls Sie die Sonnencreme vergessen. Trinken
Sie viel Wasser und dehnen Sie sich am Abend. Ab dem dritten Tag hat sich Ihr Körper angepasst, und der
Take-off fühlt sich natürlich an.

## Ist das sicher?

Mit einem zertifizierten Lehrer an einem Anfängerstrand ist Surfen ein sehr sicherer Sport. Die Lehrer
wählen geschützte Spots, behalten jeden Schüler im Blick und bleiben mit der Gruppe im Wasser. Sagen Sie
vor der Stunde Bescheid, wenn Sie keine sichere Schwimmerin oder kein sicherer Schwimmer sind, eine
Verletzung haben oder sich unwohl fühlen. Ein guter Lehrer passt die Stunde an Sie an.

## Nach der ersten Stunde

Die meisten Anfänger brauchen drei bis fünf Stunden, um sicher im Weißwasser zu fahren, und ein bis zwei
Wochen, um die ersten grünen Wellen zu erwischen. Deshalb bieten Surfcamps meist Wochenpakete mit ein oder
zwei Kursen am Tag an. Fortschritt kommt durch Wiederholung, und nichts geht über eine Woche, in der Sie
jeden Tag surfen.

Lust bekommen? Unsere Anfängerpakete in Taghazout und Tamraght enthalten Bretter, Neoprenanzüge und
zertifizierte Coaches – und alle beginnen mit diesem ersten, etwas aufgeregten Morgen im Sand.
""",
        ),
    ),
    BlogPostSeed(
        slug="imsouane-travel-guide",
        category="destinations",
        author="Sophie Martin",
        published_at=_at("2025-04-22"),
        scene="village",
        en=PostText(
            "Imsouane: A Travel Guide to Morocco's Longest Wave",
            "A sleepy fishing village, a bay that peels for hundreds of metres and the freshest fish on the "
            "coast. Everything you need to know before your trip to Imsouane.",
            """Two hours north of Agadir, at the end of a winding road through argan forests, the small village of
Imsouane sits on a headland above two very different waves. For years it was a secret of travelling
longboarders. Today it is one of the best-known surf destinations in Morocco, but it has kept the calm
rhythm of a fishing village. Here is our guide.

## Getting there

Imsouane is about 90 kilometres north of Agadir, between Taghazout and Essaouira.

- **From Agadir airport:** around an hour and a half by car or taxi. Many camps offer a transfer, which is
  the easiest option.
- **From Taghazout:** a little over an hour along the coast road, with beautiful views of the cliffs.
- **By bus:** buses on the Agadir–Essaouira route stop at the junction to Imsouane, from where a local
  taxi takes you down to the village.

There is no ATM in the village itself, so bring enough cash for your stay.

## The waves

### The Bay

The Bay is the reason most people come. On a good swell, a gentle right-hand wave starts near the
harbour wall and peels all the way into the bay, offering rides that can last well over a minute. It is
soft and slow, which makes it perfect for longboards and mid-lengths, and for beginners who have moved
beyond the whitewater.

Tips for the Bay:

- It needs a decent north-west swell to work, so it is best from autumn to spring.
- The line-up is long and everyone shares waves. Take turns and never drop in on a surfer already riding.
- Watch out for the fishing boats near the harbour.

### Cathedral Point

On the other side of the headland, Cathedral Point is a beach and reef break with more power. It picks up
more swell than the bay, so when the bay is flat there is often something here. It suits intermediate and
advanced surfers, and it can get heavy on big days.

## Where to stay

Accommodation in Imsouane ranges from simple rooms above cafés to surf houses with sea views. Most places
are small and family-run. Staying at a surf camp means boards, lessons and meals are all organised,
which is helpful in a village with few shops. Book early for the winter months, as the best houses fill
up quickly.

## Food

Imsouane is a working fishing port, and the daily catch is sold every afternoon when the blue boats come
in. You can buy fish at the harbour and have it grilled at one of the small restaurants nearby, served
with bread, salad and mint tea. It is simple and unforgettable. Tagines, harira soup and fresh orange
juice complete the menu.

## What else to do

- Walk along the cliffs at sunset and watch the surfers in the bay.
- Visit the harbour in the late afternoon when the boats return.
- Take a day trip to Essaouira, with its walled medina and lively port.
- Do nothing. Imsouane is one of the best places on the coast to slow down.

## Good to know

- Mobile data works in most of the village but can be patchy on the headland.
- The village is small and traditional. Dress modestly away from the beach.
- Evenings are quiet. There are no bars, and that is part of the charm.
- Bring a warm layer: the wind on the headland can be cool at night, even in spring.

## Is Imsouane for you?

If you love long, mellow waves, slow days and fresh fish, Imsouane will feel like home. If you are looking
for nightlife or heavy barrels, stay in Taghazout and come here for a day trip. Either way, surfing a
wave that lasts longer than your breath is something every surfer should experience at least once.
""",
        ),
        fr=PostText(
            "Imsouane : guide de voyage de la plus longue vague du Maroc",
            "Un village de pêcheurs endormi, une baie qui déroule sur des centaines de mètres et le poisson le "
            "plus frais de la côte. Tout ce qu'il faut savoir avant de partir à Imsouane.",
            """À deux heures au nord d'Agadir, au bout d'une route sinueuse à travers les forêts d'arganiers, le
petit village d'Imsouane occupe un promontoire au-dessus de deux vagues très différentes. Pendant des
années, c'était le secret des longboarders voyageurs. C'est aujourd'hui l'une des destinations surf les
plus connues du Maroc, mais le village a gardé le rythme tranquille d'un port de pêche. Voici notre guide.

## Y aller

Imsouane se trouve à environ 90 kilomètres au nord d'Agadir, entre Taghazout et Essaouira.

- **Depuis l'aéroport d'Agadir :** environ une heure et demie en voiture ou en taxi. Beaucoup de camps
  proposent un transfert, la solution la plus simple.
- **Depuis Taghazout :** un peu plus d'une heure par la route côtière, avec de superbes vues sur les
  falaises.
- **En bus :** les bus de la ligne Agadir–Essaouira s'arrêtent à l'embranchement d'Imsouane, d'où un taxi
  local vous descend au village.

Il n'y a pas de distributeur dans le village : prévoyez assez d'espèces pour votre séjour.

## Les vagues

### La Baie

La Baie est la raison pour laquelle la plupart des gens viennent. Par bonne houle, une droite douce
démarre près de la digue du port et déroule jusqu'au fond de la baie, avec des vagues qui peuvent durer
bien plus d'une minute. Elle est molle et lente, parfaite pour les longboards et les mid-lengths, et pour
les débutants qui ont quitté la mousse.

Conseils pour la Baie :

- Il lui faut une bonne houle de nord-ouest : la meilleure période va de l'automne au printemps.
- Le line-up est long et tout le monde partage les vagues. Chacun son tour, et ne partez jamais sur
  un surfeur déjà lancé.
- Attention aux bateaux de pêche près du port.

### Cathedral Point

De l'autre côté du promontoire, Cathedral Point est un spot de plage et de récif plus puissant. Il
capte davantage la houle que la baie : quand la baie est plate, il y a souvent des vagues ici. Il
convient aux surfeurs intermédiaires et confirmés et peut devenir musclé les gros jours.

## Où dormir

L'hébergement à Imsouane va de la chambre simple au-dessus d'un café à la surf house avec vue sur mer. La
plupart des adresses sont petites et familiales. Séjourner dans un surf camp, c'est avoir planches, cours
et repas organisés, ce qui est pratique dans un village qui compte peu de commerces. Réservez tôt pour
l'hiver : les meilleures maisons se remplissent vite.

## Manger

Imsouane est un vrai port de pêche, et la pêche du jour se vend chaque après-midi au retour des barques
bleues. Vous pouvez acheter votre poisson au port et le faire griller dans l'un des petits restaurants
voisins, servi avec du pain, une salade et du thé à la menthe. C'est simple et inoubliable. Tajines,
soupe harira et jus d'orange frais complètent le menu.

## Que faire d'autre

- Marcher le long des falaises au coucher du soleil en regardant les surfeurs dans la baie.
- Passer au port en fin d'après-midi, au retour des bateaux.
- Faire une excursion à Essaouira, avec sa médina fortifiée et son port animé.
- Ne rien faire. Imsouane est l'un des meilleurs endroits de la côte pour ralentir.

## Bon à savoir

- Les données mobiles fonctionnent dans la majeure partie du village, mais peuvent être capricieuses sur
  le promontoire.
- Le village est petit et traditionnel. Portez une tenue correcte en dehors de la plage.
- Les soirées sont calmes. Il n'y a pas de bar, et cela fait partie du charme.
- Prenez une couche chaude : le vent sur le promontoire peut être frais le soir, même au printemps.

## Imsouane est-il fait pour vous ?

Si vous aimez les vagues longues et douces, les journées lentes et le poisson frais, vous vous sentirez
chez vous à Imsouane. Si vous cherchez la vie nocturne ou des tubes puissants, restez à Taghazout et venez
ici pour la journée. Dans tous les cas, surfer une vague plus longue que votre souffle est une expérience
que tout surfeur devrait vivre au moins une fois.
""",
        ),
        de=PostText(
            "Imsouane: Reiseführer zur längsten Welle Marokkos",
            "Ein verschlafenes Fischerdorf, eine Bucht, die Hunderte Meter läuft, und der frischeste Fisch der "
            "Küste. Alles, was Sie vor Ihrer Reise nach Imsouane wissen müssen.",
            """Zwei Stunden nördlich von Agadir, am Ende einer kurvigen Straße durch Arganwälder, liegt das kleine
Dorf Imsouane auf einer Landzunge über zwei sehr unterschiedlichen Wellen. Jahrelang war es ein Geheimtipp
reisender Longboarder. Heute ist es eines der bekanntesten Surfziele Marokkos, hat aber den ruhigen
Rhythmus eines Fischerdorfs behalten. Hier ist unser Guide.

## Anreise

Imsouane liegt etwa 90 Kilometer nördlich von Agadir, zwischen Taghazout und Essaouira.

- **Vom Flughafen Agadir:** rund anderthalb Stunden mit Auto oder Taxi. Viele Camps bieten einen Transfer
  an – die einfachste Lösung.
- **Von Taghazout:** gut eine Stunde über die Küstenstraße, mit herrlichem Blick auf die Klippen.
- **Mit dem Bus:** Busse auf der Strecke Agadir–Essaouira halten an der Abzweigung nach Imsouane, von wo
  Sie ein lokales Taxi ins Dorf bringt.

Im Dorf selbst gibt es keinen Geldautomaten, nehmen Sie also genug Bargeld für Ihren Aufenthalt mit.

## Die Wellen

### Die Bucht

Die Bucht ist der Grund, warum die meisten kommen. Bei gutem Swell beginnt eine sanfte Rechte nahe der
Hafenmauer und läuft bis tief in die Bucht hinein – Ritte, die weit über eine Minute dauern können. Sie
ist weich und langsam und damit perfekt für Longboards und Midlengths sowie für Anfänger, die das
Weißwasser hinter sich gelassen haben.

Tipps für die Bucht:

- Sie braucht ordentlichen Nordwestswell, am besten läuft sie von Herbst bis Frühling.
- Das Line-up ist lang, und alle teilen sich die Wellen. Wechseln Sie sich ab und droppen Sie niemals bei jemandem
  rein, der schon fährt.
- Achten Sie auf die Fischerboote in Hafennähe.

### Cathedral Point

Auf der anderen Seite der Landzunge liegt Cathedral Point, ein Strand- und Riffbreak mit mehr Power. Er
fängt mehr Swell als die Bucht, deshalb gibt es hier oft Wellen, wenn die Bucht flach ist. Der Spot passt
zur Mittelstufe und zu Fortgeschrittenen und kann an großen Tagen heftig werden.

## Unterkunft

Die Unterkünfte in Imsouane reichen vom einfachen Zimmer über einem Café bis zum Surfhaus mit Meerblick.
Die meisten sind klein und familiengeführt. In einem Surfcamp sind Bretter, Unterricht und Mahlzeiten
organisiert, was in einem Dorf mit wenigen Läden praktisch ist. Buchen Sie für die Wintermonate früh, die
besten Häuser sind schnell voll.

## Essen

Imsouane ist ein echter Fischerhafen, und der Tagesfang wird jeden Nachmittag verkauft, wenn die blauen
Boote zurückkommen. Sie können Ihren Fisch am Hafen kaufen und ihn in einem der kleinen Restaurants
nebenan grillen lassen, dazu Brot, Salat und Minztee. Einfach und unvergesslich. Tajines, Harira-Suppe und
frischer Orangensaft runden das Angebot ab.

## Was man sonst noch tun kann

- Bei Sonnenuntergang die Klippen entlanglaufen und den Surfern in der Bucht zuschauen.
- Am späten Nachmittag zum Hafen gehen, wenn die Boote zurückkehren.
- Einen Tagesausflug nach Essaouira machen, mit ihrer ummauerten Medina und dem lebhaften Hafen.
- Nichts tun. Imsouane ist einer der besten Orte an der Küste, um runterzukommen.

## Gut zu wissen

- Mobile Daten funktionieren fast im ganzen Dorf, auf der Landzunge kann es aber lückenhaft sein.
- Das Dorf ist klein und traditionell. Kleiden Sie sich abseits des Strandes dezent.
- Die Abende sind ruhig. Es gibt keine Bars, und das gehört zum Charme.
- Nehmen Sie eine warme Schicht mit: Der Wind auf der Landzunge kann abends kühl sein, selbst im Frühling.

## Ist Imsouane etwas für Sie?

Wenn Sie lange, sanfte Wellen, ruhige Tage und frischen Fisch lieben, werden Sie sich in Imsouane wie zu
Hause fühlen. Wenn Sie Nachtleben oder schwere Barrels suchen, bleiben Sie in Taghazout und kommen Sie für
einen Tagesausflug her. So oder so: Eine Welle zu surfen, die länger dauert als Ihr Atem, sollte jeder Surfer
mindestens einmal erleben.
""",
        ),
    ),
    BlogPostSeed(
        slug="surf-photography-tips-morocco",
        category="photography",
        author="Karim Bouzid",
        published_at=_at("2025-03-10"),
        scene="sunset",
        en=PostText(
            "Surf Photography in Morocco: Tips for Phone and Camera",
            "Golden light, long right-hand walls and colourful villages: how to take better surf photos on the "
            "Moroccan coast, whether you shoot with a phone or a long lens.",
            """The Moroccan coast is a gift for photographers. The sun sets over the ocean, the points peel in long
lines that look great from the cliffs, and the villages add colour to every frame. Whether you want to
capture your friends surfing or simply bring home beautiful pictures of your trip, these tips will help.

## Light is everything

The best surf photos are almost always taken in the first two hours after sunrise and the last two hours
before sunset.

- **Morning** light is soft and often comes with offshore wind and glassy water. The surfers are lit from
  the side, and the spray glows.
- **Evening** light is warm and golden. On this coast the sun sets over the sea, which makes for dramatic
  backlit shots and silhouettes.
- **Midday** light is harsh and flattens everything. Use it for scouting spots, not for your best shots.

## Shooting from land

At the points around Taghazout and Imsouane, the cliffs and rocks give you a great view down the line.

1. **Get the angle right.** Shoot from the side of the wave, looking down the line, rather than straight
   out to sea. You will see the shape of the wave and the surfer's turn.
2. **Use a long lens.** For a camera, a 300 mm lens or longer fills the frame with a single surfer.
   On a phone, use the telephoto lens but avoid the digital zoom beyond it.
3. **Shoot bursts.** Surfing is fast. Hold the shutter for a burst at the moment of the turn and choose the
   best frame later.
4. **Fast shutter speed.** At least 1/1000 of a second to freeze spray. Most cameras handle this easily in
   good light.
5. **Keep the horizon straight.** It sounds obvious, but a tilted horizon ruins more surf photos than
   anything else.

## Shooting from the water

Water photography gives the most exciting images, but it is also the most demanding.

- Use a proper waterproof housing, never a simple bag.
- Wear fins and a leash for your housing. The currents at the points can be strong.
- Start in the whitewater at a beginner beach before swimming out at a point.
- Never put yourself in the way of surfers. Stay on the shoulder and respect the line-up.

## Beyond the waves

Some of the best pictures of a surf trip happen out of the water.

- Boards leaning against a painted wall in Taghazout.
- The blue fishing boats coming back to Imsouane harbour.
- Mint tea on a rooftop at sunset.
- Argan trees with goats in their branches on the road north.

Always ask before photographing people, especially in villages and markets. Most people are happy to say
yes when asked with a smile, and some will say no, which deserves respect. Avoid photographing women and
children without clear permission.

## What about drones?

Drone shots look amazing, but drones are not allowed into Morocco without special authorisation and are
usually confiscated at customs. Leave yours at home and rely on the cliffs, which give you a natural
aerial view at many spots anyway.

## Editing your photos

- Straighten the horizon and crop to a strong composition.
- Lift the shadows a little and bring back the highlights in the spray.
- Add warmth to golden-hour shots, but do not overdo the saturation: the ocean should still look real.

## Let someone else shoot you

If you want pictures of yourself surfing, the easiest option is to ask your camp. Many partner camps work
with local photographers who know the spots, the light and the right moment. A set of photos of your best
waves is the best souvenir you can bring home, and it is also a great way to see what to improve in your
surfing.
""",
        ),
        fr=PostText(
            "Photo de surf au Maroc : conseils pour téléphone et appareil",
            "Lumière dorée, longues droites et villages colorés : comment réussir vos photos de surf sur la côte "
            "marocaine, au téléphone comme au téléobjectif.",
            """La côte marocaine est un cadeau pour les photographes. Le soleil se couche sur l'océan, les points
déroulent en longues lignes superbes vues des falaises, et les villages ajoutent de la couleur à chaque
image. Que vous vouliez photographier vos amis à l'eau ou simplement rapporter de belles images de votre
voyage, ces conseils vous aideront.

## La lumière avant tout

Les meilleures photos de surf se prennent presque toujours dans les deux heures qui suivent le lever du
soleil et les deux heures qui précèdent son coucher.

- La lumière du **matin** est douce et souvent accompagnée d'un vent offshore et d'une mer lisse. Les
  surfeurs sont éclairés de côté et les gerbes d'eau brillent.
- La lumière du **soir** est chaude et dorée. Sur cette côte, le soleil se couche sur la mer, idéal pour
  des contre-jours spectaculaires et des silhouettes.
- La lumière de **midi** est dure et écrase tout. Utilisez-la pour repérer les spots, pas pour vos
  meilleures images.

## Photographier depuis la terre

Sur les points autour de Taghazout et d'Imsouane, falaises et rochers offrent une vue parfaite dans
l'axe de la vague.

1. **Trouvez le bon angle.** Placez-vous sur le côté de la vague, dans l'axe de la ligne, plutôt que
   face au large. Vous verrez la forme de la vague et le virage du surfeur.
2. **Utilisez une longue focale.** Avec un appareil, un objectif de 300 mm ou plus remplit le cadre avec
   un seul surfeur. Au téléphone, utilisez le téléobjectif mais évitez le zoom numérique au-delà.
3. **Travaillez en rafale.** Le surf va vite. Déclenchez en rafale au moment du virage et choisissez la
   meilleure image ensuite.
4. **Vitesse d'obturation rapide.** Au moins 1/1000 de seconde pour figer les gouttes. La plupart des
   appareils y arrivent sans peine avec une bonne lumière.
5. **Gardez l'horizon droit.** Cela paraît évident, mais un horizon penché gâche plus de photos de surf
   que n'importe quoi d'autre.

## Photographier depuis l'eau

La photo à l'eau donne les images les plus fortes, mais c'est aussi la plus exigeante.

- Utilisez un vrai caisson étanche, jamais une simple pochette.
- Portez des palmes et un leash pour votre caisson. Les courants sur les points peuvent être forts.
- Commencez dans la mousse sur une plage pour débutants avant de nager au large d'un point.
- Ne vous mettez jamais sur la trajectoire des surfeurs. Restez sur l'épaule et respectez le line-up.

## Au-delà des vagues

Certaines des plus belles photos d'un voyage surf se prennent hors de l'eau.

- Des planches appuyées contre un mur peint à Taghazout.
- Les barques bleues qui rentrent au port d'Imsouane.
- Un thé à la menthe sur un toit au coucher du soleil.
- Des arganiers avec des chèvres dans les branches sur la route du nord.

Demandez toujours avant de photographier quelqu'un, surtout dans les villages et sur les marchés. La
plupart des gens acceptent volontiers quand on le demande avec le sourire ; certains refusent, et cela se
respecte. Évitez de photographier femmes et enfants sans accord clair.

## Et les drones ?

Les images de drone sont superbes, mais les drones sont interdits au Maroc sans autorisation spéciale et
généralement confisqués à la douane. Laissez le vôtre à la maison et profitez des falaises, qui offrent
de toute façon une vue aérienne naturelle sur beaucoup de spots.

## Retoucher vos photos

- Redressez l'horizon et recadrez pour une composition forte.
- Débouchez un peu les ombres et récupérez les hautes lumières dans les gerbes d'eau.
- Réchauffez les images prises à l'heure dorée, sans abuser de la saturation : l'océan doit rester
  réaliste.

## Laissez quelqu'un d'autre vous photographier

Si vous voulez des photos de vous en train de surfer, le plus simple est de demander à votre camp.
Beaucoup de camps partenaires travaillent avec des photographes locaux qui connaissent les spots, la
lumière et le bon moment. Une série de photos de vos meilleures vagues est le plus beau souvenir à
rapporter, et aussi un excellent moyen de voir ce qu'il faut améliorer dans votre surf.
""",
        ),
        de=PostText(
            "Surffotografie in Marokko: Tipps für Handy und Kamera",
            "Goldenes Licht, lange Rechtswellen und bunte Dörfer: So gelingen Ihnen bessere Surffotos an der "
            "marokkanischen Küste, egal ob mit Handy oder Teleobjektiv.",
            """Die marokkanische Küste ist ein Geschenk für Fotografen. Die Sonne geht über dem Meer unter, die
Points laufen in langen Linien, die von den Klippen aus großartig aussehen, und die Dörfer bringen Farbe in
jedes Bild. Ob Sie Ihre Freunde beim Surfen festhalten oder einfach schöne Bilder von Ihrer Reise
mitbringen wollen – diese Tipps helfen Ihnen.

## Licht ist alles

Die besten Surffotos entstehen fast immer in den ersten zwei Stunden nach Sonnenaufgang und in den
letzten zwei Stunden vor Sonnenuntergang.

- Das **Morgenlicht** ist weich und kommt oft mit ablandigem Wind und spiegelglattem Wasser. Die Surfer
  werden seitlich beleuchtet, und die Gischt leuchtet.
- Das **Abendlicht** ist warm und golden. An dieser Küste geht die Sonne über dem Meer unter – perfekt
  für dramatische Gegenlichtaufnahmen und Silhouetten.
- Das **Mittagslicht** ist hart und macht alles flach. Nutzen Sie es, um Spots zu erkunden, nicht für
  Ihre besten Bilder.

## Fotografieren vom Land aus

An den Points rund um Taghazout und Imsouane haben Sie von Klippen und Felsen einen tollen Blick entlang
der Welle.

1. **Den richtigen Winkel wählen.** Fotografieren Sie von der Seite der Welle, entlang der Linie, statt
   direkt aufs offene Meer. So sehen Sie die Form der Welle und den Turn des Surfers.
2. **Eine lange Brennweite nutzen.** Mit der Kamera füllt ein Objektiv ab 300 mm das Bild mit einem
   einzelnen Surfer. Am Handy nehmen Sie das Teleobjektiv, vermeiden aber den Digitalzoom darüber hinaus.
3. **In Serien fotografieren.** Surfen ist schnell. Halten Sie im Moment des Turns den Auslöser gedrückt
   und suchen Sie sich später das beste Bild aus.
4. **Kurze Belichtungszeit.** Mindestens 1/1000 Sekunde, um die Gischt einzufrieren. Die meisten Kameras
   schaffen das bei gutem Licht problemlos.
5. **Den Horizont gerade halten.** Klingt selbstverständlich, aber ein schiefer Horizont ruiniert mehr
   Surffotos als alles andere.

## Fotografieren im Wasser

Wasserfotografie liefert die spannendsten Bilder, ist aber auch am anspruchsvollsten.

- Verwenden Sie ein richtiges Unterwassergehäuse, niemals nur eine Tasche.
- Tragen Sie Flossen und eine Leash für Ihr Gehäuse. Die Strömungen an den Points können stark sein.
- Fangen Sie im Weißwasser an einem Anfängerstrand an, bevor Sie an einem Point rausschwimmen.
- Bringen Sie sich nie in die Fahrlinie der Surfer. Bleiben Sie an der Schulter und respektieren Sie das
  Line-up.

## Mehr als nur Wellen

Einige der schönsten Bilder eines Surftrips entstehen außerhalb des Wassers.

- Bretter, die in Taghazout an einer bemalten Wand lehnen.
- Die blauen Fischerboote, die in den Hafen von Imsouane zurückkehren.
- Minztee auf einer Dachterrasse bei Sonnenuntergang.
- Arganbäume mit Ziegen in den Ästen auf der Straße nach Norden.

Fragen Sie immer, bevor Sie Menschen fotografieren, besonders in Dörfern und auf Märkten. Die meisten sagen
gern Ja, wenn man mit einem Lächeln fragt; manche sagen Nein, und das verdient Respekt. Fotografieren Sie
Frauen und Kinder nicht ohne klare Zustimmung.

## Und Drohnen?

Drohnenaufnahmen sehen fantastisch aus, aber Drohnen dürfen ohne Sondergenehmigung nicht nach Marokko
eingeführt werden und werden meist beim Zoll beschlagnahmt. Lassen Sie Ihre zu Hause und nutzen Sie die
Klippen, die Ihnen an vielen Spots ohnehin eine natürliche Vogelperspektive bieten.

## Bildbearbeitung

- Den Horizont ausrichten und einen starken Bildausschnitt wählen.
- Die Schatten etwas aufhellen und die Lichter in der Gischt zurückholen.
- Bildern aus der goldenen Stunde etwas Wärme geben, aber nicht mit der Sättigung übertreiben: Das Meer
  soll echt aussehen.

## Lassen Sie sich fotografieren

Wenn Sie Fotos von sich beim Surfen wollen, fragen Sie am einfachsten Ihr Camp. Viele Partnercamps arbeiten
mit lokalen Fotografen, die die Spots, das Licht und den richtigen Moment kennen. Eine Serie von Fotos
Ihrer besten Wellen ist das schönste Souvenir – und zugleich eine großartige Möglichkeit zu sehen, was Sie
an Ihrem Surfen verbessern können.
""",
        ),
    ),
)

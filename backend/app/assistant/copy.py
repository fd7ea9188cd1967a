"""Everything the built-in assistant says, in English, French and German.

Placeholders are filled from configuration and the catalogue only; a visitor's words never are.
"""

from __future__ import annotations

from typing import Final

from app.kit.french import fill

TEXTS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "greeting": (
            "Hi! I'm your surf assistant. I can help you find the right surf camp in Taghazout, Tamraght, "
            "Imsouane or Agadir. To start: what's your surfing level — beginner, intermediate or advanced?"
        ),
        "truncated": "Your message was longer than 1000 characters, so I only read the first 1000.",
        "thanks": "You're welcome! Anything else I can help with — dates, budget, what's included?",
        "cancellation": (
            "Cancellation policy: free cancellation up to {free} hours before arrival. Between {free} and "
            "{partial} hours before arrival, {percent}% is refunded. Under {partial} hours there is no refund."
        ),
        "booking": (
            "Booking works like this: choose a package and send the booking form — no card is charged online. "
            "Our team confirms availability within {hours} hours by WhatsApp or e-mail and then finalises "
            "payment with you."
        ),
        "payment": (
            "No card is charged online. Once your dates are confirmed you pay by bank transfer, PayPal or cash. "
            "Prices are in euros per person (the booking form can also show USD or GBP)."
        ),
        "airport": (
            "The nearest airport is Agadir Al Massira (AGA), about 30 minutes by car from Taghazout. "
            "Tamraght is 5 minutes from Taghazout. You can add an airport transfer ({transfer}) to your booking."
        ),
        "distance": (
            "Distances: Agadir airport is about 30 minutes from Taghazout, Tamraght is 5 minutes from "
            "Taghazout, Agadir city about 20 minutes, and Imsouane about 1.5 hours' drive north."
        ),
        "included_package": "{name} includes: {features}.",
        "included_general": (
            "Most of our packages include: {features}. Each package page lists exactly what's included."
        ),
        "included_none": "Each package page lists exactly what's included.",
        "price_range": (
            "Our {count} active packages cost from {low} to {high} per person, depending on the camp, "
            "the length of stay and what's included."
        ),
        "group_on": (
            "Group discount: groups of {people} or more get {percent}% off the stay — the price calculation "
            "applies it automatically."
        ),
        "group_off": (
            "We don't offer a group discount at the moment. Packages take up to {max} people per booking; for "
            "bigger groups our team can help on WhatsApp."
        ),
        "contact": "You can reach our local team on WhatsApp at {whatsapp} ({link}) or by e-mail at {email}.",
        "season": (
            "There are waves all year. October to April brings the most consistent swell (best for intermediate "
            "and advanced surfers); beginners love April to June and September to November, when waves are "
            "smaller. The water is about 17–22 °C, so a 3/2 wetsuit works most of the year."
        ),
        "recommend_intro": "Here are packages that match what you told me ({criteria}):",
        "recommend_intro_plain": "Here are some of our packages:",
        "recommend_relaxed": (
            "I found nothing that matches everything ({criteria}), so here are the closest options{used}:"
        ),
        "recommend_line": "• {name} — {camp}, {location}: {days} days, {price} per person",
        "recommend_none": (
            "I couldn't find an active package for that right now. Our team can check with our partner camps "
            "on WhatsApp: {link}"
        ),
        "ask_level": "What's your surfing level — beginner, intermediate or advanced? Then I can narrow it down.",
        "ask_more": (
            "Tell me your budget, how many days, or where you'd like to stay (Taghazout, Tamraght, Imsouane, "
            "Agadir) and I'll narrow it down."
        ),
        "unknown": (
            "I'm not sure about that, and I'd rather not guess. Our local team can help on WhatsApp: {link}. "
            "I can tell you about packages, prices, levels, locations, what's included, booking, cancellation "
            "and airport transfers."
        ),
        "email_thanks": (
            "Thank you! We've saved your e-mail ({email}) and will send you personalised surf camp "
            "recommendations soon."
        ),
        "level.beginner": "beginner",
        "level.intermediate": "intermediate",
        "level.advanced": "advanced",
        "kind.surf-only": "surf only",
        "kind.surf-yoga": "surf & yoga",
        "kind.all-inclusive": "all-inclusive",
        "criteria.budget": "up to {price}",
        "criteria.days": "{days} days",
        "reviews.one": "1 review",
        "reviews.many": "{count} reviews",
        "criteria.scope": " ({criteria})",
        "criteria.used": " (filters used: {criteria})",
        "filters_dropped": (
            "I left out what you told me earlier ({criteria}) because nothing matches it together with your new "
            "question."
        ),
        "best.cheapest": (
            "The cheapest package{scope} is {name} ({camp}, {location}): {price} per person for {days} days."
        ),
        "best.most_expensive": (
            "The most expensive package{scope} is {name} ({camp}, {location}): {price} per person for {days} days."
        ),
        "best.shortest": (
            "The shortest package{scope} is {name} ({camp}, {location}): {days} days for {price} per person."
        ),
        "best.longest": (
            "The longest package{scope} is {name} ({camp}, {location}): {days} days for {price} per person."
        ),
        "best.best_rated": (
            "The best rated package{scope} is {name} ({camp}, {location}): {rating}/5 from {reviews}, "
            "{price} per person for {days} days."
        ),
        "best.unrated": "No package{scope} has a review yet, so I can't say which one is best rated.",
        "best.others": "Next in the same order:",
        "month_answer": (
            "In {month} it's {season} on our coast. From our guide “{title}”:\n{conditions}\nThe whole guide: {link}"
        ),
        "month_fallback": "In {month} it's {season} on our coast: {conditions}",
        "best_months": "From our guide “{title}”, the best months for each level:\n{lines}\nThe whole guide: {link}",
        "best_months_level": "From our guide “{title}”, the best months for you:\n{lines}\nThe whole guide: {link}",
        "date_open": "On {date}, these packages can start{group} ({criteria}):",
        "date_open_plain": "On {date}, these packages can start{group}:",
        "date_line": "• {name} — {camp}, {location}: {days} days, {price} per person ({left})",
        "date_left.one": "1 place left",
        "date_left.many": "{count} places left",
        "date_group": " for {people} people",
        "date_none": "No package{scope} can start on {date}{group}. The nearest start dates:",
        "date_nearest_line": "• {name} — {camp}, {location}: {dates}",
        "date_nearest_none": "• {name} — {camp}, {location}: no start within a month of that day",
        "date_relaxed": "Nothing matches everything you told me ({criteria}), so I checked the closest packages{used}.",
        "date_book": "Places are not held until you send the booking form: the packages' links open it on that day.",
        "date_past": "{date} has passed. Tell me a day from today on and I'll check which packages have places.",
        "date_too_far": "{date} is too far ahead: bookings open at most {days} days in advance.",
        "season.winter": "winter (December to February)",
        "season.spring": "spring (March to May)",
        "season.summer": "summer (June to August)",
        "season.autumn": "autumn (September to November)",
        "conditions.winter": (
            "the heart of the surf season, with the biggest and most consistent swells, best for intermediate and "
            "advanced surfers. The water is about 16–18 °C: a 4/3 or a 3/2 wetsuit."
        ),
        "conditions.spring": (
            "the swell is still regular, the crowds thin out and beginners find manageable waves on the beaches; "
            "the best sessions are usually in the morning."
        ),
        "conditions.summer": (
            "smaller, less frequent swells that are ideal for learning; the water reaches 20–22 °C and a shortie "
            "is often enough."
        ),
        "conditions.autumn": (
            "the first proper swells arrive while the water is still warm: the best all-round season, with "
            "something for every level."
        ),
        "month.1": "January",
        "month.2": "February",
        "month.3": "March",
        "month.4": "April",
        "month.5": "May",
        "month.6": "June",
        "month.7": "July",
        "month.8": "August",
        "month.9": "September",
        "month.10": "October",
        "month.11": "November",
        "month.12": "December",
    },
    "fr": {
        "greeting": (
            "Bonjour ! Je suis votre assistant surf. Je peux vous aider à trouver le bon surf camp à Taghazout, "
            "Tamraght, Imsouane ou Agadir. Pour commencer : quel est votre niveau de surf — débutant, "
            "intermédiaire ou confirmé ?"
        ),
        "truncated": "Votre message dépassait 1000 caractères : je n'ai lu que les 1000 premiers.",
        "thanks": "Avec plaisir ! Puis-je vous aider pour autre chose — dates, budget, ce qui est inclus ?",
        "cancellation": (
            "Conditions d'annulation : annulation gratuite jusqu'à {free} heures avant l'arrivée. Entre {free} et "
            "{partial} heures avant l'arrivée, {percent} % sont remboursés. À moins de {partial} heures, aucun "
            "remboursement."
        ),
        "booking": (
            "La réservation se passe ainsi : choisissez un package et envoyez le formulaire — aucune carte n'est "
            "débitée en ligne. Notre équipe confirme la disponibilité sous {hours} heures par WhatsApp ou "
            "e-mail, puis finalise le paiement avec vous."
        ),
        "payment": (
            "Aucune carte n'est débitée en ligne. Une fois vos dates confirmées, vous payez par virement "
            "bancaire, PayPal ou en espèces. Les prix sont en euros par personne (le formulaire peut aussi "
            "afficher l'USD ou la GBP)."
        ),
        "airport": (
            "L'aéroport le plus proche est Agadir Al Massira (AGA), à environ 30 minutes en voiture de Taghazout. "
            "Tamraght est à 5 minutes de Taghazout. Vous pouvez ajouter un transfert aéroport ({transfer}) à "
            "votre réservation."
        ),
        "distance": (
            "Distances : l'aéroport d'Agadir est à environ 30 minutes de Taghazout, Tamraght à 5 minutes de "
            "Taghazout, la ville d'Agadir à environ 20 minutes et Imsouane à environ 1 h 30 de route au nord."
        ),
        "included_package": "{name} comprend : {features}.",
        "included_general": (
            "La plupart de nos packages comprennent : {features}. Chaque page de package détaille ce qui est inclus."
        ),
        "included_none": "Chaque page de package détaille ce qui est inclus.",
        "price_range": (
            "Nos {count} packages actifs coûtent de {low} à {high} par personne, selon le camp, la durée du "
            "séjour et ce qui est inclus."
        ),
        "group_on": (
            "Réduction de groupe : à partir de {people} personnes, {percent} % de réduction sur le séjour — le "
            "calcul du prix l'applique automatiquement."
        ),
        "group_off": (
            "Nous ne proposons pas de réduction de groupe pour le moment. Un package accueille jusqu'à {max} "
            "personnes par réservation ; pour un groupe plus grand, notre équipe vous aide sur WhatsApp."
        ),
        "contact": (
            "Vous pouvez joindre notre équipe locale sur WhatsApp au {whatsapp} ({link}) ou par e-mail à {email}."
        ),
        "season": (
            "Il y a des vagues toute l'année. D'octobre à avril, la houle est la plus régulière (idéal pour les "
            "surfeurs intermédiaires et confirmés) ; les débutants préfèrent avril à juin et septembre à "
            "novembre, quand les vagues sont plus petites. L'eau est à environ 17–22 °C : une combinaison 3/2 "
            "suffit presque toute l'année."
        ),
        "recommend_intro": "Voici des packages qui correspondent à vos critères ({criteria}) :",
        "recommend_intro_plain": "Voici quelques-uns de nos packages :",
        "recommend_relaxed": (
            "Je n'ai rien trouvé qui corresponde à tous vos critères ({criteria}) ; voici les options les plus "
            "proches{used} :"
        ),
        "recommend_line": "• {name} — {camp}, {location} : {days} jours, {price} par personne",
        "recommend_none": (
            "Je n'ai pas trouvé de package actif pour cela pour le moment. Notre équipe peut vérifier auprès "
            "de nos camps partenaires sur WhatsApp : {link}"
        ),
        "ask_level": "Quel est votre niveau de surf — débutant, intermédiaire ou confirmé ? Je pourrai affiner.",
        "ask_more": (
            "Indiquez-moi votre budget, le nombre de jours ou l'endroit où vous aimeriez séjourner (Taghazout, "
            "Tamraght, Imsouane, Agadir) et j'affinerai la recherche."
        ),
        "unknown": (
            "Je ne suis pas sûr de la réponse et je préfère ne pas deviner. Notre équipe locale peut vous aider "
            "sur WhatsApp : {link}. Je peux vous renseigner sur les packages, les prix, les niveaux, les lieux, "
            "ce qui est inclus, la réservation, l'annulation et les transferts aéroport."
        ),
        "email_thanks": (
            "Merci ! Nous avons enregistré votre e-mail ({email}) et vous enverrons bientôt des recommandations "
            "de surf camps personnalisées."
        ),
        "level.beginner": "débutant",
        "level.intermediate": "intermédiaire",
        "level.advanced": "confirmé",
        "kind.surf-only": "surf uniquement",
        "kind.surf-yoga": "surf & yoga",
        "kind.all-inclusive": "tout compris",
        "criteria.budget": "jusqu'à {price}",
        "criteria.days": "{days} jours",
        "reviews.one": "1 avis",
        "reviews.many": "{count} avis",
        "criteria.scope": " ({criteria})",
        "criteria.used": " (filtres utilisés : {criteria})",
        "filters_dropped": (
            "J'ai laissé de côté vos critères précédents ({criteria}), car rien n'y correspond avec votre nouvelle "
            "question."
        ),
        "best.cheapest": (
            "Le package le moins cher{scope} est {name} ({camp}, {location}) : {price} par personne pour {days} jours."
        ),
        "best.most_expensive": (
            "Le package le plus cher{scope} est {name} ({camp}, {location}) : {price} par personne pour {days} jours."
        ),
        "best.shortest": (
            "Le package le plus court{scope} est {name} ({camp}, {location}) : {days} jours pour {price} par personne."
        ),
        "best.longest": (
            "Le package le plus long{scope} est {name} ({camp}, {location}) : {days} jours pour {price} par personne."
        ),
        "best.best_rated": (
            "Le package le mieux noté{scope} est {name} ({camp}, {location}) : {rating}/5 sur {reviews}, "
            "{price} par personne pour {days} jours."
        ),
        "best.unrated": "Aucun package{scope} n'a encore d'avis : je ne peux donc pas dire lequel est le mieux noté.",
        "best.others": "Ensuite, dans le même ordre :",
        "month_answer": (
            "En {month}, c'est {season} sur notre côte. D'après notre guide « {title} » :\n{conditions}\n"
            "Le guide complet : {link}"
        ),
        "month_fallback": "En {month}, c'est {season} sur notre côte : {conditions}",
        "best_months": (
            "D'après notre guide « {title} », les meilleurs mois selon le niveau :\n{lines}\nLe guide complet : {link}"
        ),
        "best_months_level": (
            "D'après notre guide « {title} », les meilleurs mois pour vous :\n{lines}\nLe guide complet : {link}"
        ),
        "date_open": "Le {date}, ces packages peuvent commencer{group} ({criteria}) :",
        "date_open_plain": "Le {date}, ces packages peuvent commencer{group} :",
        "date_line": "• {name} — {camp}, {location} : {days} jours, {price} par personne ({left})",
        "date_left.one": "plus qu'1 place",
        "date_left.many": "{count} places libres",
        "date_group": " pour {people} personnes",
        "date_none": "Aucun package{scope} ne peut commencer le {date}{group}. Les dates de début les plus proches :",
        "date_nearest_line": "• {name} — {camp}, {location} : {dates}",
        "date_nearest_none": "• {name} — {camp}, {location} : aucun début à moins d'un mois de ce jour",
        "date_relaxed": (
            "Rien ne correspond à tous vos critères ({criteria}) : j'ai vérifié les packages les plus proches{used}."
        ),
        "date_book": (
            "Les places ne sont retenues qu'à l'envoi du formulaire de réservation ; les liens des packages "
            "l'ouvrent sur ce jour."
        ),
        "date_past": (
            "Le {date} est passé. Donnez-moi un jour à partir d'aujourd'hui et je vérifie quels packages ont "
            "des places."
        ),
        "date_too_far": "Le {date} est trop loin : on peut réserver au plus {days} jours à l'avance.",
        "season.winter": "l'hiver (décembre à février)",
        "season.spring": "le printemps (mars à mai)",
        "season.summer": "l'été (juin à août)",
        "season.autumn": "l'automne (septembre à novembre)",
        "conditions.winter": (
            "le cœur de la saison, avec les houles les plus grosses et les plus régulières, idéal pour les surfeurs "
            "intermédiaires et confirmés. L'eau est à environ 16–18 °C : une combinaison 4/3 ou 3/2."
        ),
        "conditions.spring": (
            "la houle reste régulière, il y a moins de monde et les débutants trouvent des vagues accessibles sur "
            "les plages ; les meilleures sessions ont souvent lieu le matin."
        ),
        "conditions.summer": (
            "des houles plus petites et moins fréquentes, idéales pour apprendre ; l'eau atteint 20–22 °C et un "
            "shorty suffit souvent."
        ),
        "conditions.autumn": (
            "les premières vraies houles arrivent alors que l'eau est encore chaude : la meilleure saison pour tous "
            "les niveaux."
        ),
        "month.1": "janvier",
        "month.2": "février",
        "month.3": "mars",
        "month.4": "avril",
        "month.5": "mai",
        "month.6": "juin",
        "month.7": "juillet",
        "month.8": "août",
        "month.9": "septembre",
        "month.10": "octobre",
        "month.11": "novembre",
        "month.12": "décembre",
    },
    "de": {
        "greeting": (
            "Hallo! Ich bin Ihr Surf-Assistent und helfe Ihnen, das passende Surfcamp in Taghazout, Tamraght, "
            "Imsouane oder Agadir zu finden. Zuerst: Wie ist Ihr Surf-Level — Anfänger, Mittelstufe oder "
            "Fortgeschrittene?"
        ),
        "truncated": "Ihre Nachricht war länger als 1000 Zeichen, daher habe ich nur die ersten 1000 gelesen.",
        "thanks": "Gern geschehen! Kann ich sonst noch helfen — Reisedaten, Budget, Leistungen?",
        "cancellation": (
            "Stornierungsbedingungen: kostenlose Stornierung bis {free} Stunden vor der Anreise. Zwischen {free} "
            "und {partial} Stunden vor der Anreise werden {percent} % erstattet. Bei weniger als {partial} "
            "Stunden gibt es keine Erstattung."
        ),
        "booking": (
            "So funktioniert die Buchung: Paket wählen und das Buchungsformular absenden — online wird keine "
            "Karte belastet. Unser Team bestätigt die Verfügbarkeit innerhalb von {hours} Stunden per WhatsApp "
            "oder E-Mail und klärt dann die Zahlung mit Ihnen."
        ),
        "payment": (
            "Online wird keine Karte belastet. Sobald Ihre Reisedaten bestätigt sind, zahlen Sie per Überweisung, "
            "PayPal oder bar. Die Preise gelten in Euro pro Person (das Buchungsformular zeigt auf Wunsch "
            "auch USD oder GBP)."
        ),
        "airport": (
            "Der nächste Flughafen ist Agadir Al Massira (AGA), etwa 30 Minuten mit dem Auto von Taghazout "
            "entfernt. Tamraght liegt 5 Minuten von Taghazout. Sie können Ihrer Buchung einen "
            "Flughafentransfer ({transfer}) hinzufügen."
        ),
        "distance": (
            "Entfernungen: Der Flughafen Agadir liegt etwa 30 Minuten von Taghazout, Tamraght 5 Minuten von "
            "Taghazout, die Stadt Agadir etwa 20 Minuten und Imsouane etwa 1,5 Autostunden nördlich."
        ),
        "included_package": "{name} enthält: {features}.",
        "included_general": (
            "Die meisten unserer Pakete enthalten: {features}. Jede Paketseite zeigt genau, was enthalten ist."
        ),
        "included_none": "Jede Paketseite zeigt genau, was enthalten ist.",
        "price_range": (
            "Unsere {count} aktiven Pakete kosten zwischen {low} und {high} pro Person, je nach Camp, "
            "Aufenthaltsdauer und Leistungen."
        ),
        "group_on": (
            "Gruppenrabatt: Gruppen ab {people} Personen erhalten {percent} % auf den Aufenthalt — die "
            "Preisberechnung zieht ihn automatisch ab."
        ),
        "group_off": (
            "Einen Gruppenrabatt bieten wir derzeit nicht an. Ein Paket ist für bis zu {max} Personen pro "
            "Buchung; bei größeren Gruppen hilft unser Team auf WhatsApp."
        ),
        "contact": (
            "Sie erreichen unser Team vor Ort auf WhatsApp unter {whatsapp} ({link}) oder per E-Mail an {email}."
        ),
        "season": (
            "Wellen gibt es das ganze Jahr. Von Oktober bis April ist der Swell am beständigsten (ideal für "
            "Mittelstufe und Fortgeschrittene); Anfänger mögen April bis Juni und September bis November, wenn "
            "die Wellen kleiner sind. Das Wasser hat etwa 17–22 °C, ein 3/2-Neoprenanzug reicht fast das "
            "ganze Jahr."
        ),
        "recommend_intro": "Diese Pakete passen zu Ihren Angaben ({criteria}):",
        "recommend_intro_plain": "Hier sind einige unserer Pakete:",
        "recommend_relaxed": (
            "Ich habe nichts gefunden, das zu allen Angaben passt ({criteria}), daher hier die nächstbesten "
            "Optionen{used}:"
        ),
        "recommend_line": "• {name} — {camp}, {location}: {days} Tage, {price} pro Person",
        "recommend_none": (
            "Dafür habe ich gerade kein aktives Paket gefunden. Unser Team fragt gern bei unseren Partner-Camps "
            "nach, auf WhatsApp: {link}"
        ),
        "ask_level": (
            "Wie ist Ihr Surf-Level — Anfänger, Mittelstufe oder Fortgeschrittene? Dann kann ich die Auswahl "
            "eingrenzen."
        ),
        "ask_more": (
            "Nennen Sie mir Ihr Budget, die Anzahl der Tage oder wo Sie wohnen möchten (Taghazout, Tamraght, "
            "Imsouane, Agadir), dann grenze ich die Auswahl ein."
        ),
        "unknown": (
            "Da bin ich mir nicht sicher, und raten möchte ich nicht. Unser Team vor Ort hilft Ihnen auf "
            "WhatsApp: {link}. Ich kann Ihnen etwas zu Paketen, Preisen, Levels, Orten, Leistungen, Buchung, "
            "Stornierung und Flughafentransfers sagen."
        ),
        "email_thanks": (
            "Vielen Dank! Wir haben Ihre E-Mail-Adresse ({email}) gespeichert und schicken Ihnen bald "
            "persönliche Surfcamp-Empfehlungen."
        ),
        "level.beginner": "Anfänger",
        "level.intermediate": "Mittelstufe",
        "level.advanced": "Fortgeschrittene",
        "kind.surf-only": "nur Surfen",
        "kind.surf-yoga": "Surf & Yoga",
        "kind.all-inclusive": "All-inclusive",
        "criteria.budget": "bis {price}",
        "criteria.days": "{days} Tage",
        "reviews.one": "1 Bewertung",
        "reviews.many": "{count} Bewertungen",
        "criteria.scope": " ({criteria})",
        "criteria.used": " (verwendete Filter: {criteria})",
        "filters_dropped": (
            "Ihre früheren Angaben ({criteria}) habe ich weggelassen, weil zusammen mit Ihrer neuen Frage nichts passt."
        ),
        "best.cheapest": (
            "Das günstigste Paket{scope} ist {name} ({camp}, {location}): {price} pro Person für {days} Tage."
        ),
        "best.most_expensive": (
            "Das teuerste Paket{scope} ist {name} ({camp}, {location}): {price} pro Person für {days} Tage."
        ),
        "best.shortest": (
            "Das kürzeste Paket{scope} ist {name} ({camp}, {location}): {days} Tage für {price} pro Person."
        ),
        "best.longest": "Das längste Paket{scope} ist {name} ({camp}, {location}): {days} Tage für {price} pro Person.",
        "best.best_rated": (
            "Das am besten bewertete Paket{scope} ist {name} ({camp}, {location}): {rating}/5 aus {reviews}, "
            "{price} pro Person für {days} Tage."
        ),
        "best.unrated": "Noch kein Paket{scope} hat eine Bewertung, daher kann ich kein bestbewertetes nennen.",
        "best.others": "Danach in derselben Reihenfolge:",
        "month_answer": (
            "Im {month} ist bei uns {season}. Aus unserem Ratgeber „{title}“:\n{conditions}\nDer ganze Ratgeber: {link}"
        ),
        "month_fallback": "Im {month} ist bei uns {season}: {conditions}",
        "best_months": (
            "Aus unserem Ratgeber „{title}“, die besten Monate je nach Niveau:\n{lines}\nDer ganze Ratgeber: {link}"
        ),
        "best_months_level": (
            "Aus unserem Ratgeber „{title}“, die besten Monate für Sie:\n{lines}\nDer ganze Ratgeber: {link}"
        ),
        "date_open": "Am {date} können diese Pakete{group} beginnen ({criteria}):",
        "date_open_plain": "Am {date} können diese Pakete{group} beginnen:",
        "date_line": "• {name} — {camp}, {location}: {days} Tage, {price} pro Person ({left})",
        "date_left.one": "noch 1 Platz frei",
        "date_left.many": "noch {count} Plätze frei",
        "date_group": " für {people} Personen",
        "date_none": "Kein Paket{scope} kann am {date}{group} beginnen. Die nächsten möglichen Anreisetage:",
        "date_nearest_line": "• {name} — {camp}, {location}: {dates}",
        "date_nearest_none": "• {name} — {camp}, {location}: kein Beginn innerhalb eines Monats um diesen Tag",
        "date_relaxed": (
            "Nichts passt zu allen Angaben ({criteria}), deshalb habe ich die nächstliegenden Pakete geprüft{used}."
        ),
        "date_book": (
            "Die Plätze sind erst mit dem Buchungsformular für Sie vorgemerkt: Die Links der Pakete öffnen "
            "es mit diesem Tag."
        ),
        "date_past": (
            "Der {date} ist vorbei. Nennen Sie mir einen Tag ab heute, dann prüfe ich, welche Pakete Plätze haben."
        ),
        "date_too_far": (
            "Der {date} liegt zu weit in der Zukunft: Buchungen sind höchstens {days} Tage im Voraus möglich."
        ),
        "season.winter": "Winter (Dezember bis Februar)",
        "season.spring": "Frühling (März bis Mai)",
        "season.summer": "Sommer (Juni bis August)",
        "season.autumn": "Herbst (September bis November)",
        "conditions.winter": (
            "das Herz der Surfsaison, mit den größten und beständigsten Swells, ideal für Mittelstufe und "
            "Fortgeschrittene. Das Wasser hat etwa 16–18 °C: ein 4/3- oder 3/2-Neoprenanzug."
        ),
        "conditions.spring": (
            "der Swell ist noch regelmäßig, es wird leerer und Anfänger finden an den Stränden gut machbare "
            "Wellen; die besten Sessions sind meist morgens."
        ),
        "conditions.summer": (
            "kleinere, seltenere Swells, ideal zum Lernen; das Wasser erreicht 20–22 °C und oft reicht ein Shorty."
        ),
        "conditions.autumn": (
            "die ersten richtigen Swells kommen, während das Wasser noch warm ist: die beste Saison für jedes Niveau."
        ),
        "month.1": "Januar",
        "month.2": "Februar",
        "month.3": "März",
        "month.4": "April",
        "month.5": "Mai",
        "month.6": "Juni",
        "month.7": "Juli",
        "month.8": "August",
        "month.9": "September",
        "month.10": "Oktober",
        "month.11": "November",
        "month.12": "Dezember",
    },
}


def text(lang: str, key: str, **values: object) -> str:
    """The assistant's sentence `key` in `lang` (English when missing), with placeholders filled."""
    written_in = lang if TEXTS.get(lang, {}).get(key) else "en"
    template = TEXTS[written_in][key]
    return fill(template, written_in, **values) if values else template

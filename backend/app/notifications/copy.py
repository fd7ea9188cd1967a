"""The words of every e-mail, per language. Placeholders use str.format names."""

from __future__ import annotations

from typing import Any

from app.config import SITE_NAME
from app.kit.french import elide
from app.notifications.lifecycle_copy import LIFECYCLE_COPY
from app.notifications.onboarding_copy import ONBOARDING_COPY

LANGUAGES = ("en", "fr", "de")

COPY: dict[str, dict[str, Any]] = {
    "en": {
        "common": {
            "link_hint": "If the button does not work, copy this link into your browser:",
            "footer": SITE_NAME + " · Taghazout, Tamraght, Imsouane and Agadir",
            "unsubscribe": "Unsubscribe",
            "colon": ": ",
        },
        "confirm_email": {
            "subject": "Confirm your e-mail address",
            "heading": "Welcome, {name}!",
            "body": "Please confirm your e-mail address to finish creating your partner account for {camp}.",
            "button": "Confirm my e-mail",
            "expiry": "This link works once and expires in {hours} hours.",
            "next": "Once confirmed, our team reviews your camp and activates your dashboard.",
        },
        "reset_password": {
            "subject": "Reset your password",
            "heading": "Reset your password",
            "body": "We received a request to reset the password of your account. Choose a new one below.",
            "button": "Choose a new password",
            "expiry": "This link works once and expires in {minutes} minutes. Resetting signs you out everywhere.",
            "ignore": "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
        },
        "booking_received": {
            "subject": "We received your booking request {reference}",
            "heading": "Thank you, {name}!",
            "body": "Your booking request for {package} at {camp} is in. No payment has been taken.",
            "next": "What happens next: our team checks availability with the camp and contacts you by WhatsApp or e-mail within {hours} hours to confirm and arrange payment.",
            "held": "The places are held for you for {hours} hours while the camp answers.",
            "not_held": "The places are not held for you yet: the camp confirms your request if they are still free when it answers.",
            "policy": "Cancellation policy: free cancellation up to {free} hours before arrival; {percent}% refund between {free} and {partial} hours; no refund within {partial} hours of arrival.",
            "questions": "Questions? Reply to this e-mail or write to us on WhatsApp: +{whatsapp}.",
        },
        "new_booking": {
            "subject": "New booking request {reference}: {package}",
            "heading": "A new booking request arrived",
            "body": "{name} ({email}) asked to book {package} at {camp}. Please confirm or cancel it from the dashboard.",
            "button": "Open the dashboard",
        },
        "booking_confirmed": {
            "subject": "Your booking {reference} is confirmed",
            "heading": "Good news, {name}!",
            "body": "{camp} has confirmed your booking for {package}. We look forward to welcoming you.",
            "next": "Our team will contact you about payment and your arrival. Keep your reference {reference} at hand.",
        },
        "booking_cancelled": {
            "subject": "Your booking request {reference} has been cancelled",
            "heading": "Hello {name},",
            "body": "We are sorry: {camp} could not accept your booking request for {package}.",
            "reason": "Reason given by the camp: {reason}",
            "next": "No payment was taken. Reply to this e-mail or write to us on WhatsApp (+{whatsapp}) and we will help you find another stay.",
            "button": "Find another surf camp",
        },
        "partner_application": {
            "subject": "We received your application for {camp}",
            "heading": "Thank you, {name}!",
            "body": "Your application to list {camp} on "
            + SITE_NAME
            + " is in. Our partner team will contact you within {hours} hours by WhatsApp or e-mail.",
            "next": "In the meantime, get your best photos, packages and prices ready: they help us publish your listing quickly.",
            "questions": "Questions? Reply to this e-mail or write to us on WhatsApp: +{whatsapp}.",
            "labels": {
                "camp": "Camp",
                "location": "Location",
                "camp_type": "Camp type",
                "whatsapp": "WhatsApp",
                "plan": "Plan",
            },
            "camp_types": {
                "beginner": "Beginner Focused",
                "yoga-surf": "Yoga & Surf",
                "luxury": "Luxury",
                "hostel": "Surf Hostel",
                "family": "Family Friendly",
                "digital-nomad": "Digital Nomad",
            },
            "plans": {
                "free": "Start for Free",
                "pro-monthly": "Pro Partner Monthly",
                "pro-yearly": "Pro Partner Yearly",
            },
        },
        "partner_application_team": {
            "subject": "New partner application: {camp} ({place})",
            "heading": "A surf camp applied to become a partner",
            "body": "{name} applied for {camp}. We promised to contact them within {hours} hours.",
            "button": "Review the submission",
            "labels": {
                "contact": "Contact",
                "email": "E-mail",
                "instagram": "Instagram",
                "website": "Website",
                "languages_spoken": "Languages spoken",
                "applied_in": "Applied in",
            },
        },
        "contact_received": {
            "subject": "Contact message from {name}",
            "heading": "A visitor wrote to us",
            "labels": {"name": "Name", "email": "E-mail", "language": "Language"},
        },
        "booking_labels": {
            "reference": "Reference",
            "package": "Package",
            "camp": "Camp",
            "place": "Location",
            "dates": "Dates",
            "date_range": "{start} – {end} ({days})",
            "days": "{days} days",
            "people": "People",
            "add_ons": "Add-ons",
            "none": "None",
            "amount": "Estimated total",
            "payment": "Payment method",
            "airport-transfer": "Airport Transfer",
            "extra-yoga": "Extra Yoga Sessions",
            "surf-photos": "Surf Photos",
            "bank-transfer": "Bank transfer",
            "paypal": "PayPal (or card)",
            "cash": "Cash on arrival",
            "calendar_summary": "Surf stay: {package}",
            "calendar_description": "Booking reference {reference}",
        },
        "newsletter_welcome": {
            "subject": "Your Morocco Surf Guide",
            "heading": "Welcome to the lineup!",
            "body": "Thanks for subscribing. Your Morocco Surf Guide covers the best season, the spots around Taghazout and what to pack.",
            "button": "Read the guide",
            "next": "When you are ready to go, compare the camps on our site or ask us on WhatsApp for a recommendation.",
        },
        "stay_reminder": {
            "subject": "One week to go: your surf stay at {camp}",
            "heading": "Your waves are waiting, {name}!",
            "body": "Your stay at {camp} starts on {date}. Here is what helps you arrive relaxed.",
            "bring_title": "What to bring",
            "bring_line": "{title}: {items}",
            "bring": "Swimwear, a towel, high-SPF reef-safe sun cream, a hat, flip-flops and a warm layer for the evenings. Boards and wetsuits are provided by the camp unless your package says otherwise.",
            "transfer": "Airport transfer: Agadir airport is about 30 minutes from Taghazout and Tamraght. If you booked the transfer, send us your flight number on WhatsApp (+{whatsapp}) so the driver meets you.",
            "payment": "Paying on arrival: bring the amount in cash (euros or dirhams) if you chose cash, or follow the bank-transfer or PayPal details the team sent you. Your booking reference is {reference}.",
        },
        "review_request": {
            "subject": "How were the waves at {camp}?",
            "heading": "Thank you for surfing with us, {name}!",
            "body": "We hope {package} was everything you hoped for. Your review helps other travellers choose — it takes one minute.",
            "button": "Rate your stay",
            "note": "The link works once and only for your booking {reference}.",
        },
        "owner_registered": {
            "subject": "New camp owner awaiting approval: {camp}",
            "heading": "A new camp owner registered",
            "body": "{name} ({email}) registered the camp {camp} in {location}. Review and approve it in the back office.",
            "button": "Open the users screen",
        },
    },
    "fr": {
        "common": {
            "link_hint": "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
            "footer": SITE_NAME + " · Taghazout, Tamraght, Imsouane et Agadir",
            "unsubscribe": "Se désabonner",
            "colon": "\u202f: ",
        },
        "confirm_email": {
            "subject": "Confirmez votre adresse e-mail",
            "heading": "Bienvenue, {name} !",
            "body": "Veuillez confirmer votre adresse e-mail pour finaliser la création de votre compte partenaire pour {camp}.",
            "button": "Confirmer mon e-mail",
            "expiry": "Ce lien ne fonctionne qu'une fois et expire dans {hours} heures.",
            "next": "Une fois confirmé, notre équipe examine votre camp et active votre tableau de bord.",
        },
        "reset_password": {
            "subject": "Réinitialisez votre mot de passe",
            "heading": "Réinitialisez votre mot de passe",
            "body": "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez-en un nouveau ci-dessous.",
            "button": "Choisir un nouveau mot de passe",
            "expiry": "Ce lien ne fonctionne qu'une fois et expire dans {minutes} minutes. La réinitialisation vous déconnecte partout.",
            "ignore": "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
        },
        "booking_received": {
            "subject": "Nous avons reçu votre demande de réservation {reference}",
            "heading": "Merci, {name} !",
            "body": "Votre demande de réservation pour {package} chez {camp} est bien arrivée. Aucun paiement n'a été prélevé.",
            "next": "La suite : notre équipe vérifie les disponibilités avec le camp et vous contacte par WhatsApp ou e-mail sous {hours} heures pour confirmer et organiser le paiement.",
            "held": "Les places vous sont réservées pendant {hours} heures, le temps que le camp réponde.",
            "not_held": "Les places ne vous sont pas encore réservées : le camp confirme votre demande si elles sont toujours libres au moment où il répond.",
            "policy": "Conditions d'annulation : annulation gratuite jusqu'à {free} heures avant l'arrivée ; remboursement de {percent} % entre {free} et {partial} heures ; aucun remboursement dans les {partial} heures précédant l'arrivée.",
            "questions": "Des questions ? Répondez à cet e-mail ou écrivez-nous sur WhatsApp : +{whatsapp}.",
        },
        "new_booking": {
            "subject": "Nouvelle demande de réservation {reference} : {package}",
            "heading": "Une nouvelle demande de réservation est arrivée",
            "body": "{name} ({email}) souhaite réserver {package} chez {camp}. Merci de la confirmer ou de l'annuler depuis le tableau de bord.",
            "button": "Ouvrir le tableau de bord",
        },
        "booking_confirmed": {
            "subject": "Votre réservation {reference} est confirmée",
            "heading": "Bonne nouvelle, {name} !",
            "body": "{camp} a confirmé votre réservation pour {package}. Nous avons hâte de vous accueillir.",
            "next": "Notre équipe vous contactera pour le paiement et votre arrivée. Gardez votre référence {reference} à portée de main.",
        },
        "booking_cancelled": {
            "subject": "Votre demande de réservation {reference} a été annulée",
            "heading": "Bonjour {name},",
            "body": "Nous sommes désolés : {camp} n'a pas pu accepter votre demande de réservation pour {package}.",
            "reason": "Motif indiqué par le camp : {reason}",
            "next": "Aucun paiement n'a été prélevé. Répondez à cet e-mail ou écrivez-nous sur WhatsApp (+{whatsapp}) : nous vous aiderons à trouver un autre séjour.",
            "button": "Trouver un autre surf camp",
        },
        "partner_application": {
            "subject": "Nous avons bien reçu votre candidature pour {camp}",
            "heading": "Merci, {name} !",
            "body": "Votre candidature pour référencer {camp} sur "
            + SITE_NAME
            + " est bien arrivée. Notre équipe partenaires vous contactera sous {hours} heures par WhatsApp ou e-mail.",
            "next": "En attendant, préparez vos plus belles photos, vos forfaits et vos prix : cela nous aide à publier votre annonce rapidement.",
            "questions": "Des questions ? Répondez à cet e-mail ou écrivez-nous sur WhatsApp : +{whatsapp}.",
            "labels": {
                "camp": "Camp",
                "location": "Lieu",
                "camp_type": "Type de camp",
                "whatsapp": "WhatsApp",
                "plan": "Formule",
            },
            "camp_types": {
                "beginner": "Spécial débutants",
                "yoga-surf": "Yoga & surf",
                "luxury": "Luxe",
                "hostel": "Auberge de surf",
                "family": "Familial",
                "digital-nomad": "Digital nomad",
            },
            "plans": {
                "free": "Démarrer gratuitement",
                "pro-monthly": "Partenaire Pro mensuel",
                "pro-yearly": "Partenaire Pro annuel",
            },
        },
        "partner_application_team": {
            "subject": "Nouvelle candidature partenaire\u202f: {camp} ({place})",
            "heading": "Un surf camp souhaite devenir partenaire",
            "body": "{name} a posé sa candidature pour {camp}. Nous avons promis de le contacter sous {hours} heures.",
            "button": "Examiner la candidature",
            "labels": {
                "contact": "Contact",
                "email": "E-mail",
                "instagram": "Instagram",
                "website": "Site web",
                "languages_spoken": "Langues parlées",
                "applied_in": "Candidature rédigée en",
            },
        },
        "contact_received": {
            "subject": "Message de contact de {name}",
            "heading": "Un visiteur nous a écrit",
            "labels": {"name": "Nom", "email": "E-mail", "language": "Langue"},
        },
        "booking_labels": {
            "reference": "Référence",
            "package": "Séjour",
            "camp": "Camp",
            "place": "Lieu",
            "dates": "Dates",
            "date_range": "du {start} au {end} ({days})",
            "days": "{days} jours",
            "people": "Personnes",
            "add_ons": "Options",
            "none": "Aucune",
            "amount": "Total estimé",
            "payment": "Moyen de paiement",
            "airport-transfer": "Transfert aéroport",
            "extra-yoga": "Séances de yoga supplémentaires",
            "surf-photos": "Photos de surf",
            "bank-transfer": "Virement bancaire",
            "paypal": "PayPal (ou carte)",
            "cash": "Espèces à l'arrivée",
            "calendar_summary": "Séjour surf\u202f: {package}",
            "calendar_description": "Référence de réservation {reference}",
        },
        "newsletter_welcome": {
            "subject": "Votre guide du surf au Maroc",
            "heading": "Bienvenue dans le line-up !",
            "body": "Merci pour votre inscription. Votre guide du surf au Maroc présente la meilleure saison, les spots autour de Taghazout et quoi emporter.",
            "button": "Lire le guide",
            "next": "Quand vous serez prêt à partir, comparez les camps sur notre site ou demandez-nous conseil sur WhatsApp.",
        },
        "stay_reminder": {
            "subject": "Plus qu'une semaine : votre séjour surf chez {camp}",
            "heading": "Les vagues vous attendent, {name} !",
            "body": "Votre séjour chez {camp} commence le {date}. Voici de quoi arriver serein.",
            "bring_title": "Quoi emporter",
            "bring_line": "{title}\u202f: {items}",
            "bring": "Maillot de bain, serviette, crème solaire haute protection respectueuse des récifs, chapeau, tongs et une couche chaude pour le soir. Planches et combinaisons sont fournies par le camp, sauf mention contraire dans votre séjour.",
            "transfer": "Transfert aéroport : l'aéroport d'Agadir est à environ 30 minutes de Taghazout et de Tamraght. Si vous avez réservé le transfert, envoyez-nous votre numéro de vol sur WhatsApp (+{whatsapp}) pour que le chauffeur vous attende.",
            "payment": "Paiement à l'arrivée : prévoyez le montant en espèces (euros ou dirhams) si vous avez choisi ce mode, ou suivez les instructions de virement ou PayPal envoyées par l'équipe. Votre référence de réservation est {reference}.",
        },
        "review_request": {
            "subject": "Comment étaient les vagues chez {camp} ?",
            "heading": "Merci d'avoir surfé avec nous, {name} !",
            "body": "Nous espérons que {package} a été à la hauteur de vos attentes. Votre avis aide les autres voyageurs à choisir — cela prend une minute.",
            "button": "Noter mon séjour",
            "note": "Le lien ne fonctionne qu'une fois et uniquement pour votre réservation {reference}.",
        },
        "owner_registered": {
            "subject": "Nouveau propriétaire de camp en attente d'approbation : {camp}",
            "heading": "Un nouveau propriétaire de camp s'est inscrit",
            "body": "{name} ({email}) a inscrit le camp {camp} à {location}. Vérifiez-le et approuvez-le dans l'administration.",
            "button": "Ouvrir l'écran des utilisateurs",
        },
    },
    "de": {
        "common": {
            "link_hint": "Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
            "footer": SITE_NAME + " · Taghazout, Tamraght, Imsouane und Agadir",
            "unsubscribe": "Abmelden",
            "colon": ": ",
        },
        "confirm_email": {
            "subject": "Bestätigen Sie Ihre E-Mail-Adresse",
            "heading": "Willkommen, {name}!",
            "body": "Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Partnerkonto für {camp} fertig einzurichten.",
            "button": "E-Mail bestätigen",
            "expiry": "Dieser Link funktioniert einmal und läuft in {hours} Stunden ab.",
            "next": "Nach der Bestätigung prüft unser Team Ihr Camp und schaltet Ihr Dashboard frei.",
        },
        "reset_password": {
            "subject": "Setzen Sie Ihr Passwort zurück",
            "heading": "Passwort zurücksetzen",
            "body": "Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Wählen Sie unten ein neues.",
            "button": "Neues Passwort wählen",
            "expiry": "Dieser Link funktioniert einmal und läuft in {minutes} Minuten ab. Das Zurücksetzen meldet Sie überall ab.",
            "ignore": "Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
        },
        "booking_received": {
            "subject": "Wir haben Ihre Buchungsanfrage {reference} erhalten",
            "heading": "Vielen Dank, {name}!",
            "body": "Ihre Buchungsanfrage für {package} bei {camp} ist eingegangen. Es wurde keine Zahlung eingezogen.",
            "next": "So geht es weiter: Unser Team prüft die Verfügbarkeit mit dem Camp und meldet sich innerhalb von {hours} Stunden per WhatsApp oder E-Mail, um die Buchung zu bestätigen und die Zahlung zu vereinbaren.",
            "held": "Die Plätze werden {hours} Stunden lang für Sie freigehalten, bis das Camp antwortet.",
            "not_held": "Die Plätze sind noch nicht für Sie freigehalten: Das Camp bestätigt Ihre Anfrage, wenn sie bei seiner Antwort noch frei sind.",
            "policy": "Stornobedingungen: kostenlose Stornierung bis {free} Stunden vor Anreise; {percent} % Erstattung zwischen {free} und {partial} Stunden; keine Erstattung innerhalb von {partial} Stunden vor Anreise.",
            "questions": "Fragen? Antworten Sie auf diese E-Mail oder schreiben Sie uns auf WhatsApp: +{whatsapp}.",
        },
        "new_booking": {
            "subject": "Neue Buchungsanfrage {reference}: {package}",
            "heading": "Eine neue Buchungsanfrage ist eingegangen",
            "body": "{name} ({email}) möchte {package} bei {camp} buchen. Bitte bestätigen oder stornieren Sie sie im Dashboard.",
            "button": "Dashboard öffnen",
        },
        "booking_confirmed": {
            "subject": "Ihre Buchung {reference} ist bestätigt",
            "heading": "Gute Nachrichten, {name}!",
            "body": "{camp} hat Ihre Buchung für {package} bestätigt. Wir freuen uns auf Sie.",
            "next": "Unser Team meldet sich wegen der Zahlung und Ihrer Anreise. Halten Sie Ihre Buchungsnummer {reference} bereit.",
        },
        "booking_cancelled": {
            "subject": "Ihre Buchungsanfrage {reference} wurde storniert",
            "heading": "Hallo {name},",
            "body": "Es tut uns leid: {camp} konnte Ihre Buchungsanfrage für {package} nicht annehmen.",
            "reason": "Begründung des Camps: {reason}",
            "next": "Es wurde keine Zahlung eingezogen. Antworten Sie auf diese E-Mail oder schreiben Sie uns auf WhatsApp (+{whatsapp}) – wir helfen Ihnen, einen anderen Aufenthalt zu finden.",
            "button": "Anderes Surfcamp finden",
        },
        "partner_application": {
            "subject": "Wir haben Ihre Bewerbung für {camp} erhalten",
            "heading": "Vielen Dank, {name}!",
            "body": "Ihre Bewerbung, {camp} auf "
            + SITE_NAME
            + " anzubieten, ist eingegangen. Unser Partnerteam meldet sich innerhalb von {hours} Stunden per WhatsApp oder E-Mail.",
            "next": "Legen Sie in der Zwischenzeit Ihre besten Fotos, Pakete und Preise bereit: So können wir Ihr Angebot schnell veröffentlichen.",
            "questions": "Fragen? Antworten Sie auf diese E-Mail oder schreiben Sie uns auf WhatsApp: +{whatsapp}.",
            "labels": {
                "camp": "Camp",
                "location": "Ort",
                "camp_type": "Art des Camps",
                "whatsapp": "WhatsApp",
                "plan": "Tarif",
            },
            "camp_types": {
                "beginner": "Für Anfänger",
                "yoga-surf": "Yoga & Surf",
                "luxury": "Luxus",
                "hostel": "Surf-Hostel",
                "family": "Familienfreundlich",
                "digital-nomad": "Digital Nomad",
            },
            "plans": {
                "free": "Kostenlos starten",
                "pro-monthly": "Pro-Partner monatlich",
                "pro-yearly": "Pro-Partner jährlich",
            },
        },
        "partner_application_team": {
            "subject": "Neue Partnerbewerbung: {camp} ({place})",
            "heading": "Ein Surfcamp möchte Partner werden",
            "body": "{name} hat sich für {camp} beworben. Wir haben zugesagt, uns innerhalb von {hours} Stunden zu melden.",
            "button": "Bewerbung prüfen",
            "labels": {
                "contact": "Kontakt",
                "email": "E-Mail",
                "instagram": "Instagram",
                "website": "Website",
                "languages_spoken": "Gesprochene Sprachen",
                "applied_in": "Bewerbung verfasst auf",
            },
        },
        "contact_received": {
            "subject": "Kontaktnachricht von {name}",
            "heading": "Ein Besucher hat uns geschrieben",
            "labels": {"name": "Name", "email": "E-Mail", "language": "Sprache"},
        },
        "booking_labels": {
            "reference": "Buchungsnummer",
            "package": "Paket",
            "camp": "Camp",
            "place": "Ort",
            "dates": "Zeitraum",
            "date_range": "{start} – {end} ({days})",
            "days": "{days} Tage",
            "people": "Personen",
            "add_ons": "Extras",
            "none": "Keine",
            "amount": "Geschätzter Gesamtpreis",
            "payment": "Zahlungsart",
            "airport-transfer": "Flughafentransfer",
            "extra-yoga": "Zusätzliche Yoga-Stunden",
            "surf-photos": "Surffotos",
            "bank-transfer": "Banküberweisung",
            "paypal": "PayPal (oder Karte)",
            "cash": "Barzahlung bei Ankunft",
            "calendar_summary": "Surfaufenthalt: {package}",
            "calendar_description": "Buchungsnummer {reference}",
        },
        "newsletter_welcome": {
            "subject": "Ihr Marokko-Surfguide",
            "heading": "Willkommen im Line-up!",
            "body": "Danke für Ihre Anmeldung. Ihr Marokko-Surfguide zeigt die beste Saison, die Spots rund um Taghazout und was Sie einpacken sollten.",
            "button": "Guide lesen",
            "next": "Wenn Sie bereit sind, vergleichen Sie die Camps auf unserer Website oder fragen Sie uns per WhatsApp nach einer Empfehlung.",
        },
        "stay_reminder": {
            "subject": "Noch eine Woche: Ihr Surfaufenthalt bei {camp}",
            "heading": "Die Wellen warten auf Sie, {name}!",
            "body": "Ihr Aufenthalt bei {camp} beginnt am {date}. Damit Sie entspannt ankommen:",
            "bring_title": "Was Sie mitbringen sollten",
            "bring_line": "{title}: {items}",
            "bring": "Badekleidung, Handtuch, riffschonende Sonnencreme mit hohem Schutz, Hut, Flip-Flops und eine warme Schicht für die Abende. Boards und Neoprenanzüge stellt das Camp, sofern Ihr Paket nichts anderes sagt.",
            "transfer": "Flughafentransfer: Der Flughafen Agadir liegt etwa 30 Minuten von Taghazout und Tamraght entfernt. Wenn Sie den Transfer gebucht haben, schicken Sie uns Ihre Flugnummer per WhatsApp (+{whatsapp}), damit der Fahrer Sie abholt.",
            "payment": "Zahlung bei Ankunft: Bringen Sie den Betrag in bar (Euro oder Dirham) mit, wenn Sie Barzahlung gewählt haben, oder folgen Sie den Überweisungs- bzw. PayPal-Angaben des Teams. Ihre Buchungsnummer ist {reference}.",
        },
        "review_request": {
            "subject": "Wie waren die Wellen bei {camp}?",
            "heading": "Danke, dass Sie mit uns gesurft sind, {name}!",
            "body": "Wir hoffen, {package} war alles, was Sie sich erhofft haben. Ihre Bewertung hilft anderen Reisenden bei der Wahl – es dauert nur eine Minute.",
            "button": "Aufenthalt bewerten",
            "note": "Der Link funktioniert einmal und nur für Ihre Buchung {reference}.",
        },
        "owner_registered": {
            "subject": "Neuer Camp-Besitzer wartet auf Freigabe: {camp}",
            "heading": "Ein neuer Camp-Besitzer hat sich registriert",
            "body": "{name} ({email}) hat das Camp {camp} in {location} registriert. Prüfen und freigeben im Backoffice.",
            "button": "Benutzerverwaltung öffnen",
        },
    },
}

for _copy in (LIFECYCLE_COPY, ONBOARDING_COPY):
    for _lang, _texts in _copy.items():
        COPY[_lang].update(_texts)


class _FrenchText(str):
    """A French e-mail text whose format() elides before a filled-in name: "d'Anchor Point" (app.kit.french)."""

    __slots__ = ()

    def format(self, /, *args: object, **values: object) -> str:
        return elide(str(self), values).format(*args, **values)


def _french(texts: Any) -> Any:
    if isinstance(texts, dict):
        return {key: _french(value) for key, value in texts.items()}
    return _FrenchText(texts) if isinstance(texts, str) else texts


COPY["fr"] = _french(COPY["fr"])

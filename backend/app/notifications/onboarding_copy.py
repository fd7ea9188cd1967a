"""The words of the partner onboarding e-mails: an application accepted or not, the invitation of the
new owner to choose a password, and a camp owner's registration not accepted. Merged into COPY (copy.py)."""

from __future__ import annotations

from typing import Any

from app.config import SITE_NAME

N = "\u202f"  # French: a narrow no-break space before : ; ! ?

ONBOARDING_COPY: dict[str, dict[str, Any]] = {
    "en": {
        "submission_approved": {
            "subject": "Your application for {camp} is accepted",
            "heading": "Good news, {name}!",
            "body": "Our team accepted your application for {camp}. We are now preparing your listing from it.",
            "next": "You will receive an invitation to choose your password. You then add photos and check your "
            "packages; your camp goes live once our team has checked it.",
        },
        "submission_rejected": {
            "subject": "Your application for {camp}",
            "heading": "Thank you for your interest, {name}",
            "body": "We are sorry: we cannot list {camp} on " + SITE_NAME + " at the moment.",
            "reason": "Our team's reason: {reason}",
        },
        "owner_invitation": {
            "subject": "Set up {camp} on " + SITE_NAME,
            "heading": "Welcome, {name}!",
            "body": "{camp} is ready as a draft, with the packages from your application. Choose a password to "
            "open your camp dashboard.",
            "next": "Then add photos and check your packages and prices: our team publishes your camp once it has "
            "packages and photos.",
            "button": "Choose my password",
            "expiry": "This link is valid for {days} days and can be used once.",
        },
        "owner_rejected": {
            "subject": "Your partner account for {camp}",
            "heading": "Thank you for registering, {name}",
            "body": "We are sorry: your partner account for {camp} was not accepted.",
            "reason": "Our team's reason: {reason}",
        },
        "onboarding_questions": "Questions? Reply to this e-mail or write to us on WhatsApp: +{whatsapp}.",
    },
    "fr": {
        "submission_approved": {
            "subject": "Votre candidature pour {camp} est acceptée",
            "heading": f"Bonne nouvelle, {{name}}{N}!",
            "body": "Notre équipe a accepté votre candidature pour {camp}. Nous préparons maintenant votre annonce "
            "à partir de celle-ci.",
            "next": "Vous allez recevoir une invitation pour choisir votre mot de passe. Vous ajouterez ensuite des "
            "photos et vérifierez vos forfaits ; votre camp sera en ligne dès que notre équipe l'aura vérifié.",
        },
        "submission_rejected": {
            "subject": "Votre candidature pour {camp}",
            "heading": "Merci de votre intérêt, {name}",
            "body": "Nous sommes désolés : nous ne pouvons pas référencer {camp} sur " + SITE_NAME + " pour le moment.",
            "reason": f"La raison de notre équipe{N}: {{reason}}",
        },
        "owner_invitation": {
            "subject": "Configurez {camp} sur " + SITE_NAME,
            "heading": f"Bienvenue, {{name}}{N}!",
            "body": "{camp} est prêt en brouillon, avec les forfaits de votre candidature. Choisissez un mot de passe "
            "pour ouvrir le tableau de bord de votre camp.",
            "next": "Ajoutez ensuite des photos et vérifiez vos forfaits et vos prix : notre équipe publie votre camp "
            "dès qu'il a des forfaits et des photos.",
            "button": "Choisir mon mot de passe",
            "expiry": "Ce lien est valable {days} jours et ne peut servir qu'une fois.",
        },
        "owner_rejected": {
            "subject": "Votre compte partenaire pour {camp}",
            "heading": "Merci de votre inscription, {name}",
            "body": "Nous sommes désolés : votre compte partenaire pour {camp} n'a pas été accepté.",
            "reason": f"La raison de notre équipe{N}: {{reason}}",
        },
        "onboarding_questions": f"Des questions{N}? Répondez à cet e-mail ou écrivez-nous "
        f"sur WhatsApp{N}: +{{whatsapp}}.",
    },
    "de": {
        "submission_approved": {
            "subject": "Ihre Bewerbung für {camp} ist angenommen",
            "heading": "Gute Nachrichten, {name}!",
            "body": "Unser Team hat Ihre Bewerbung für {camp} angenommen. Wir bereiten jetzt Ihr Inserat daraus vor.",
            "next": "Sie erhalten eine Einladung, Ihr Passwort festzulegen. Danach fügen Sie Fotos hinzu und prüfen "
            "Ihre Pakete; Ihr Camp geht online, sobald unser Team es geprüft hat.",
        },
        "submission_rejected": {
            "subject": "Ihre Bewerbung für {camp}",
            "heading": "Vielen Dank für Ihr Interesse, {name}",
            "body": "Es tut uns leid: Wir können {camp} derzeit nicht auf " + SITE_NAME + " aufnehmen.",
            "reason": "Begründung unseres Teams: {reason}",
        },
        "owner_invitation": {
            "subject": "Richten Sie {camp} auf " + SITE_NAME + " ein",
            "heading": "Willkommen, {name}!",
            "body": "{camp} ist als Entwurf angelegt, mit den Paketen aus Ihrer Bewerbung. Legen Sie ein Passwort "
            "fest, um das Dashboard Ihres Camps zu öffnen.",
            "next": "Fügen Sie dann Fotos hinzu und prüfen Sie Ihre Pakete und Preise: Unser Team veröffentlicht Ihr "
            "Camp, sobald es Pakete und Fotos hat.",
            "button": "Passwort festlegen",
            "expiry": "Dieser Link ist {days} Tage gültig und nur einmal verwendbar.",
        },
        "owner_rejected": {
            "subject": "Ihr Partnerkonto für {camp}",
            "heading": "Vielen Dank für Ihre Registrierung, {name}",
            "body": "Es tut uns leid: Ihr Partnerkonto für {camp} wurde nicht angenommen.",
            "reason": "Begründung unseres Teams: {reason}",
        },
        "onboarding_questions": "Fragen? Antworten Sie auf diese E-Mail oder schreiben Sie uns "
        "auf WhatsApp: +{whatsapp}.",
    },
}

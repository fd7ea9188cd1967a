"""The words of every e-mail, per language. Placeholders use str.format names."""

from __future__ import annotations

from typing import Any

LANGUAGES = ("en", "fr", "de")

COPY: dict[str, dict[str, Any]] = {
    "en": {
        "common": {
            "link_hint": "If the button does not work, copy this link into your browser:",
            "footer": "Surf Camps Morocco · Taghazout, Tamraght, Imsouane and Agadir",
            "unsubscribe": "Unsubscribe",
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
        "owner_registered": {
            "subject": "New camp owner awaiting approval: {camp}",
            "heading": "A new camp owner registered",
            "body": "{name} ({email}) registered the camp {camp} in {location}. Review and approve it in the back office.",
            "button": "Open the users screen",
        },
    },
    "fr": {
        "common": {
            "link_hint": "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
            "footer": "Surf Camps Morocco · Taghazout, Tamraght, Imsouane et Agadir",
            "unsubscribe": "Se désabonner",
        },
        "confirm_email": {
            "subject": "Confirmez votre adresse e-mail",
            "heading": "Bienvenue, {name} !",
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
            "ignore": "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
        },
        "owner_registered": {
            "subject": "Nouveau propriétaire de camp en attente d'approbation : {camp}",
            "heading": "Un nouveau propriétaire de camp s'est inscrit",
            "body": "{name} ({email}) a inscrit le camp {camp} à {location}. Vérifiez-le et approuvez-le dans l'administration.",
            "button": "Ouvrir l'écran des utilisateurs",
        },
    },
    "de": {
        "common": {
            "link_hint": "Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
            "footer": "Surf Camps Morocco · Taghazout, Tamraght, Imsouane und Agadir",
            "unsubscribe": "Abmelden",
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
        "owner_registered": {
            "subject": "Neuer Camp-Besitzer wartet auf Freigabe: {camp}",
            "heading": "Ein neuer Camp-Besitzer hat sich registriert",
            "body": "{name} ({email}) hat das Camp {camp} in {location} registriert. Prüfen und freigeben im Backoffice.",
            "button": "Benutzerverwaltung öffnen",
        },
    },
}

import type { paymentsEn } from './en'
import type { Widen } from '../widen'

export const paymentsDe: Widen<typeof paymentsEn> = {
  payments: {
    loading: 'Zahlungen werden geladen…',
    loadFailed: 'Ihre Zahlungen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    card: 'Karte',
    loadingField: 'Das sichere Kartenfeld wird geladen…',
    secure: 'Ihre Kartendaten gehen direkt an unseren Zahlungsdienstleister (Stripe); sie erreichen nie unsere Server.',
    paying: 'Zahlung läuft…',
    reference: 'Referenz {{reference}}',
    method: { legend: 'Bezahlen mit', card: 'Karte', sepa_debit: 'SEPA-Lastschrift' },
    iban: 'IBAN',
    holder: { name: 'Kontoinhaber', email: 'E-Mail des Kontoinhabers' },
    mandate:
      'Mit der Angabe Ihrer IBAN und der Bestätigung dieser Zahlung ermächtigen Sie uns und Stripe, unseren Zahlungsdienstleister, Ihrer Bank Anweisungen zur Belastung Ihres Kontos gemäß diesen Anweisungen zu erteilen. Sie haben Anspruch auf Erstattung durch Ihre Bank gemäß den Bedingungen Ihres Vertrags mit ihr; die Erstattung muss innerhalb von 8 Wochen ab dem Tag der Belastung verlangt werden.',
    secureIban: 'Ihre IBAN geht direkt an unseren Zahlungsdienstleister (Stripe); sie erreicht nie unsere Server.',
    plans: { 'pro-monthly': 'Pro-Partner monatlich', 'pro-yearly': 'Pro-Partner jährlich' },
    status: {
      active: 'Aktiv',
      trialing: 'Testphase',
      past_due: 'Zahlung fehlgeschlagen',
      unpaid: 'Unbezahlt',
      incomplete: 'Wartet auf Zahlung',
      incomplete_expired: 'Abgelaufen',
      canceled: 'Gekündigt',
      paused: 'Pausiert',
    },
    plan: {
      heading: 'Pro-Abo',
      intro: 'Mit Pro behält Ihr Camp 100 % seiner Buchungen: keine Provision auf Buchungen ab dem Tag der Zahlung.',
      pro: 'Pro Partner',
      subscribe: { 'pro-monthly': 'Pro monatlich · {{price}}', 'pro-yearly': 'Pro jährlich · {{price}}' },
      dialog:
        'Sie zahlen jetzt {{price}}, dann bei jeder Verlängerung bis zur Kündigung. Jederzeit im Dashboard unter „Abrechnungen“ kündbar.',
      confirm: 'Abonnieren und bezahlen',
      waiting: 'Zahlung gesendet. Ihr Tarif ändert sich, sobald der Zahlungsdienstleister sie bestätigt.',
      renewsOn: 'Verlängerung am {{date}}.',
      endsOn: 'Gekündigt: Pro endet am {{date}}, danach ist Ihr Camp im Tarif „Kostenlos starten“.',
      grace:
        'Ihre letzte Verlängerung konnte nicht bezahlt werden. Pro bleibt bis {{date}}; bitte prüfen Sie Ihre Karte, sonst wechselt Ihr Camp in den Tarif „Kostenlos starten“.',
      cancel: 'Zum Ende des Zeitraums kündigen',
      cancelTitle: 'Pro kündigen?',
      cancelMessage: 'Pro bleibt bis {{date}}. Danach zahlen Buchungen die Provision des Tarifs „Kostenlos starten“.',
      cancelConfirm: 'Pro kündigen',
      keep: 'Pro behalten',
      resume: 'Pro doch behalten',
      cancelled: 'Pro endet zum Ende des Zeitraums.',
      resumed: 'Pro verlängert sich wie bisher.',
    },
    invoices: {
      downloadFailed: 'Die Rechnung konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.',
      pdf: 'Rechnung',
      download: 'Rechnung vom {{date}} herunterladen (PDF)',
      downloadMonth: 'Rechnung für {{month}} herunterladen (PDF)',
      heading: 'Rechnungen',
      status: { paid: 'Bezahlt', open: 'Offen', draft: 'Entwurf', void: 'Storniert', uncollectible: 'Uneinbringlich' },
    },
    pricing: {
      onPro: 'Ihr Camp ist auf Pro.',
      openPanel: 'Ihr Tarif und Ihre Rechnungen',
    },
    transfer: {
      body: 'Online-Zahlung ist noch nicht verfügbar. Bitte zahlen Sie Abrechnungen und den Pro-Tarif per Banküberweisung; unser Team markiert sie als bezahlt und ändert Ihren Tarif.',
      iban: 'IBAN: {{iban}}',
    },
    statement: {
      pay: 'Bezahlen',
      title: 'Abrechnung {{month}} bezahlen',
      dialog:
        '{{amount}} für {{month}}. Die Abrechnung erscheint als bezahlt, sobald der Zahlungsdienstleister es bestätigt.',
      confirm: '{{amount}} bezahlen',
      thanks: 'Danke: Ihre Zahlung wurde gesendet.',
      sent: 'Zahlung gesendet, wartet auf Bestätigung',
    },
    errors: {
      payment_declined: 'Die Zahlung wurde abgelehnt. Bitte versuchen Sie eine andere Karte.',
      payment_provider_error:
        'Der Zahlungsdienstleister hat nicht geantwortet. Bitte versuchen Sie es gleich noch einmal.',
      payment_method_missing: 'Ihre Karte konnte nicht bestätigt werden. Bitte geben Sie sie erneut ein.',
      payments_not_configured: 'Online-Zahlung ist nicht verfügbar. Bitte zahlen Sie per Banküberweisung.',
      already_subscribed: 'Ihr Camp hat bereits ein Pro-Abo.',
      subscription_not_found: 'Ihr Camp hat kein Abo.',
      nothing_to_pay: 'Für diese Abrechnung ist nichts zu zahlen.',
      payment_in_progress: 'Eine Zahlung dieser Abrechnung wird bereits bearbeitet.',
      statement_already_paid: 'Diese Abrechnung ist bereits bezahlt.',
      statement_month_open: 'Dieser Monat ist noch nicht vorbei.',
      holderMissing: 'Bitte geben Sie Name und E-Mail des Kontoinhabers ein.',
      scriptFailed: 'Das sichere Kartenfeld konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
      other: 'Die Zahlung konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.',
    },
  },
}

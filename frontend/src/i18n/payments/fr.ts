import type { paymentsEn } from './en'
import type { Widen } from '../widen'

export const paymentsFr: Widen<typeof paymentsEn> = {
  payments: {
    loading: 'Chargement des paiements…',
    loadFailed: 'Vos paiements n’ont pas pu être chargés. Réessayez plus tard.',
    card: 'Carte',
    loadingField: 'Chargement du champ de carte sécurisé…',
    secure:
      'Vos données de carte vont directement à notre prestataire de paiement (Stripe)\u202f; elles n’arrivent jamais sur nos serveurs.',
    paying: 'Paiement…',
    reference: 'Référence {{reference}}',
    method: { legend: 'Payer par', card: 'Carte', sepa_debit: 'Prélèvement SEPA' },
    iban: 'IBAN',
    holder: { name: 'Titulaire du compte', email: 'E-mail du titulaire du compte' },
    mandate:
      'En fournissant votre IBAN et en confirmant ce paiement, vous autorisez notre société et Stripe, notre prestataire de paiement, à envoyer des instructions à votre banque pour débiter votre compte conformément à ces instructions. Vous avez droit à un remboursement par votre banque selon les conditions de votre convention avec elle ; la demande doit être faite dans les 8 semaines suivant la date du débit.',
    secureIban:
      'Votre IBAN est transmis directement à notre prestataire de paiement (Stripe) ; il n’atteint jamais nos serveurs.',
    plans: { 'pro-monthly': 'Partenaire Pro mensuel', 'pro-yearly': 'Partenaire Pro annuel' },
    status: {
      active: 'Actif',
      trialing: 'Essai',
      past_due: 'Paiement échoué',
      unpaid: 'Impayé',
      incomplete: 'En attente de paiement',
      incomplete_expired: 'Expiré',
      canceled: 'Résilié',
      paused: 'En pause',
    },
    plan: {
      heading: 'Abonnement Pro',
      intro:
        'Avec Pro, votre camp garde 100\u202f% de ses réservations\u202f: aucune commission sur les réservations faites à partir du jour du paiement.',
      pro: 'Pro Partner',
      subscribe: { 'pro-monthly': 'Pro mensuel · {{price}}', 'pro-yearly': 'Pro annuel · {{price}}' },
      dialog:
        'Vous payez {{price}} maintenant, puis à chaque renouvellement jusqu’à résiliation. Résiliez à tout moment depuis l’onglet Relevés de votre tableau de bord.',
      confirm: 'S’abonner et payer',
      waiting: 'Paiement envoyé. Votre offre change dès que le prestataire de paiement le confirme.',
      renewsOn: 'Renouvellement le {{date}}.',
      endsOn: 'Résilié\u202f: Pro prend fin le {{date}}, puis votre camp passe à l’offre Gratuit.',
      grace:
        'Votre dernier renouvellement n’a pas pu être payé. Pro reste actif jusqu’au {{date}}\u202f; vérifiez votre carte, sinon votre camp passera à l’offre Gratuit.',
      cancel: 'Résilier à la fin de la période',
      cancelTitle: 'Résilier Pro\u202f?',
      cancelMessage:
        'Pro reste actif jusqu’au {{date}}. Ensuite, les réservations paient la commission de l’offre Gratuit.',
      cancelConfirm: 'Résilier Pro',
      keep: 'Garder Pro',
      resume: 'Finalement, garder Pro',
      cancelled: 'Pro prendra fin à la fin de la période.',
      resumed: 'Pro se renouvelle comme avant.',
    },
    invoices: {
      downloadFailed: 'La facture n’a pas pu être téléchargée. Veuillez réessayer.',
      pdf: 'Facture',
      download: 'Télécharger la facture du {{date}} (PDF)',
      downloadMonth: 'Télécharger la facture de {{month}} (PDF)',
      heading: 'Factures',
      status: { paid: 'Payée', open: 'À payer', draft: 'Brouillon', void: 'Annulée', uncollectible: 'Irrécouvrable' },
    },
    pricing: {
      onPro: 'Votre camp est en Pro.',
      openPanel: 'Votre offre et vos factures',
    },
    transfer: {
      body: 'Le paiement en ligne n’est pas encore disponible. Réglez vos relevés et l’offre Pro par virement bancaire\u202f; notre équipe les marque comme réglés et change votre offre.',
      iban: 'IBAN\u202f: {{iban}}',
    },
    statement: {
      pay: 'Payer',
      title: 'Payer le relevé de {{month}}',
      dialog: '{{amount}} pour {{month}}. Le relevé apparaît réglé dès que le prestataire de paiement le confirme.',
      confirm: 'Payer {{amount}}',
      thanks: 'Merci\u202f: votre paiement a été envoyé.',
      sent: 'Paiement envoyé, en attente de confirmation',
    },
    errors: {
      payment_declined: 'Le paiement a été refusé. Essayez une autre carte.',
      payment_provider_error: 'Le prestataire de paiement n’a pas répondu. Réessayez dans un instant.',
      payment_method_missing: 'Votre carte n’a pas pu être confirmée. Saisissez-la à nouveau.',
      payments_not_configured: 'Le paiement en ligne n’est pas disponible. Réglez par virement bancaire.',
      already_subscribed: 'Votre camp a déjà un abonnement Pro.',
      subscription_not_found: 'Votre camp n’a pas d’abonnement.',
      nothing_to_pay: 'Ce relevé n’a rien à payer.',
      payment_in_progress: 'Un paiement de ce relevé est déjà en cours.',
      statement_already_paid: 'Ce relevé est déjà réglé.',
      statement_month_open: 'Ce mois n’est pas encore terminé.',
      holderMissing: 'Veuillez saisir le nom et l’e-mail du titulaire du compte.',
      scriptFailed: 'Le champ de carte sécurisé n’a pas pu être chargé. Rechargez la page.',
      other: 'Le paiement n’a pas pu être effectué. Réessayez.',
    },
  },
}

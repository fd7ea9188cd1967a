import { SITE_NAME } from '../../lib/config/site'
import type { ContentTranslation } from './en'

export const contentFr: ContentTranslation = {
  about: {
    intro:
      'Nous mettons en relation des surfeurs du monde entier avec des surf camps locaux de confiance sur la côte atlantique marocaine — à Taghazout, Tamraght, Imsouane et Agadir.',
    missionTitle: 'Notre mission',
    missionBody:
      'Rendre simple et sûre la recherche d’un surf camp qui vous correspond — votre niveau, votre budget, votre style — tout en veillant à ce que votre voyage profite aux habitants qui gèrent les camps, encadrent les sessions et cuisinent les tajines.',
    statsLabel: 'Notre communauté en chiffres',
    stats: {
      camps: 'Surf camps locaux',
      years: 'Années d’expérience',
      surfers: 'Surfeurs heureux',
      instructors: 'Moniteurs experts',
    },
    valuesTitle: 'Nos valeurs',
    values: {
      localFirstTitle: 'Le local d’abord',
      localFirstBody:
        'Nous travaillons avec des camps tenus par des Marocains et des moniteurs locaux qui connaissent chaque récif, point break et beach break de cette côte.',
      communityTitle: 'Communauté',
      communityBody:
        'Un surf camp, ce sont avant tout des gens : des sessions partagées, des repas partagés et des amitiés qui durent bien après le voyage.',
      trustTitle: 'Confiance & sécurité',
      trustBody:
        'Chaque camp est vérifié par notre équipe, les prix sont clairs, les notes viennent de vrais clients et rien n’est débité en ligne.',
    },
    whyTitle: 'Pourquoi les surfeurs nous choisissent',
    reasons: {
      handpickedTitle: 'Des camps sélectionnés',
      handpickedBody: 'Nous visitons et vérifions chaque camp partenaire avant sa mise en ligne.',
      pricesTitle: 'Des prix clairs',
      pricesBody: 'Des prix par personne en euros, avec le détail de ce qui est inclus sur chaque package.',
      supportTitle: 'Une équipe sur place',
      supportBody: 'Notre équipe vit ici et répond sur WhatsApp avant et pendant votre séjour.',
      flexibleTitle: 'Réserver sans risque',
      flexibleBody:
        'Envoyez une demande, recevez une réponse sous {{hours}} heures et ne payez qu’une fois vos dates confirmées.',
    },
    workTitle: 'Carrières et presse',
    careersTitle: 'Carrières',
    careersBody:
      'Nous sommes une petite équipe qui vit sur cette côte. Si vous souhaitez travailler avec nous, dans la relation avec les camps, l’accompagnement des voyageurs ou les contenus, écrivez-nous.',
    pressTitle: 'Presse',
    pressBody:
      'Pour une interview, des chiffres sur les voyages surf au Maroc ou des photos de nos camps partenaires, écrivez-nous.',
    ctaTitle: 'Prêt à prendre votre prochaine vague ?',
    ctaBody: 'Parcourez les camps ou posez toutes vos questions à notre équipe locale sur WhatsApp.',
    browseCamps: 'Voir les surf camps',
    whatsapp: 'Écrire sur WhatsApp',
  },
  contact: {
    intro:
      'Une question sur un camp, une réservation ou votre voyage ? Notre équipe basée au Maroc est là pour vous aider.',
    formTitle: 'Envoyez-nous un message',
    name: 'Votre nom',
    email: 'E-mail',
    emailPlaceholder: 'vous@exemple.com',
    message: 'Message',
    messagePlaceholder: 'Comment pouvons-nous vous aider ?',
    submit: 'Envoyer le message',
    sending: 'Envoi…',
    success: 'Merci pour votre message ! Nous vous répondrons très vite.',
    failed: 'Votre message n’a pas pu être envoyé. Réessayez ou contactez-nous sur WhatsApp.',
    whatsappTitle: 'Discuter sur WhatsApp',
    whatsappBody: 'Le moyen le plus rapide de nous joindre.',
    whatsappButton: 'Ouvrir WhatsApp',
    detailsTitle: 'Coordonnées',
    phone: 'Téléphone',
    emailLabel: 'E-mail',
    responseTime: 'Délai de réponse',
    responseTimeValue: 'En général sous 2 à 4 heures',
    topicsTitle: 'Nous pouvons vous aider pour',
    topics: {
      choosing: 'Choisir le bon camp et le bon package',
      booking: 'Les réservations et les disponibilités',
      payment: 'Les paiements et les annulations',
      transfer: 'Les transferts aéroport et le trajet',
      groups: 'Les séjours en groupe, en famille ou entre amis',
      partners: 'Référencer votre surf camp chez nous',
    },
  },
  faq: {
    intro: 'Tout ce que vous voulez savoir avant votre séjour surf au Maroc.',
    listLabel: 'Questions et réponses',
    stillQuestions: 'Encore des questions ?',
    stillQuestionsBody: 'Notre équipe locale répond sur WhatsApp, généralement en quelques heures.',
    whatsapp: 'Nous écrire sur WhatsApp',
    q1: 'Faut-il savoir surfer ?',
    a1: 'Non. De nombreux packages sont conçus pour les grands débutants, avec des moniteurs diplômés, des planches en mousse et de petits groupes. Indiquez-nous votre niveau et nous vous proposerons le bon package.',
    q2: 'Comment se passe la réservation ?',
    a2: 'Choisissez un package et envoyez le formulaire de réservation. Aucune carte n’est débitée en ligne : notre équipe confirme la disponibilité sous {{hours}} heures par WhatsApp ou e-mail, puis finalise le paiement avec vous.',
    q3: 'Quelles sont les conditions d’annulation ?',
    q4: 'Comment payer ?',
    a4: 'Par virement bancaire, PayPal ou en espèces, une fois vos dates confirmées. Les prix sont affichés en euros par personne ; le formulaire de réservation peut aussi les afficher en dollars américains ou en livres sterling.',
    q5: 'Comment venir depuis l’aéroport ?',
    a5: 'L’aéroport le plus proche est Agadir Al Massira, à environ 30 minutes en voiture de Taghazout. Vous pouvez ajouter un transfert aéroport à votre réservation et nous venons vous chercher.',
    q6: 'Taghazout ou Tamraght : où loger ?',
    a6: 'Taghazout est le célèbre village de surf avec ses point breaks de droite. Tamraght n’est qu’à 5 minutes, un peu plus calme, avec des plages idéales pour débuter. Les deux sont de très bonnes bases, et la plupart des camps surfent toute la zone.',
    q7: 'Que comprend un package surf ?',
    a7: 'Cela dépend du package : en général l’hébergement, les cours ou le guiding, la planche et la combinaison, et souvent le petit-déjeuner ou tous les repas. Chaque page de package détaille ce qui est inclus.',
    q8: 'Quelle est la meilleure période pour surfer au Maroc ?',
    a8: 'Il y a des vagues toute l’année. D’octobre à avril, la houle est la plus régulière ; les débutants apprécient les vagues plus petites du printemps et de l’automne. Une combinaison 3/2 suffit presque toute l’année.',
    q9: 'Peut-on réserver en groupe ou entre amis ?',
    a9: 'Oui. Une réservation peut inclure jusqu’à 8 personnes ; pour un groupe plus grand, contactez-nous et nous organiserons tout avec le camp.',
    q10: 'Taghazout est-il une destination sûre ?',
    a10: 'Oui. Taghazout et Tamraght sont des villages détendus et accueillants, habitués aux surfeurs du monde entier. Chaque camp partenaire est vérifié par notre équipe, et notre équipe locale reste joignable sur WhatsApp pendant votre séjour.',
  },
  help: {
    intro: 'Trouvez rapidement une réponse ou parlez à notre équipe.',
    topicsTitle: 'Rubriques d’aide',
    topics: {
      bookingTitle: 'Réservation & disponibilités',
      bookingBody:
        'Le fonctionnement d’une demande de réservation, étape par étape, et quand vous recevez une réponse.',
      bookingLink: 'Aide à la réservation',
      paymentTitle: 'Paiement & annulation',
      paymentBody: 'Comment et quand payer, et ce qui se passe si vos projets changent.',
      paymentLink: 'Lire la FAQ',
      tripTitle: 'Votre séjour surf',
      tripBody: 'Niveaux, saisons, transferts aéroport et que mettre dans sa valise.',
      tripLink: 'Lire le blog',
    },
    commonTitle: 'Questions fréquentes',
    q1: 'Quand ma réservation sera-t-elle confirmée ?',
    a1: 'Notre équipe confirme la disponibilité sous {{hours}} heures par WhatsApp ou e-mail.',
    q2: 'Puis-je annuler ma réservation ?',
    q3: 'Dois-je apporter une planche ?',
    a3: 'Non. Une planche et une combinaison sont incluses dans la plupart des packages — consultez « Ce qui est inclus » sur la page du package.',
    supportTitle: 'Besoin d’aide supplémentaire ?',
    whatsappTitle: 'Assistance WhatsApp',
    whatsappBody: 'Discutez avec notre équipe locale — c’est en général la réponse la plus rapide.',
    whatsappButton: 'Écrire sur WhatsApp',
    emailTitle: 'Assistance par e-mail',
    emailBody: 'Écrivez-nous à {{email}}.',
    emailButton: 'Envoyer un e-mail',
  },
  bookingHelp: {
    intro:
      'Réserver un surf camp chez nous prend quelques minutes et ne demande aucune carte. Voici comment ça marche.',
    stepsTitle: 'Comment se passe la réservation',
    step: 'Étape {{number}}',
    step1Title: 'Choisissez votre camp',
    step1Body:
      'Parcourez les camps et les packages, comparez les prix et ce qui est inclus, puis envoyez le formulaire de réservation de celui qui vous plaît.',
    step2Title: 'Disponibilité confirmée sous {{hours}} heures',
    step2Body:
      'Notre équipe vérifie vos dates avec le camp et vous répond par WhatsApp ou e-mail sous {{hours}} heures.',
    step3Title: 'Paiement sécurisé',
    step3Body:
      'Une fois vos dates confirmées, vous payez par virement bancaire, PayPal ou en espèces. Rien n’est débité à l’envoi de la demande.',
    step4Title: 'Confirmation',
    step4Body:
      'Vous recevez un e-mail de confirmation avec votre référence de réservation. Il ne reste plus qu’à préparer votre boardshort.',
    browseCamps: 'Voir les surf camps',
    paymentTitle: 'Paiement & sécurité',
    payment1: 'Aucune donnée de carte bancaire n’est demandée ni enregistrée sur notre site.',
    payment2: 'Toutes les pages passent par une connexion chiffrée (SSL).',
    payment3: 'Vous ne payez qu’après confirmation de la disponibilité : virement bancaire, PayPal ou espèces.',
    supportTitle: 'Aide à la réservation',
    supportBody:
      'Une question sur une réservation, un changement de dates ou une demande particulière ? Nous sommes là pour vous aider.',
    whatsapp: 'Écrire sur WhatsApp',
    email: 'Nous écrire',
    commonTitle: 'Questions fréquentes',
    q1: 'Ma réservation est-elle définitive dès l’envoi du formulaire ?',
    a1: 'Non, il s’agit d’une demande. Elle devient une réservation lorsque notre équipe a confirmé la disponibilité avec le camp.',
    q2: 'Puis-je changer mes dates ?',
    a2: 'Oui, contactez-nous le plus tôt possible et nous vérifierons les nouvelles dates avec le camp.',
    q3: 'Et si je dois annuler ?',
  },
  legal: {
    effective: 'En vigueur depuis décembre 2024',
    lastUpdated: 'Dernière mise à jour : décembre 2024',
    contentsLabel: 'Sommaire',
    terms: {
      intro:
        'Ces conditions s’appliquent à toute demande de réservation faite sur notre site. Merci de les lire avant de réserver.',
      platformTitle: 'Notre service',
      platformBody:
        SITE_NAME +
        ' est une place de marché qui met en relation des voyageurs et des surf camps indépendants au Maroc. Nous agissons en tant qu’intermédiaire : le surf camp fournit l’hébergement, les cours et les autres services réservés.',
      bookingTitle: 'Réservation et paiement',
      bookingBody:
        'Une réservation envoyée sur notre site est une demande. Notre équipe confirme la disponibilité sous {{hours}} heures par WhatsApp ou e-mail. Aucune carte n’est débitée en ligne ; vous payez par virement bancaire, PayPal ou en espèces selon ce qui est convenu à la confirmation. Les prix sont en euros, taxes comprises sauf mention contraire.',
      cancellationTitle: 'Annulation',
      cancellationExtra:
        'Merci d’envoyer toute annulation par écrit (e-mail ou WhatsApp). Les remboursements sont effectués avec le moyen de paiement utilisé.',
      travellerTitle: 'Responsabilités du voyageur',
      travellerBody:
        'Fournir des informations exactes, disposer de documents de voyage valides et d’une assurance voyage, suivre les consignes de sécurité des moniteurs et du personnel, surfer selon son niveau et respecter le règlement du camp et les coutumes locales.',
      hostTitle: 'Responsabilités des hôtes',
      hostBody:
        'Les camps partenaires décrivent leurs services avec exactitude, disposent des autorisations et assurances exigées au Maroc, travaillent avec des moniteurs qualifiés et fournissent les services réservés.',
      liabilityTitle: 'Responsabilité',
      liabilityBody:
        'Nous sommes responsables du bon traitement de votre demande de réservation ; chaque camp est responsable des services qu’il fournit. Le surf est un sport qui comporte des risques. Dans les limites permises par la loi, notre responsabilité est limitée au montant payé pour la réservation. Merci de signaler toute réclamation au camp et à nous-mêmes sous 24 heures afin qu’elle puisse être réglée sur place.',
      disputesTitle: 'Règlement des litiges',
      disputesBody:
        'En cas de problème, contactez-nous d’abord : nous chercherons une solution équitable avec vous et le camp. À défaut d’accord, le litige peut être porté devant les tribunaux compétents.',
      lawTitle: 'Droit applicable',
      lawBody:
        'Ces conditions sont régies par le droit marocain. Les voyageurs résidant dans l’Union européenne conservent la protection des dispositions impératives du droit de la consommation de leur pays.',
      changesTitle: 'Modification des conditions',
      changesBody:
        'Nous pouvons mettre à jour ces conditions. La version en vigueur au moment de l’envoi d’une demande de réservation s’applique à cette réservation.',
      contactTitle: 'Contact',
      contactBody: 'Des questions sur ces conditions ? Écrivez à notre service juridique à {{email}}.',
      contactButton: 'Contacter le service juridique',
    },
    privacy: {
      intro:
        'Votre vie privée compte pour nous. Cette politique explique ce que nous collectons, pourquoi, et quels sont vos droits.',
      collectTitle: 'Données collectées',
      collectBody:
        'Ce que vous nous transmettez : votre nom, e-mail, numéro de téléphone, pays, dates de voyage et préférences lorsque vous envoyez une demande de réservation, un message de contact, vous inscrivez à la newsletter ou discutez avec notre assistant. Pour les visites, nous comptons seulement les pages vues — le nom de la page, sans donnée personnelle.',
      useTitle: 'Utilisation',
      useBody:
        'Traiter votre réservation avec le camp, répondre à vos messages, vous envoyer la newsletter demandée (chaque e-mail contient un lien de désinscription) et améliorer notre site. Nous ne vendons jamais vos données.',
      cookiesTitle: 'Cookies',
      cookiesBody:
        'Nous n’utilisons aucun cookie de suivi ni publicitaire. Votre choix de langue et un identifiant aléatoire pour l’assistant de chat sont conservés dans le stockage local de votre navigateur. La connexion à un compte partenaire utilise un cookie de session strictement nécessaire.',
      sharingTitle: 'Partage',
      sharingBody:
        'Nous partageons les détails de votre réservation uniquement avec le surf camp réservé et avec les prestataires qui nous aident à faire fonctionner le site (hébergement, e-mail), tenus à la confidentialité. Nous ne communiquons des données que lorsque la loi l’exige.',
      securityTitle: 'Sécurité',
      securityBody:
        'Les connexions sont chiffrées (SSL), les mots de passe sont stockés sous forme hachée et seules les personnes qui en ont besoin accèdent aux données personnelles.',
      rightsTitle: 'Vos droits (RGPD)',
      rightsBody:
        'Vous pouvez demander l’accès, la rectification, la suppression ou la portabilité de vos données, vous opposer à leur utilisation ou retirer votre consentement à tout moment. Vous pouvez aussi saisir votre autorité de protection des données.',
      contactTitle: 'Contact',
      contactBody: 'Pour toute question ou demande concernant vos données, écrivez à {{email}}.',
      updatesTitle: 'Mises à jour',
      updatesBody: 'Nous pouvons mettre à jour cette politique. La date en haut de page indique la version en vigueur.',
      contactButton: 'Nous contacter au sujet de vos données',
    },
  },
  blog: {
    intro: 'Conseils surf, spots et récits de voyage sur la côte atlantique marocaine.',
    filterLabel: 'Filtrer par catégorie',
    featured: 'À la une',
    readMore: 'Lire l’article',
    readTime: '{{minutes}} min de lecture',
    byAuthor: 'Par {{author}}',
    empty: 'Pas encore d’article dans cette catégorie.',
    loading: 'Chargement des articles…',
    loadingPost: 'Chargement de l’article…',
    failed: 'Impossible de charger les articles. Veuillez réessayer.',
    failedPost: 'Impossible de charger cet article. Veuillez réessayer.',
    retry: 'Réessayer',
    backToBlog: 'Retour au blog',
    notFoundTitle: 'Article introuvable',
    notFoundBody: 'Cet article n’existe pas ou a été déplacé.',
    ctaTitle: 'Prêt à surfer au Maroc ?',
    ctaBody: 'Trouvez un surf camp adapté à votre niveau et à votre budget.',
    ctaButton: 'Voir les surf camps',
  },
  newsletterUnsubscribe: {
    heading: 'Se désinscrire de la newsletter',
    body: 'Cliquez sur le bouton pour ne plus recevoir notre newsletter.',
    confirm: 'Me désinscrire',
    working: 'Désinscription…',
    successTitle: 'Vous êtes désinscrit(e)',
    success:
      'Vous ne recevrez plus la newsletter. Vous avez changé d’avis ? Vous pouvez vous réinscrire à tout moment depuis notre page d’accueil.',
    invalidTitle: 'Ce lien n’est pas valide',
    invalid:
      'Ce lien de désinscription n’est pas valide ou est incomplet. Utilisez le lien de votre dernière newsletter, ou contactez-nous.',
    missing: 'Cette page nécessite le lien de désinscription d’un e-mail de la newsletter.',
    failed: 'Une erreur est survenue. Veuillez réessayer dans un instant.',
    backHome: 'Retour à l’accueil',
    contact: 'Nous contacter',
  },
}

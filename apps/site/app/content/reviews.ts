// Reviews: project types and departments of behaviour §3, copy of /avis-clients and /avis-clients/nouveau,
// including the moderation information the French rules on online reviews require next to the
// list (Code de la consommation, L111-7-2 and D111-16 to D111-19).
// The spec's strings in its words (project-type labels), typeset like all the copy (see types.ts).
import type { LinkItem, PageMeta } from './types'

export interface ReviewProjectType {
  value: string
  /** Stored in `type_projet` as this label (behaviour §3). */
  label: string
}

/** Behaviour §3, value → label, verbatim and in the spec's order. */
export const reviewProjectTypes = [
  { value: 'malfacons', label: 'Expertise malfaçons' },
  { value: 'fissures', label: 'Expertise fissures' },
  { value: 'reception_chantier', label: 'Réception de chantier' },
  { value: 'litiges', label: 'Litige / désaccord' },
  { value: 'humidite_infiltrations', label: 'Infiltrations ou humidité' },
  { value: 'assistance_reception', label: 'Assistance à réception' },
  { value: 'avis_achat', label: 'Avis avant acquisition' },
  { value: 'autres', label: 'Autre expertise bâtiment' },
] as const satisfies readonly ReviewProjectType[]

export type ReviewProjectTypeValue = (typeof reviewProjectTypes)[number]['value']

/**
 * Localisation choices (behaviour §3): 43 departments, sorted by code — Auvergne-Rhône-Alpes, Occitanie,
 * Nouvelle-Aquitaine and the neighbouring Provence-Alpes-Côte d’Azur departments.
 */
export const departments = [
  { code: '01', name: 'Ain' },
  { code: '03', name: 'Allier' },
  { code: '04', name: 'Alpes-de-Haute-Provence' },
  { code: '05', name: 'Hautes-Alpes' },
  { code: '06', name: 'Alpes-Maritimes' },
  { code: '07', name: 'Ardèche' },
  { code: '09', name: 'Ariège' },
  { code: '11', name: 'Aude' },
  { code: '12', name: 'Aveyron' },
  { code: '13', name: 'Bouches-du-Rhône' },
  { code: '15', name: 'Cantal' },
  { code: '16', name: 'Charente' },
  { code: '17', name: 'Charente-Maritime' },
  { code: '19', name: 'Corrèze' },
  { code: '23', name: 'Creuse' },
  { code: '24', name: 'Dordogne' },
  { code: '26', name: 'Drôme' },
  { code: '30', name: 'Gard' },
  { code: '31', name: 'Haute-Garonne' },
  { code: '32', name: 'Gers' },
  { code: '33', name: 'Gironde' },
  { code: '34', name: 'Hérault' },
  { code: '38', name: 'Isère' },
  { code: '40', name: 'Landes' },
  { code: '42', name: 'Loire' },
  { code: '43', name: 'Haute-Loire' },
  { code: '46', name: 'Lot' },
  { code: '47', name: 'Lot-et-Garonne' },
  { code: '48', name: 'Lozère' },
  { code: '63', name: 'Puy-de-Dôme' },
  { code: '64', name: 'Pyrénées-Atlantiques' },
  { code: '65', name: 'Hautes-Pyrénées' },
  { code: '66', name: 'Pyrénées-Orientales' },
  { code: '69', name: 'Rhône' },
  { code: '73', name: 'Savoie' },
  { code: '74', name: 'Haute-Savoie' },
  { code: '79', name: 'Deux-Sèvres' },
  { code: '81', name: 'Tarn' },
  { code: '82', name: 'Tarn-et-Garonne' },
  { code: '83', name: 'Var' },
  { code: '84', name: 'Vaucluse' },
  { code: '86', name: 'Vienne' },
  { code: '87', name: 'Haute-Vienne' },
] as const satisfies readonly { code: string; name: string }[]

export type Department = (typeof departments)[number]

/**
 * The spelling stored with a review, read by the owner's CLI and the reviews already stored (behaviour §3):
 * '34 - Hérault'. Built here rather than written as a literal, which the content's typography check would have typeset.
 */
export const departmentValue = ({ code, name }: Department) => `${code} - ${name}`

/** What the visitor reads in the list, in French typography: '34 – Hérault' (no-break space, en dash). */
export const departmentLabel = ({ code, name }: Department) => `${code}\u00A0– ${name}`

/** How long reviews wait for moderation and stay online; reused by the terms and privacy policy. */
export const reviewModeration = {
  usualDelay: 'quelques jours ouvrés',
  maximumDelay: '15 jours',
  retention: 'trois ans',
  /**
   * How long the salted hash of the sender's IP address is kept (spam brake: settings.client_retention
   * of the database, checked equal by review-text.test.ts).
   */
  addressRetention: '24\u00a0heures',
} as const

export interface FaqItem {
  question: string
  answer: readonly string[]
  links?: readonly LinkItem[]
}

export const reviewsPage = {
  meta: {
    title: 'Avis clients : ils nous ont confié leur expertise',
    description:
      'Lisez les avis vérifiés de nos clients sur nos expertises bâtiment (malfaçons, fissures, humidité, réception de chantier) et partagez le vôtre.',
    keywords: ['avis clients expert d’assuré', 'avis expertise bâtiment', 'témoignages', 'expert bâtiment avis'],
  } satisfies PageMeta,
  hero: {
    badge: 'Témoignages',
    title: 'Avis de nos clients',
    intro: 'Propriétaires, locataires, acquéreurs : ils ont fait appel à nous pour défendre leurs intérêts. Découvrez leur expérience et partagez la vôtre.',
    button: { label: 'Laisser un avis', href: '/avis-clients/nouveau' } satisfies LinkItem,
  },
  listTitle: 'Tous les avis',
  /** Short notice shown right next to the list (D111-17: control, ranking, counterpart). */
  moderationNotice:
    'Chaque avis est vérifié par notre équipe avant publication. Les avis sont publiés sans contrepartie et classés du plus récent au plus ancien, avec leur date de dépôt.',
  /** The pagination's polite status, `{page}` and `{count}` replaced ('Page 2 sur 4'). */
  paginationStatus: 'Page {page} sur {count}',
  /** Not in the spec: in place of the pagination when the page runs no JavaScript (off, or not loaded: its buttons need it). */
  paginationWithoutScript: 'Sans JavaScript, seule la première page des avis s’affiche\u00a0: activez-le pour lire les suivantes.',
  /** Label of the button of the empty state. */
  shareButtonLabel: 'Partager mon expérience',
  faq: {
    title: 'Questions fréquentes sur les avis',
    items: [
      {
        question: 'Comment vérifiez-vous l’authenticité des avis ?',
        answer: [
          `Aucun avis n’est publié automatiquement : chacun est lu par notre équipe avant sa mise en ligne, en général sous ${reviewModeration.usualDelay} et au plus tard ${reviewModeration.maximumDelay} après son dépôt. Nous vérifions qu’il se rapporte bien à une expertise réalisée par notre cabinet, notamment à l’aide de l’adresse e-mail facultative que vous pouvez indiquer, et qu’il respecte nos conditions d’utilisation.`,
          'Un avis peut être refusé s’il contient des propos injurieux, diffamatoires ou discriminatoires, des informations personnelles sur un tiers, s’il est sans rapport avec une prestation de notre cabinet, s’il apparaît frauduleux ou en double, ou s’il a un caractère publicitaire. Un avis n’est jamais refusé parce qu’il est négatif. Si votre avis n’est pas publié et que vous nous avez laissé votre adresse e-mail, nous vous en indiquons la raison.',
          `Aucun avis ne donne lieu à une contrepartie : nous ne rémunérons pas les avis et n’offrons aucun avantage en échange. Les avis sont affichés du plus récent au plus ancien, avec leur date de dépôt, et restent en ligne ${reviewModeration.retention} au plus.`,
        ],
      },
      {
        question: 'Puis-je modifier ou supprimer mon avis ?',
        answer: [
          'Oui, à tout moment et gratuitement. Contactez-nous par e-mail ou via notre page Contact en précisant votre nom (ou la mention « Client anonyme »), la date de votre avis et, si vous l’aviez indiquée, l’adresse e-mail utilisée. Nous modifions ou supprimons votre avis dans les meilleurs délais.',
        ],
        links: [{ label: 'Nous contacter', href: '/contact' }],
      },
      {
        question: 'Comment partager mon expérience ?',
        answer: [
          'Cliquez sur « Laisser un avis », choisissez le type d’expertise dont vous avez bénéficié, attribuez une note de 1 à 5 étoiles et décrivez votre expérience en quelques phrases. Vous pouvez rester anonyme ; votre adresse e-mail, facultative, n’est jamais publiée.',
        ],
        links: [{ label: 'Laisser un avis', href: '/avis-clients/nouveau' }],
      },
    ] satisfies readonly FaqItem[],
  },
  cta: {
    title: 'Vous aussi, faites-vous accompagner',
    text: 'Malfaçons, fissures, humidité, litiges de chantier : découvrez comment nous pouvons défendre vos intérêts.',
    button: { label: 'Découvrir nos services', href: '/services' } satisfies LinkItem,
  },
} as const

export const newReviewPage = {
  meta: {
    title: 'Donner votre avis sur notre expertise',
    description:
      'Vous avez fait appel à notre cabinet ? Partagez votre expérience en quelques minutes : votre avis aide d’autres particuliers à choisir leur expert.',
    keywords: ['laisser un avis', 'avis expert d’assuré', 'témoignage client'],
  } satisfies PageMeta,
  backLink: { label: 'Retour aux avis clients', href: '/avis-clients' } satisfies LinkItem,
  title: 'Partagez votre expérience',
  intro:
    'Votre avis compte : il aide d’autres particuliers à choisir leur expert et nous aide à nous améliorer. Il sera publié après vérification par notre équipe.',
  /** GDPR notice under the review form (art. 13 GDPR). */
  privacyNotice: {
    paragraphs: [
      'Les informations saisies servent uniquement à publier votre avis après modération. Votre nom (ou la mention « Client anonyme »), votre département, votre note, votre message, le type d’expertise et la date de dépôt sont publiés sur ce site. Votre adresse e-mail, facultative, n’est jamais affichée : elle nous permet seulement de vérifier votre avis et de vous contacter à son sujet.',
      `Ces données sont hébergées par notre prestataire Supabase et conservées tant que l’avis est en ligne, ${reviewModeration.retention} au plus. Pour limiter les envois abusifs, une empreinte de l’adresse IP de votre connexion (un code calculé à partir d’elle, sans l’adresse elle-même) est aussi conservée ${reviewModeration.addressRetention}, puis effacée. Vous pouvez à tout moment demander l’accès à vos données, leur rectification ou leur suppression.`,
    ],
    link: { label: 'Politique de confidentialité', href: '/politique-confidentialite' } satisfies LinkItem,
  },
} as const

/** The review form's validation messages and toasts (behaviour §5, §8), verbatim. */
export const reviewMessages = {
  name: 'Veuillez indiquer votre nom ou cocher « Rester anonyme »',
  projectType: 'Veuillez sélectionner un type de projet',
  rating: 'Veuillez attribuer une note',
  messageBlank: 'Veuillez partager votre avis',
  messageShort: 'Votre avis doit contenir au moins 10 caractères',
  /** Beyond what the table accepts: said on the field, instead of a failed send. */
  messageLong: 'Votre avis ne peut pas dépasser 2 000 caractères',
  nameLong: 'Votre nom ne peut pas dépasser 100 caractères',
  acceptTerms: 'Vous devez accepter les conditions d’utilisation',
  email: 'L’adresse email n’est pas valide',
  incomplete: { title: 'Formulaire incomplet', description: 'Veuillez remplir tous les champs obligatoires correctement' },
  success: {
    title: 'Avis envoyé avec succès',
    description: 'Merci d’avoir partagé votre expérience ! Votre avis sera publié après modération.',
  },
  failure: { title: 'Erreur', description: 'Une erreur est survenue lors de l’envoi de votre avis. Veuillez réessayer.' },
  /** The server's spam brake answered (HTTP 429): not a network error, and retrying at once will not help. */
  rateLimited: {
    title: 'Trop d’avis envoyés',
    description: 'Trop d’avis ont été envoyés récemment. Votre avis n’a pas été enregistré : veuillez réessayer plus tard.',
  },
} as const

/** The review form's labels, helps and button texts. */
export const reviewFormLabels = {
  name: 'Votre nom',
  anonymous: 'Rester anonyme',
  email: 'Adresse email',
  emailHelp: 'Facultative, jamais publiée.',
  projectType: 'Type de projet',
  projectTypePlaceholder: 'Sélectionnez un type de projet',
  location: 'Votre département',
  locationHelp: 'Facultatif.',
  locationPlaceholder: 'Sélectionnez votre département',
  /** The list's first choice, which takes a chosen department back. */
  noLocation: 'Non précisé',
  rating: 'Votre note',
  message: 'Votre avis',
  /** Behaviour §5: the message's minimum length (constants.reviewMessageMinLength). */
  messageHelp: 'Au moins 10 caractères.',
  messagePlaceholder: 'Décrivez votre expérience : la situation, notre intervention, le résultat…',
  terms: { before: 'J’accepte les ', link: 'conditions d’utilisation', href: '/conditions-utilisation' },
  submit: 'Envoyer mon avis',
  submitting: 'Envoi en cours…',
}

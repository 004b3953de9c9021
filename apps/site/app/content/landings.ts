// Copy of the five landing pages (defects, cracks, damp, pre-purchase, site handover).
// The spec's strings in its words (claims of behaviour §2, form presets), typeset (see types.ts).
import type { PageMeta, TitledText } from './types'

export const landingPaths = ['/expertise-malfacons', '/expertise-fissures', '/humidite', '/avis-avant-achat', '/reception-chantier'] as const

export type LandingPath = (typeof landingPaths)[number]

/** Claims of behaviour §2, verbatim where the spec quotes them. */
export const landingClaims = {
  emergency: 'Urgence 24 h/24',
  report: 'Rapport sous 48 h',
  travel: 'Déplacement sous 24 h',
  quote: 'Devis sous 24 h',
  hiddenDefects: '70 % des acquéreurs découvrent des défauts cachés',
} as const

export type LandingClaim = keyof typeof landingClaims

/** Project type pre-selected in the landing's form (behaviour §2: cracks and damp landings). */
export interface ProjectTypePreset {
  /** Label shown and sent, verbatim from the spec. */
  label: string
  /** Matching contact-form `project_type` value (behaviour §3). */
  contactValue: string
}

export interface LandingSection {
  /** 'topics' renders a grid of sub-topics, 'steps' a numbered sequence. */
  kind: 'topics' | 'steps'
  title: string
  intro?: string
  items: readonly TitledText[]
}

export interface LandingContent {
  path: LandingPath
  meta: PageMeta
  hero: {
    badge: string
    title: string
    subtitle: string
    /** Keys of `landingClaims` shown as highlights under the hero. */
    claims: readonly LandingClaim[]
    /** Button dialling the company phone number. */
    phoneLabel: string
    /** Button scrolling to the mini contact form. */
    scrollLabel: string
  }
  /** A key figure put forward on the page (pre-purchase landing). */
  highlight?: { claim: LandingClaim; text: string }
  sections: readonly LandingSection[]
  benefits: { title: string; items: readonly TitledText[] }
  form: { title: string; text: string; preset?: ProjectTypePreset }
}

const PHONE_LABEL = 'Appeler un expert'
const SCROLL_LABEL = 'Être rappelé gratuitement'

const standardSteps: LandingSection = {
  kind: 'steps',
  title: 'Comment se déroule l’expertise ?',
  items: [
    { title: 'Vous nous contactez', text: 'Par téléphone ou via le formulaire : nous étudions votre situation et vous remettons un devis gratuit sous 24 h.' },
    { title: 'Nous nous déplaçons', text: 'Un expert se rend chez vous sous 24 h après votre accord, en cas d’urgence comme pour un premier avis.' },
    { title: 'Nous vous remettons le rapport', text: 'Constats, causes, solutions et chiffrage : votre rapport d’expertise vous est remis sous 48 h.' },
    { title: 'Nous défendons votre dossier', text: 'Auprès de l’entreprise, des assureurs et de leurs experts, en recherchant d’abord une solution amiable.' },
  ],
}

const independenceBenefit: TitledText = {
  title: 'Un expert indépendant',
  text: 'Nous ne travaillons ni pour les assureurs ni pour les constructeurs : nous défendons uniquement vos intérêts.',
}

export const landings: Readonly<Record<LandingPath, LandingContent>> = {
  '/expertise-malfacons': {
    path: '/expertise-malfacons',
    meta: {
      title: 'Malfaçons dans vos travaux ? Expert indépendant sous 24 h',
      description: 'Travaux mal faits ou non conformes : un expert d’assuré se déplace sous 24 h, constate les malfaçons et vous remet son rapport sous 48 h.',
      keywords: ['malfaçons travaux', 'expert malfaçons', 'recours artisan', 'garantie décennale', 'expertise bâtiment urgente'],
    },
    hero: {
      badge: 'Expertise malfaçons',
      title: 'Malfaçons : faites constater les désordres par un expert indépendant',
      subtitle:
        'Travaux bâclés, non conformes ou dangereux ? Nous constatons les défauts, identifions les responsabilités et défendons vos droits face à l’entreprise et aux assureurs.',
      claims: ['emergency', 'travel', 'report', 'quote'],
      phoneLabel: PHONE_LABEL,
      scrollLabel: SCROLL_LABEL,
    },
    sections: [
      {
        kind: 'topics',
        title: 'Les malfaçons que nous expertisons',
        items: [
          { title: 'Gros œuvre et structure', text: 'Fondations, murs, dalles et planchers non conformes ou fissurés.' },
          { title: 'Toiture et charpente', text: 'Couverture mal posée, défauts d’étanchéité, charpente sous-dimensionnée.' },
          { title: 'Façades et enduits', text: 'Enduits qui cloquent, se fissurent ou se détachent.' },
          { title: 'Menuiseries', text: 'Fenêtres et portes mal ajustées, défauts d’étanchéité à l’air et à l’eau.' },
          { title: 'Carrelages et revêtements', text: 'Carreaux décollés ou fissurés, défauts de planéité.' },
          { title: 'Équipements', text: 'Plomberie, électricité, chauffage ou ventilation défaillants.' },
        ],
      },
      standardSteps,
    ],
    benefits: {
      title: 'Pourquoi faire appel à nous ?',
      items: [
        independenceBenefit,
        { title: 'Des preuves solides', text: 'Un rapport technique argumenté, photos à l’appui, que l’entreprise et les assureurs ne peuvent ignorer.' },
        { title: 'Un chiffrage précis', text: 'Le coût réel des reprises, pour négocier une réparation ou une indemnisation juste.' },
        { title: 'L’amiable d’abord', text: 'Nous privilégions l’accord, et vous assistons en expertise judiciaire si nécessaire.' },
      ],
    },
    form: {
      title: 'Décrivez-nous vos malfaçons',
      text: 'Quelques lignes suffisent : un expert vous rappelle rapidement, sans engagement.',
    },
  },

  '/expertise-fissures': {
    path: '/expertise-fissures',
    meta: {
      title: 'Fissures sur votre maison ? Expertise fissures sous 24 h',
      description: 'Fissures en façade ou sur un mur porteur : un expert mesure leur gravité, trouve leur cause et défend votre dossier. Rapport sous 48 h.',
      keywords: ['fissures maison', 'expert fissures', 'fissure mur porteur', 'sécheresse fissures', 'catastrophe naturelle'],
    },
    hero: {
      badge: 'Expertise fissures',
      title: 'Des fissures inquiétantes ? Un expert évalue leur gravité',
      subtitle:
        'Fissures en escalier, en façade ou qui s’élargissent : nous en recherchons la cause et vous aidons à obtenir une prise en charge par la garantie ou l’assurance adaptée.',
      claims: ['emergency', 'travel', 'report', 'quote'],
      phoneLabel: PHONE_LABEL,
      scrollLabel: SCROLL_LABEL,
    },
    sections: [
      {
        kind: 'topics',
        title: 'Ce que nous analysons',
        items: [
          { title: 'Fissures structurelles', text: 'Fissures traversantes ou en escalier sur les murs porteurs.' },
          { title: 'Sécheresse et argiles', text: 'Retrait-gonflement des sols argileux, fréquent dans le sud de la France.' },
          { title: 'Tassements et fondations', text: 'Mouvements du sol, fondations insuffisantes ou endommagées.' },
          { title: 'Fissures de façade', text: 'Enduits fissurés et risques d’infiltration.' },
          { title: 'Symptômes associés', text: 'Portes qui frottent, carrelage qui se fend, décollements.' },
          { title: 'Suivi d’évolution', text: 'Mesures dans le temps pour savoir si la fissure est stabilisée.' },
        ],
      },
      standardSteps,
    ],
    benefits: {
      title: 'Nos engagements',
      items: [
        independenceBenefit,
        { title: 'Un diagnostic clair', text: 'Gravité, cause et urgence : vous savez exactement où vous en êtes.' },
        { title: 'Le bon recours', text: 'Garantie décennale, catastrophe naturelle ou responsabilité d’un tiers : nous identifions la bonne voie.' },
        { title: 'Face à l’assureur', text: 'Nous discutons les conclusions de l’expert de la compagnie, pièces techniques à l’appui.' },
      ],
    },
    form: {
      title: 'Faites expertiser vos fissures',
      text: 'Indiquez-nous où se situent les fissures et depuis quand vous les observez : un expert vous rappelle rapidement.',
      preset: { label: 'Expertise fissures', contactValue: 'fissures' },
    },
  },

  '/humidite': {
    path: '/humidite',
    meta: {
      title: 'Humidité, moisissures, infiltrations : expertise sous 24 h',
      description:
        'Murs humides, moisissures ou infiltrations : un expert indépendant trouve la vraie cause et vous oriente vers les bons travaux. Rapport sous 48 h.',
      keywords: ['humidité maison', 'expert humidité', 'infiltrations', 'moisissures', 'remontées capillaires'],
    },
    hero: {
      badge: 'Infiltrations et humidité',
      title: 'Humidité ou infiltrations : trouvons la vraie cause',
      subtitle: 'Avant d’engager des travaux coûteux, faites identifier l’origine de l’humidité par un expert indépendant, qui ne vend aucun traitement.',
      claims: ['emergency', 'travel', 'report', 'quote'],
      phoneLabel: PHONE_LABEL,
      scrollLabel: SCROLL_LABEL,
    },
    sections: [
      {
        kind: 'topics',
        title: 'Les causes que nous recherchons',
        items: [
          { title: 'Remontées capillaires', text: 'Humidité qui monte du sol dans les murs, salpêtre en pied de mur.' },
          { title: 'Condensation', text: 'Ventilation insuffisante, moisissures, buée persistante.' },
          { title: 'Infiltrations', text: 'Eau qui entre par la toiture, la façade, une terrasse ou les menuiseries.' },
          { title: 'Fuites cachées', text: 'Canalisations encastrées, réseaux d’évacuation, joints défaillants.' },
        ],
      },
      standardSteps,
    ],
    benefits: {
      title: 'Pourquoi un expert indépendant ?',
      items: [
        { title: 'Aucun traitement à vendre', text: 'Notre seul intérêt est de trouver la bonne cause, pas de vous vendre une solution.' },
        { title: 'Des mesures sur place', text: 'Un diagnostic fondé sur des mesures et l’observation du bâti.' },
        { title: 'Les responsabilités établies', text: 'Si des travaux ou un voisin sont en cause, nous identifions qui doit réparer.' },
        { title: 'Un rapport exploitable', text: 'Pour l’entreprise, l’assureur ou la copropriété, remis sous 48 h.' },
      ],
    },
    form: {
      title: 'Parlez-nous de votre problème d’humidité',
      text: 'Décrivez les traces observées et les pièces concernées : un expert vous rappelle rapidement.',
      preset: { label: 'Infiltrations ou humidité', contactValue: 'humidite' },
    },
  },

  '/avis-avant-achat': {
    path: '/avis-avant-achat',
    meta: {
      title: 'Avis d’expert avant achat immobilier : achetez sereinement',
      description: 'Avant d’acheter une maison, faites-la examiner par un expert du bâtiment : défauts, gravité, coût des travaux. Rapport sous 48 h.',
      keywords: ['avis avant achat', 'expert avant achat maison', 'défauts cachés', 'inspection immobilière', 'négocier prix maison'],
    },
    hero: {
      badge: 'Avis avant acquisition',
      title: 'Achetez en connaissance de cause',
      subtitle: 'Un expert du bâtiment visite le bien avec vous, repère les défauts et estime le coût des travaux avant que vous vous engagiez.',
      claims: ['hiddenDefects', 'travel', 'report', 'quote'],
      phoneLabel: PHONE_LABEL,
      scrollLabel: SCROLL_LABEL,
    },
    highlight: {
      claim: 'hiddenDefects',
      text: 'Fissures, humidité, toiture ou installations vieillissantes : mieux vaut les découvrir avant la signature que dans les mois qui suivent.',
    },
    sections: [
      {
        kind: 'topics',
        title: 'Ce que nous contrôlons',
        items: [
          { title: 'Structure', text: 'Murs, fondations apparentes, planchers, fissures.' },
          { title: 'Toiture et charpente', text: 'Couverture, zinguerie, charpente accessible.' },
          { title: 'Humidité', text: 'Traces d’infiltration, de remontées ou de condensation.' },
          { title: 'Façades et menuiseries', text: 'Enduits, fenêtres, portes, étanchéité.' },
          { title: 'Équipements', text: 'État apparent du chauffage, de la plomberie et de la ventilation.' },
          { title: 'Travaux récents', text: 'Qualité d’exécution et documents justificatifs.' },
        ],
      },
      {
        kind: 'steps',
        title: 'Comment se déroule l’avis avant achat ?',
        items: [
          { title: 'Votre demande', text: 'Vous nous présentez le bien et vos interrogations ; devis gratuit sous 24 h.' },
          { title: 'La visite', text: 'Nous visitons le bien avec vous, idéalement avant le compromis.' },
          { title: 'Le rapport', text: 'Défauts repérés, gravité et coût estimé des travaux, remis sous 48 h.' },
          { title: 'Votre décision', text: 'Négocier, demander des travaux au vendeur ou renoncer : vous décidez en connaissance de cause.' },
        ],
      },
    ],
    benefits: {
      title: 'Ce que vous y gagnez',
      items: [
        { title: 'Des arguments pour négocier', text: 'Le coût chiffré des travaux justifie une offre plus juste.' },
        { title: 'Moins de mauvaises surprises', text: 'Les défauts sont identifiés avant l’achat, pas après l’emménagement.' },
        { title: 'Un regard indépendant', text: 'Nous ne touchons aucune commission sur la vente : notre avis est objectif.' },
        { title: 'En complément des diagnostics', text: 'Notre avis porte sur le bâti et complète les diagnostics obligatoires, sans les remplacer.' },
      ],
    },
    form: {
      title: 'Demandez votre avis avant achat',
      text: 'Indiquez la commune du bien et la date envisagée pour la visite : nous vous rappelons rapidement.',
    },
  },

  '/reception-chantier': {
    path: '/reception-chantier',
    meta: {
      title: 'Assistance à la réception de chantier par un expert',
      description:
        'Maison neuve ou rénovation : un expert vous assiste à la réception, contrôle l’ouvrage et rédige des réserves précises pour protéger vos garanties.',
      keywords: ['réception de chantier', 'assistance réception maison neuve', 'réserves réception', 'procès-verbal de réception', 'CCMI'],
    },
    hero: {
      badge: 'Réception de chantier',
      title: 'Ne signez pas la réception de vos travaux seul',
      subtitle: 'La réception déclenche vos garanties : un expert contrôle l’ouvrage à vos côtés et vous aide à formuler des réserves précises.',
      claims: ['travel', 'report', 'quote', 'emergency'],
      phoneLabel: PHONE_LABEL,
      scrollLabel: SCROLL_LABEL,
    },
    sections: [
      {
        kind: 'steps',
        title: 'Notre assistance, étape par étape',
        items: [
          { title: 'Préparation', text: 'Nous étudions le contrat, les plans et la notice descriptive avant la visite.' },
          { title: 'Contrôle', text: 'Le jour de la réception, nous vérifions l’ouvrage pièce par pièce, avec vous.' },
          { title: 'Réserves', text: 'Nous vous aidons à inscrire des réserves claires et précises au procès-verbal.' },
          { title: 'Levée des réserves', text: 'Nous vérifions que les reprises ont été correctement réalisées.' },
        ],
      },
      {
        kind: 'topics',
        title: 'Ce que nous vérifions',
        items: [
          { title: 'Conformité au contrat', text: 'Prestations, matériaux et plans prévus.' },
          { title: 'Finitions', text: 'Revêtements, peintures, menuiseries, carrelages.' },
          { title: 'Étanchéité', text: 'Toiture, terrasses, menuiseries extérieures.' },
          { title: 'Équipements', text: 'Fonctionnement de la plomberie, de l’électricité, du chauffage et de la ventilation.' },
        ],
      },
    ],
    benefits: {
      title: 'Pourquoi vous faire assister ?',
      items: [
        { title: 'Vos garanties protégées', text: 'Un défaut visible non réservé à la réception est bien plus difficile à faire reprendre ensuite.' },
        { title: 'Des réserves opposables', text: 'Des réserves précises et techniques que l’entreprise ne peut pas contester facilement.' },
        { title: 'Un solde maîtrisé', text: 'Des conseils sur la retenue de garantie et le paiement du solde.' },
        independenceBenefit,
      ],
    },
    form: {
      title: 'Planifiez votre assistance à réception',
      text: 'Indiquez-nous la date prévue pour la réception : nous organisons la visite à vos côtés.',
    },
  },
}

// Service pages (/services/{slug}), the services tabs and the footer's service links.
// The spec's strings in its words (tab labels, « Service introuvable »…), typeset (see types.ts).
import type { IllustrationName } from '@expert/ui/Illustration'
import type { LinkItem, PageMeta } from './types'

/** The nine slugs with content in behaviour §2, then the extra service pages (behaviour, deviation 3). */
export const serviceSlugs = [
  'malfacons',
  'fissures',
  'humidite',
  'infiltrations',
  'degats-des-eaux',
  'rupture-relations',
  'abandon-chantier',
  'reception-chantier',
  'expertise-avant-achat-vente',
  'incendies',
  'expertise-avant-achat',
  'valeur-venale-avant-sinistre',
  'valeur-venale-apres-sinistre',
  'bilan-avant-achat',
  'bilan-avant-vente',
] as const

export type ServiceSlug = (typeof serviceSlugs)[number]

/** Semantic icon names; the design system maps them to its own pictograms. */
export type ServiceIcon =
  | 'defects'
  | 'cracks'
  | 'damp'
  | 'infiltration'
  | 'water-damage'
  | 'broken-relationship'
  | 'abandoned-site'
  | 'handover'
  | 'property'
  | 'fire'
  | 'value'
  | 'checklist'

export interface ServiceAdvice {
  /** Always 'Notre conseil'. */
  title: string
  text: string
}

export interface ServiceContent {
  slug: ServiceSlug
  title: string
  /** Card text, one or two sentences. */
  description: string
  icon: ServiceIcon
  meta: PageMeta
  /** One or two paragraphs. */
  introduction: readonly string[]
  examples: readonly string[]
  advice: ServiceAdvice
  /** Items of the 'Notre accompagnement' list. */
  accompaniment: readonly string[]
  /**
   * The service's original drawing, by its design-system name, or null (behaviour §2: the first
   * eight slugs, bilan-avant-achat, bilan-avant-vente have one).
   */
  illustration: IllustrationName | null
  /** True when `illustration` is set. */
  hasImage: boolean
  /** Text alternative of the illustration when it carries meaning; '' when decorative. */
  imageAlt: string
}

const ADVICE_TITLE = 'Notre conseil'

/** A service's content; `hasImage` follows from its illustration. */
const service = (content: Omit<ServiceContent, 'hasImage'>): ServiceContent => ({ ...content, hasImage: content.illustration !== null })

export const services: Readonly<Record<ServiceSlug, ServiceContent>> = {
  malfacons: service({
    slug: 'malfacons',
    title: 'Expertise malfaçons',
    description:
      'Travaux mal exécutés, non conformes ou inachevés : nous constatons les désordres et défendons vos droits face à l’entreprise et aux assureurs.',
    icon: 'defects',
    meta: {
      title: 'Expertise malfaçons : faites valoir vos droits',
      description: 'Travaux non conformes, mal exécutés ? Un expert d’assuré indépendant constate les malfaçons, chiffre les reprises et défend vos intérêts.',
      keywords: ['expertise malfaçons', 'malfaçon travaux', 'expert bâtiment indépendant', 'garantie décennale', 'litige artisan'],
    },
    introduction: [
      'Une malfaçon est un défaut d’exécution : travaux non conformes au devis, aux règles de l’art ou aux normes techniques, finitions bâclées, matériaux inadaptés. Qu’elle apparaisse en cours de chantier ou après la réception, elle peut compromettre la solidité, l’étanchéité ou simplement le confort de votre logement.',
      'Expert d’assuré indépendant, nous examinons les désordres sur place, en identifions les causes et chiffrons les travaux de reprise. Notre rapport vous donne des arguments techniques solides pour obtenir réparation auprès de l’entreprise, de son assureur ou du vôtre, en recherchant d’abord une solution amiable.',
    ],
    examples: [
      'Carrelage qui sonne creux, se fissure ou se décolle',
      'Enduit de façade qui cloque ou se détache',
      'Menuiseries mal posées laissant passer l’air ou l’eau',
      'Charpente ou couverture non conforme aux règles de l’art',
      'Installation de plomberie ou d’électricité défaillante',
      'Dalle ou plancher présentant des défauts de planéité',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Ne laissez pas l’entreprise reprendre ou démolir les éléments litigieux avant un constat : photographiez les désordres, datez vos photos et conservez devis, factures et échanges écrits. Ces preuves seront décisives pour faire jouer les garanties de parfait achèvement, de bon fonctionnement ou décennale.',
    },
    accompaniment: [
      'Analyse de vos documents : devis, contrat, factures, procès-verbal de réception',
      'Visite sur place et constat détaillé des désordres',
      'Recherche des causes au regard des règles de l’art',
      'Chiffrage des travaux de reprise',
      'Rapport d’expertise argumenté, photos à l’appui',
      'Assistance lors des réunions avec l’entreprise, les assureurs et leurs experts, jusqu’à l’expertise judiciaire si nécessaire',
    ],
    illustration: 'malfacons',
    imageAlt: 'Illustration : un expert examine un mur dont l’enduit se décolle',
  }),

  fissures: service({
    slug: 'fissures',
    title: 'Expertise fissures',
    description:
      'Fissures sur les murs, la façade ou le carrelage : nous évaluons leur gravité, identifions leur origine et vous aidons à obtenir une prise en charge.',
    icon: 'cracks',
    meta: {
      title: 'Expertise fissures maison : gravité, causes, recours',
      description:
        'Fissures en façade ou sur un mur porteur ? Nous mesurons leur gravité, trouvons la cause (sol, sécheresse, structure) et défendons votre dossier.',
      keywords: ['expertise fissures', 'fissure maison', 'fissure façade', 'sécheresse argile', 'catastrophe naturelle fissures'],
    },
    introduction: [
      'Toutes les fissures ne se valent pas. Une microfissure d’enduit est souvent sans gravité, alors qu’une fissure traversante, en escalier ou qui s’élargit peut révéler un mouvement des fondations, un tassement du sol ou le retrait-gonflement des argiles lors des épisodes de sécheresse, très fréquent dans le sud de la France.',
      'Nous relevons et mesurons les fissures, en suivons l’évolution et en recherchons la cause. Vous savez ainsi s’il y a urgence, quels travaux envisager et quelle garantie peut intervenir : garantie décennale du constructeur, assurance catastrophe naturelle ou responsabilité d’un tiers.',
    ],
    examples: [
      'Fissures en escalier sur un mur porteur',
      'Fissures en façade apparues après un été sec',
      'Portes et fenêtres qui frottent ou ne ferment plus',
      'Fissures à la jonction d’une extension ou d’une terrasse',
      'Carrelage qui se fend dans plusieurs pièces',
      'Fissures apparues après des travaux chez un voisin',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Tracez au crayon les extrémités de chaque fissure et photographiez-la avec un mètre et la date : vous suivrez ainsi son évolution. Si votre commune est reconnue en état de catastrophe naturelle sécheresse, déclarez le sinistre à votre assureur sans attendre, car le délai de déclaration court à partir de la publication de l’arrêté au Journal officiel.',
    },
    accompaniment: [
      'Relevé et cartographie des fissures',
      'Analyse des causes : sol, fondations, structure, travaux',
      'Avis sur la gravité et l’urgence de la situation',
      'Préconisations de travaux et estimation de leur coût',
      'Défense de votre dossier face à l’expert de l’assurance',
      'Suivi jusqu’à l’indemnisation ou la réparation',
    ],
    illustration: 'fissures',
    imageAlt: 'Illustration : une fissure en escalier sur une façade, mesurée par un expert',
  }),

  humidite: service({
    slug: 'humidite',
    title: 'Expertise humidité',
    description:
      'Murs humides, moisissures, salpêtre ou condensation : nous trouvons l’origine de l’humidité pour traiter la cause, et non les seuls symptômes.',
    icon: 'damp',
    meta: {
      title: 'Expertise humidité : trouver la cause avant de traiter',
      description:
        'Moisissures, salpêtre, murs humides ? Un expert indépendant mesure l’humidité, identifie sa cause réelle et vous oriente vers les bons travaux.',
      keywords: ['expertise humidité', 'humidité maison', 'remontées capillaires', 'condensation', 'moisissures murs'],
    },
    introduction: [
      'L’humidité dans un logement a des causes multiples : remontées capillaires, condensation liée à une ventilation insuffisante, infiltrations par la toiture ou la façade, fuite sur une canalisation encastrée. Traiter sans diagnostic, c’est souvent payer des travaux inutiles et voir les désordres revenir.',
      'Nous réalisons des mesures sur place et observons le bâti et son environnement pour identifier la cause réelle. Notre rapport précise les solutions adaptées et, lorsque l’humidité résulte de travaux défectueux ou d’un sinistre, les responsabilités et les garanties mobilisables.',
    ],
    examples: [
      'Traces d’humidité et salpêtre en pied de mur',
      'Moisissures dans les chambres ou la salle de bains',
      'Condensation persistante sur les fenêtres',
      'Peintures et papiers peints qui se décollent',
      'Odeur de moisi dans une pièce ou un sous-sol',
      'Humidité réapparue après un traitement',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Méfiez-vous des diagnostics gratuits proposés par une entreprise qui vend ensuite le traitement. Un avis indépendant vous évite d’engager des travaux coûteux qui ne s’attaqueraient pas à la vraie cause.',
    },
    accompaniment: [
      'Mesures d’humidité et observation du bâti',
      'Identification de la ou des causes',
      'Préconisations de traitement adaptées et hiérarchisées',
      'Analyse des responsabilités lorsque des travaux sont en cause',
      'Rapport écrit pour vos démarches auprès des entreprises ou des assureurs',
    ],
    illustration: 'humidite',
    imageAlt: 'Illustration : un mur marqué de traces d’humidité et un appareil de mesure',
  }),

  infiltrations: service({
    slug: 'infiltrations',
    title: 'Expertise infiltrations',
    description: 'Eau qui pénètre par la toiture, la façade, une terrasse ou les menuiseries : nous localisons l’entrée d’eau et défendons votre dossier.',
    icon: 'infiltration',
    meta: {
      title: 'Expertise infiltrations d’eau : toiture, façade, terrasse',
      description:
        'Infiltrations par la toiture, la façade ou une terrasse ? Nous localisons l’entrée d’eau, évaluons les dommages et identifions qui doit réparer.',
      keywords: ['expertise infiltration', 'infiltration toiture', 'infiltration façade', 'étanchéité terrasse', 'fuite plafond'],
    },
    introduction: [
      'Une infiltration se manifeste souvent loin de son origine : l’eau chemine dans les murs, les isolants ou les planchers avant d’apparaître. Tuiles déplacées, solins défectueux, étanchéité de terrasse dégradée, joints de menuiserie usés ou fissures de façade sont des causes fréquentes.',
      'Nous recherchons le point d’entrée de l’eau, évaluons les dommages causés et déterminons qui doit prendre en charge la réparation : l’entreprise qui a réalisé les travaux, son assurance décennale, votre assurance habitation ou la copropriété.',
    ],
    examples: [
      'Auréoles au plafond après chaque pluie',
      'Infiltrations par une toiture-terrasse ou un balcon',
      'Eau qui entre autour d’une fenêtre ou d’une baie vitrée',
      'Façade qui laisse passer l’eau par pluie battante',
      'Infiltrations dans un sous-sol ou un garage enterré',
      'Fuites récurrentes malgré plusieurs interventions',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Notez la date, la météo et l’emplacement de chaque venue d’eau : ces observations aident beaucoup à localiser l’origine. En copropriété, prévenez rapidement le syndic, car la cause se situe souvent dans les parties communes.',
    },
    accompaniment: [
      'Recherche du point d’entrée de l’eau',
      'Évaluation des dommages intérieurs',
      'Identification des responsabilités et des garanties',
      'Chiffrage des réparations et des embellissements',
      'Assistance lors des expertises d’assurance',
      'Suivi jusqu’à la remise en état',
    ],
    illustration: 'infiltrations',
    imageAlt: 'Illustration : de l’eau s’infiltre sous une toiture et tache le plafond',
  }),

  'degats-des-eaux': service({
    slug: 'degats-des-eaux',
    title: 'Dégâts des eaux',
    description: 'Fuite, rupture de canalisation ou débordement : nous défendons vos intérêts face à l’assurance pour une indemnisation juste et complète.',
    icon: 'water-damage',
    meta: {
      title: 'Dégât des eaux : un expert d’assuré à vos côtés',
      description:
        'Dégât des eaux mal indemnisé ? Notre expert d’assuré chiffre tous vos dommages et discute l’évaluation de l’assurance pour une indemnisation juste.',
      keywords: ['dégât des eaux', 'expert d’assuré', 'indemnisation assurance habitation', 'fuite canalisation', 'contre-expertise'],
    },
    introduction: [
      'Le dégât des eaux est le sinistre le plus fréquent dans les logements. Au-delà de la fuite elle-même, il faut évaluer tous les dommages : revêtements, embellissements, mobilier, mais aussi l’humidité résiduelle et les désordres qui peuvent apparaître plusieurs semaines plus tard.',
      'L’expert mandaté par votre assureur travaille pour la compagnie. En tant qu’expert d’assuré, nous sommes à vos côtés : nous chiffrons l’ensemble de vos préjudices, vérifions l’application des garanties de votre contrat et discutons l’évaluation proposée pour obtenir une indemnisation à la hauteur des dommages.',
    ],
    examples: [
      'Rupture d’une canalisation encastrée',
      'Fuite provenant de l’appartement du dessus',
      'Débordement d’un appareil ménager',
      'Joints de douche ou de baignoire défaillants',
      'Refoulement d’égout',
      'Dommages sous-évalués par l’expert de l’assurance',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Déclarez le sinistre à votre assureur au plus vite, en général dans les cinq jours ouvrés, et remplissez un constat amiable dégât des eaux si un voisin est concerné. Gardez les éléments endommagés et les factures : ils justifient la valeur de vos biens.',
    },
    accompaniment: [
      'Relevé complet des dommages immobiliers et mobiliers',
      'Vérification des garanties et des plafonds de votre contrat',
      'Chiffrage détaillé des travaux de remise en état',
      'Présence à vos côtés lors de l’expertise d’assurance',
      'Discussion et négociation de l’indemnisation',
      'Contrôle de l’humidité résiduelle avant les travaux',
    ],
    illustration: 'degats-des-eaux',
    imageAlt: 'Illustration : une canalisation qui fuit sous un évier',
  }),

  'rupture-relations': service({
    slug: 'rupture-relations',
    title: 'Rupture des relations avec l’entreprise',
    description: 'Le dialogue est rompu avec votre artisan ou votre constructeur : nous faisons le point sur le chantier et vous aidons à sortir du conflit.',
    icon: 'broken-relationship',
    meta: {
      title: 'Conflit avec un artisan ou un constructeur : nos solutions',
      description:
        'Dialogue rompu avec votre entreprise de travaux ? Nous établissons un état objectif du chantier et recherchons avec vous une issue amiable.',
      keywords: ['litige artisan', 'conflit constructeur', 'litige travaux', 'expert bâtiment', 'médiation chantier'],
    },
    introduction: [
      'Retards à répétition, désaccord sur les travaux réalisés, demandes de paiement injustifiées, réponses qui ne viennent plus : la relation avec l’entreprise peut se dégrader au point de bloquer le chantier. Dans cette situation, chaque décision compte et une erreur peut coûter cher.',
      'Nous établissons un état objectif des travaux : ce qui a été réalisé, ce qui est conforme, ce qui reste à faire et ce qui a déjà été payé. Sur cette base, nous recherchons avec vous une issue amiable et, si elle échoue, nous vous préparons aux étapes suivantes.',
    ],
    examples: [
      'Entreprise qui ne répond plus aux appels ni aux courriers',
      'Désaccord sur la qualité ou la conformité des travaux',
      'Demande de paiement sans rapport avec l’avancement réel',
      'Travaux supplémentaires facturés sans accord écrit',
      'Retards importants et injustifiés',
      'Menace d’arrêt du chantier',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Privilégiez l’écrit : une lettre recommandée avec accusé de réception vaut mieux que dix appels. Ne versez aucune somme qui ne correspond pas à l’avancement réel des travaux et ne faites pas intervenir une autre entreprise avant d’avoir fait constater l’état du chantier.',
    },
    accompaniment: [
      'Analyse du contrat, du devis et des paiements effectués',
      'Constat de l’avancement et de la conformité des travaux',
      'Chiffrage des reprises et des travaux restant à réaliser',
      'Appui technique pour vos courriers et mises en demeure',
      'Réunion de conciliation avec l’entreprise',
      'Préparation du dossier en vue d’une médiation ou d’une expertise judiciaire',
    ],
    illustration: 'rupture-relations',
    imageAlt: 'Illustration : un particulier et un artisan de part et d’autre d’un chantier à l’arrêt',
  }),

  'abandon-chantier': service({
    slug: 'abandon-chantier',
    title: 'Abandon de chantier',
    description: 'L’entreprise a quitté le chantier sans terminer les travaux : nous faisons constater la situation et chiffrons ce qu’il reste à faire.',
    icon: 'abandoned-site',
    meta: {
      title: 'Abandon de chantier : constat et chiffrage par un expert',
      description:
        'Votre entreprise a abandonné le chantier ? Nous constatons l’état des travaux, chiffrons leur achèvement et préparons votre dossier de recours.',
      keywords: ['abandon de chantier', 'artisan disparu', 'chantier inachevé', 'garantie de livraison', 'constat chantier'],
    },
    introduction: [
      'Un chantier abandonné laisse souvent le logement exposé : ouvrage mal protégé des intempéries, matériaux qui se dégradent, travaux à moitié faits. Il faut agir vite, mais avec méthode, pour préserver vos droits et pouvoir confier la suite à une autre entreprise.',
      'Nous établissons un état détaillé du chantier, distinguons les travaux conformes de ceux à reprendre et chiffrons le coût d’achèvement. Ce dossier sert de base à vos démarches auprès de l’entreprise défaillante, de son assureur ou, pour une construction de maison individuelle, du garant de livraison.',
    ],
    examples: [
      'Artisan injoignable depuis plusieurs semaines',
      'Entreprise placée en redressement ou en liquidation judiciaire',
      'Chantier arrêté après le versement d’un acompte important',
      'Gros œuvre terminé mais second œuvre jamais commencé',
      'Construction de maison individuelle à l’arrêt',
      'Matériaux laissés sur place sans protection',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Adressez une mise en demeure par lettre recommandée avant toute autre démarche, et faites constater l’état du chantier avant l’arrivée d’une nouvelle entreprise : sans constat, il devient difficile de prouver ce qui a été fait, et par qui.',
    },
    accompaniment: [
      'Constat détaillé de l’état du chantier',
      'Inventaire des travaux réalisés, conformes ou à reprendre',
      'Chiffrage du coût d’achèvement',
      'Conseils sur les mesures conservatoires pour protéger l’ouvrage',
      'Dossier technique pour l’assureur ou le garant de livraison',
      'Accompagnement lors de la reprise des travaux',
    ],
    illustration: 'abandon-chantier',
    imageAlt: 'Illustration : un chantier inachevé avec des matériaux laissés à l’abandon',
  }),

  'reception-chantier': service({
    slug: 'reception-chantier',
    title: 'Réception de chantier',
    description: 'La réception des travaux est une étape décisive : nous vous assistons pour formuler les bonnes réserves et protéger vos garanties.',
    icon: 'handover',
    meta: {
      title: 'Assistance à la réception de chantier et des travaux',
      description: 'Faites-vous assister à la réception de vos travaux : contrôle de l’ouvrage, réserves précises au procès-verbal, garanties préservées.',
      keywords: ['réception de chantier', 'réception des travaux', 'réserves procès-verbal', 'assistance réception maison', 'levée des réserves'],
    },
    introduction: [
      'La réception est l’acte par lequel vous acceptez les travaux, avec ou sans réserves. Elle marque le point de départ des garanties légales : parfait achèvement (un an), bon fonctionnement (deux ans) et décennale (dix ans). Un défaut visible qui n’est pas réservé ce jour-là peut être bien plus difficile à faire reprendre ensuite.',
      'À vos côtés le jour de la réception, nous contrôlons l’ouvrage pièce par pièce, repérons les défauts et les non-conformités, et vous aidons à les inscrire précisément au procès-verbal. Vous signez en connaissance de cause.',
    ],
    examples: [
      'Réception d’une maison neuve construite en contrat de construction de maison individuelle',
      'Livraison d’un appartement neuf acheté sur plan (VEFA)',
      'Fin de travaux de rénovation ou d’extension',
      'Levée des réserves après les reprises de l’entreprise',
      'Désaccord avec l’entreprise sur l’achèvement des travaux',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Ne signez jamais le procès-verbal dans la précipitation. Si vous avez signé un contrat de construction de maison individuelle et que vous n’êtes pas assisté d’un professionnel lors de la réception, vous disposez de huit jours pour signaler par lettre recommandée les défauts apparents qui n’ont pas été réservés.',
    },
    accompaniment: [
      'Préparation de la visite : contrat, plans, notice descriptive',
      'Contrôle de l’ouvrage pièce par pièce',
      'Rédaction précise des réserves au procès-verbal',
      'Conseils sur la retenue de garantie et le solde à régler',
      'Suivi de la levée des réserves',
    ],
    illustration: 'reception-chantier',
    imageAlt: 'Illustration : la remise des clés d’une maison neuve avec un procès-verbal de réception',
  }),

  'expertise-avant-achat-vente': service({
    slug: 'expertise-avant-achat-vente',
    title: 'Expertise avant achat / vente',
    description: 'Avant de vous engager, faites examiner le bien par un expert indépendant : état du bâti, défauts cachés, travaux à prévoir.',
    icon: 'property',
    meta: {
      title: 'Expertise immobilière avant achat ou avant vente',
      description:
        'Achat ou vente d’un bien : un expert du bâtiment indépendant examine l’état réel de la maison et estime les travaux avant que vous vous engagiez.',
      keywords: ['expertise avant achat', 'expertise avant vente', 'visite avec un expert', 'vice caché', 'état du bâti'],
    },
    introduction: [
      'L’achat ou la vente d’un bien immobilier engage souvent l’épargne de toute une vie. Les diagnostics obligatoires ne disent rien, ou presque, de l’état de la structure, de la toiture ou des désordres existants. Une visite avec un expert du bâtiment permet de décider en connaissance de cause.',
      'Côté acheteur, nous repérons les défauts, évaluons leur gravité et estimons le coût des travaux : de quoi négocier le prix ou renoncer à temps. Côté vendeur, nous faisons le point sur l’état du bien pour donner une information claire aux acquéreurs et limiter le risque de litige après la vente.',
    ],
    examples: [
      'Maison ancienne présentant des fissures',
      'Traces d’humidité repérées lors d’une visite',
      'Toiture ou charpente dont l’état interroge',
      'Bien récemment rénové dont on ignore la qualité des travaux',
      'Vente d’un bien ayant connu un sinistre',
      'Négociation du prix en fonction des travaux à prévoir',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Faites intervenir l’expert avant de signer le compromis, ou prévoyez un délai suffisant pour organiser la visite. Notre avis complète les diagnostics immobiliers obligatoires, sans les remplacer.',
    },
    accompaniment: [
      'Visite complète du bien, en votre présence',
      'Examen de la structure, de la toiture, des façades et des pièces humides',
      'Repérage des défauts et des désordres',
      'Estimation du coût des travaux à prévoir',
      'Rapport clair pour négocier ou décider',
      'Réponses à vos questions après la visite',
    ],
    illustration: null,
    imageAlt: '',
  }),

  incendies: service({
    slug: 'incendies',
    title: 'Expertise après incendie',
    description: 'Après un incendie, nous évaluons l’ensemble des dommages et défendons votre indemnisation face à l’assureur.',
    icon: 'fire',
    meta: {
      title: 'Expertise après incendie : défendez votre indemnisation',
      description: 'Après un incendie, un expert d’assuré évalue tous vos dommages, vérifie vos garanties et discute le chiffrage de l’assureur à vos côtés.',
      keywords: ['expertise incendie', 'sinistre incendie', 'expert d’assuré incendie', 'indemnisation incendie', 'valeur à neuf'],
    },
    introduction: [
      'Un incendie, même limité, cause des dommages souvent sous-estimés : fumées et suies déposées dans tout le logement, structure fragilisée par la chaleur, dégâts des eaux liés à l’intervention des secours, frais de relogement. L’enjeu financier est considérable et le contrat d’assurance complexe à appliquer.',
      'Nous intervenons comme expert d’assuré : nous évaluons la totalité des dommages au bâtiment et au mobilier, vérifions les garanties et les modes d’indemnisation prévus par votre contrat (valeur à neuf, vétusté, frais annexes) et discutons le chiffrage de l’expert de la compagnie.',
    ],
    examples: [
      'Incendie d’origine électrique dans une pièce',
      'Feu de cheminée ayant endommagé la toiture',
      'Incendie propagé depuis un logement voisin',
      'Fumées et suies dans tout le logement',
      'Dégâts des eaux consécutifs à l’intervention des pompiers',
      'Frais de relogement et perte d’usage',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Déclarez le sinistre rapidement, photographiez tout avant le déblaiement et ne jetez rien sans l’accord de l’assureur : les biens détruits doivent souvent être constatés. Rassemblez factures, photos et relevés bancaires pour justifier la valeur de vos biens.',
    },
    accompaniment: [
      'Inventaire complet des dommages immobiliers et mobiliers',
      'Analyse des garanties, franchises et modalités d’indemnisation',
      'Chiffrage de la reconstruction ou de la remise en état',
      'Prise en compte des frais annexes : relogement, démolition, déblais',
      'Présence à vos côtés lors des réunions d’expertise',
      'Négociation jusqu’à l’accord d’indemnisation',
    ],
    illustration: null,
    imageAlt: '',
  }),

  'expertise-avant-achat': service({
    slug: 'expertise-avant-achat',
    title: 'Expertise avant achat',
    description: 'Un défaut vous inquiète lors d’une visite ? Nous l’examinons avant que vous ne vous engagiez, pour mesurer le risque et le coût.',
    icon: 'property',
    meta: {
      title: 'Expertise avant achat immobilier : un défaut vous inquiète ?',
      description: 'Fissure, humidité, toiture douteuse lors d’une visite ? Un expert examine le défaut avant votre offre et estime le coût des travaux.',
      keywords: ['expertise avant achat', 'défaut maison avant achat', 'expert visite immobilière', 'négocier prix travaux', 'compromis de vente'],
    },
    introduction: [
      'Vous avez eu un coup de cœur, mais une fissure, une tache d’humidité ou une toiture fatiguée vous fait hésiter. Avant de faire une offre ou de signer le compromis, une expertise ciblée répond à la question essentielle : ce défaut est-il grave, et combien coûtera sa réparation ?',
      'Nous examinons le ou les désordres repérés, en recherchons la cause et estimons le coût des travaux nécessaires. Vous disposez d’éléments concrets pour négocier le prix, demander des travaux au vendeur ou renoncer en toute sérénité.',
    ],
    examples: [
      'Fissure repérée sur un mur ou une façade',
      'Trace d’humidité dans un sous-sol ou une cave',
      'Charpente ou couverture d’aspect douteux',
      'Extension récente dont la conformité interroge',
      'Travaux de rénovation réalisés par le vendeur lui-même',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Demandez au vendeur les factures des travaux réalisés, les attestations d’assurance décennale des entreprises et l’historique des sinistres déclarés. Ces documents éclairent beaucoup l’analyse de l’expert.',
    },
    accompaniment: [
      'Échange préalable sur le bien et sur vos inquiétudes',
      'Examen ciblé des désordres repérés',
      'Avis sur leur origine et leur gravité',
      'Estimation du coût des travaux',
      'Conseils pour la négociation et le compromis',
    ],
    illustration: null,
    imageAlt: '',
  }),

  'valeur-venale-avant-sinistre': service({
    slug: 'valeur-venale-avant-sinistre',
    title: 'Valeur vénale avant sinistre',
    description: 'Nous établissons la valeur de votre bien juste avant le sinistre, une base essentielle pour calculer une indemnisation juste.',
    icon: 'value',
    meta: {
      title: 'Valeur vénale avant sinistre : évaluation pour l’indemnisation',
      description:
        'Votre contrat indemnise en valeur vénale ? Nous évaluons votre bien tel qu’il était avant le sinistre pour défendre une indemnisation juste.',
      keywords: ['valeur vénale avant sinistre', 'évaluation bien sinistré', 'indemnisation valeur vénale', 'expert d’assuré', 'clause valeur vénale'],
    },
    introduction: [
      'Lorsque le bâtiment est détruit ou gravement endommagé, certains contrats d’assurance plafonnent l’indemnité à la valeur vénale du bien, c’est-à-dire au prix auquel il aurait pu être vendu juste avant le sinistre. Si cette valeur est sous-estimée, votre indemnisation l’est aussi.',
      'Nous reconstituons l’état du bien avant le sinistre à partir de vos documents, de vos photos et de nos constats, puis nous en déterminons la valeur vénale en nous appuyant sur des références de marché comparables. Notre évaluation argumentée vous permet de discuter utilement celle retenue par l’assureur.',
    ],
    examples: [
      'Maison détruite par un incendie',
      'Bâtiment rendu inhabitable par un sinistre',
      'Dépendance ou grange indemnisée en valeur vénale',
      'Désaccord avec l’assureur sur l’estimation du bien',
      'Application d’une clause de valeur vénale du contrat',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Rassemblez tout ce qui prouve l’état du bien avant le sinistre : photos, anciennes estimations, factures de travaux, titre de propriété. Plus le dossier est complet, plus l’évaluation est solide.',
    },
    accompaniment: [
      'Reconstitution de l’état du bien avant le sinistre',
      'Analyse des clauses d’indemnisation de votre contrat',
      'Étude de références de marché comparables',
      'Rapport d’évaluation argumenté',
      'Discussion de l’évaluation avec l’assureur et son expert',
    ],
    illustration: null,
    imageAlt: '',
  }),

  'valeur-venale-apres-sinistre': service({
    slug: 'valeur-venale-apres-sinistre',
    title: 'Valeur vénale après sinistre',
    description: 'Nous évaluons votre bien en l’état après le sinistre, pour mesurer la perte de valeur subie et défendre vos droits.',
    icon: 'value',
    meta: {
      title: 'Valeur vénale après sinistre : mesurer la perte de valeur',
      description:
        'Après un sinistre, quelle est la valeur de votre bien en l’état ? Nous chiffrons la perte de valeur pour votre assureur ou le tiers responsable.',
      keywords: ['valeur vénale après sinistre', 'perte de valeur immobilier', 'dépréciation bien sinistré', 'vente bien sinistré', 'préjudice immobilier'],
    },
    introduction: [
      'Après un sinistre important, la valeur de votre bien peut chuter : dommages non réparés, désordres structurels, méfiance des acheteurs. Connaître la valeur vénale du bien en l’état permet de mesurer précisément la perte subie, en particulier si vous envisagez de vendre sans faire les travaux ou si un tiers est responsable.',
      'Nous établissons la valeur du bien après le sinistre, en tenant compte des désordres constatés et du coût de remise en état, puis nous la comparons à sa valeur antérieure. Cet écart chiffré est un élément clé de votre dossier d’indemnisation.',
    ],
    examples: [
      'Vente d’un bien sinistré sans remise en état',
      'Perte de valeur après des fissures liées à la sécheresse',
      'Dépréciation consécutive à des malfaçons',
      'Sinistre causé par un tiers responsable',
      'Bien partiellement détruit dont la cession est envisagée',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Ne vendez pas un bien sinistré sans avoir fait chiffrer sa perte de valeur : une fois la vente signée, le préjudice devient bien plus difficile à démontrer. Et informez toujours l’acquéreur, par écrit, des sinistres survenus.',
    },
    accompaniment: [
      'Constat des désordres et de leur incidence sur le bien',
      'Chiffrage des travaux de remise en état',
      'Évaluation de la valeur vénale du bien en l’état',
      'Comparaison avec la valeur avant sinistre',
      'Rapport argumenté pour l’assureur ou le tiers responsable',
    ],
    illustration: null,
    imageAlt: '',
  }),

  'bilan-avant-achat': service({
    slug: 'bilan-avant-achat',
    title: 'Bilan avant achat',
    description: 'Un bilan technique complet du bien que vous souhaitez acheter : structure, toiture, humidité, équipements et travaux à prévoir.',
    icon: 'checklist',
    meta: {
      title: 'Bilan technique avant achat d’une maison ou d’un appartement',
      description: 'Avant d’acheter, un bilan technique complet du bien : structure, toiture, façades, humidité, travaux à prévoir et leur coût estimé.',
      keywords: ['bilan avant achat', 'bilan technique immobilier', 'inspection maison avant achat', 'travaux à prévoir', 'expert bâtiment'],
    },
    introduction: [
      'Au-delà d’un défaut ponctuel, le bilan avant achat passe en revue l’ensemble du bien : structure, charpente et toiture, façades, menuiseries, humidité, principaux équipements. C’est la photographie technique la plus complète possible avant de vous engager.',
      'Vous recevez un rapport clair qui hiérarchise les points observés : ce qui est sain, ce qui doit être surveillé, ce qui demande des travaux à court ou moyen terme, avec une estimation de leur coût. Un outil précieux pour négocier le prix et prévoir votre budget.',
    ],
    examples: [
      'Achat d’une maison ancienne ou d’une maison de village',
      'Achat d’une maison récente encore couverte par la garantie décennale',
      'Achat d’un bien à rénover',
      'Premier achat immobilier',
      'Achat à distance, sans pouvoir multiplier les visites',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Prévoyez le bilan le plus tôt possible, idéalement avant le compromis. Il ne remplace pas les diagnostics immobiliers obligatoires (performance énergétique, amiante, plomb, termites, électricité, gaz…) : il les complète par un regard d’expert sur le bâti.',
    },
    accompaniment: [
      'Visite complète du bien, de la cave aux combles accessibles',
      'Contrôle de la structure, des façades et des menuiseries',
      'Recherche de traces d’humidité et d’infiltrations',
      'Repérage des travaux à prévoir et estimation de leur coût',
      'Rapport hiérarchisé, illustré de photos',
      'Échange avec vous pour répondre à vos questions',
    ],
    illustration: 'bilan-avant-achat',
    imageAlt: 'Illustration : une liste de contrôle devant une maison à vendre',
  }),

  'bilan-avant-vente': service({
    slug: 'bilan-avant-vente',
    title: 'Bilan avant vente',
    description: 'Vendez en toute transparence : un bilan technique de votre bien rassure les acheteurs et limite les risques de litige.',
    icon: 'checklist',
    meta: {
      title: 'Bilan technique avant vente : vendre en toute transparence',
      description:
        'Vendeur, connaissez l’état réel de votre bien : un bilan technique rassure les acheteurs, justifie le prix et limite les litiges après la vente.',
      keywords: ['bilan avant vente', 'vendre sa maison', 'vice caché vendeur', 'bilan technique vendeur', 'état du bien'],
    },
    introduction: [
      'Un acheteur qui découvre un défaut après la vente peut se retourner contre le vendeur, notamment au titre de la garantie des vices cachés. Faire réaliser un bilan technique avant de mettre votre bien en vente vous permet de connaître son état réel et de l’annoncer clairement.',
      'Nous examinons votre bien et vous remettons un rapport qui décrit son état, les désordres éventuels et les travaux conseillés. Vous choisissez en connaissance de cause : réaliser certains travaux avant la vente, ou présenter le bien tel qu’il est, en toute transparence et à un prix cohérent.',
    ],
    examples: [
      'Maison ayant connu des fissures ou un sinistre',
      'Bien dans lequel vous avez fait vous-même des travaux',
      'Vente d’un bien hérité dont vous connaissez mal l’histoire',
      'Préparation de la négociation avec les acheteurs',
      'Justification du prix de vente',
    ],
    advice: {
      title: ADVICE_TITLE,
      text: 'Conservez et remettez à l’acquéreur les factures de travaux, les attestations d’assurance des entreprises et les rapports d’expertise des sinistres passés. Une information complète et écrite est votre meilleure protection.',
    },
    accompaniment: [
      'Visite complète de votre bien',
      'Description de son état et des désordres éventuels',
      'Conseils sur les travaux à réaliser avant la vente',
      'Estimation du coût de ces travaux',
      'Rapport à présenter aux acheteurs',
    ],
    illustration: 'bilan-avant-vente',
    imageAlt: 'Illustration : un panneau « À vendre » devant une maison contrôlée par un expert',
  }),
}

/** Unknown slugs get `undefined` (the route then shows `serviceNotFound`). */
export function getService(slug: string | undefined): ServiceContent | undefined {
  if (slug === undefined || !(serviceSlugs as readonly string[]).includes(slug)) return undefined
  return services[slug as ServiceSlug]
}

export const serviceHref = (slug: ServiceSlug) => `/services/${slug}`

export interface ServiceTab {
  id: string
  /** Behaviour §2, verbatim. */
  label: string
  slugs: readonly ServiceSlug[]
}

/** Behaviour §2: three tabs, the first selected initially. */
export const serviceTabs: readonly ServiceTab[] = [
  { id: 'batiment', label: 'Expertise bâtiment', slugs: ['malfacons', 'fissures', 'humidite', 'infiltrations', 'degats-des-eaux'] },
  { id: 'chantier', label: 'Problèmes durant / réception chantier', slugs: ['rupture-relations', 'abandon-chantier', 'reception-chantier'] },
  { id: 'immobilier', label: 'Expertise biens & immobilier', slugs: ['expertise-avant-achat-vente'] },
]

/** Footer: only these four, plus the 'all services' link. */
export const footerServiceSlugs: readonly ServiceSlug[] = ['malfacons', 'fissures', 'humidite', 'degats-des-eaux']
export const footerAllServicesLink: LinkItem = { label: 'Tous nos services', href: '/services' }

/** Labels of the service detail page. */
export const serviceDetailLabels = {
  examplesTitle: 'Exemples de situations',
  accompanimentTitle: 'Notre accompagnement',
  ctaTitle: 'Parlons de votre situation',
  ctaText: 'Décrivez-nous votre problème : la visite à domicile et le devis détaillé, remis sous 48 heures, sont gratuits.',
  ctaButton: 'Demander un devis gratuit',
  backToServices: 'Retour à tous les services',
} as const

/** Behaviour §2/§8, verbatim. */
export const serviceNotFound = {
  title: 'Service introuvable',
  text: 'Le service demandé n’existe pas.',
  backLabel: 'Voir tous nos services',
  meta: {
    title: 'Service introuvable',
    description: 'Ce service n’existe pas ou n’est plus proposé. Découvrez toutes nos expertises bâtiment pour les particuliers.',
    keywords: [],
  } satisfies PageMeta,
} as const

/** /services */
export const servicesPage = {
  meta: {
    title: 'Nos services d’expertise bâtiment pour particuliers',
    description:
      'Malfaçons, fissures, humidité, infiltrations, dégâts des eaux, litiges de chantier, expertise avant achat : un expert d’assuré indépendant à vos côtés.',
    keywords: ['expertise bâtiment', 'expert d’assuré', 'malfaçons', 'fissures', 'humidité', 'dégât des eaux', 'réception de chantier'],
  } satisfies PageMeta,
  hero: {
    title: 'Nos expertises',
    subtitle:
      'Défauts de construction, sinistres, litiges de chantier ou projet immobilier : choisissez votre situation, nous vous expliquons comment nous pouvons vous aider.',
  },
  tabsLabel: 'Catégories de services',
  cardLinkLabel: 'En savoir plus',
  formTitle: 'Demandez votre devis gratuit',
  formText: 'Un expert vous recontacte sous 24 heures ouvrées pour étudier votre situation.',
} as const

// About page copy (/a-propos).
// The spec's strings in its words (hero title), typeset like all the copy (see types.ts).
import type { PageMeta, TitledText } from './types'

export interface InterventionArea extends TitledText {
  /** Service page that details this area, when there is one. */
  href?: string
}

export interface AboutContent {
  meta: PageMeta
  hero: { title: string; subtitle: string }
  mission: { badge: string; title: string; paragraphs: readonly string[] }
  values: { title: string; items: readonly TitledText[] }
  areas: { title: string; intro: string; items: readonly InterventionArea[] }
  quoteSection: { title: string; intro: string }
}

export const about: AboutContent = {
  meta: {
    title: 'À propos : votre expert d’assuré indépendant',
    description:
      'Experts du bâtiment indépendants depuis 2022, nous défendons les particuliers face aux assureurs et aux constructeurs, en privilégiant l’amiable.',
    keywords: ['expert d’assuré', 'expert bâtiment indépendant', 'expertise contradictoire', 'défense des particuliers', 'sud de la France'],
  },
  hero: {
    title: 'Expert d’assuré indépendant pour particuliers',
    subtitle: 'Face à un assureur, un constructeur ou un artisan, vous n’êtes plus seul : nous mettons notre compétence technique au service de vos intérêts.',
  },
  mission: {
    badge: 'Notre mission',
    title: 'Rééquilibrer le rapport de force',
    paragraphs: [
      'Lorsqu’un sinistre survient ou qu’un chantier tourne mal, le particulier se retrouve souvent seul face à des professionnels : l’expert mandaté par l’assurance, l’entreprise et son propre assureur. Chacun défend ses intérêts, et il est difficile de savoir si l’évaluation proposée est juste.',
      'Depuis 2022, nous intervenons exclusivement pour les particuliers (propriétaires, locataires et acquéreurs) en Auvergne-Rhône-Alpes, en Occitanie et dans le sud de la France. Nous analysons les désordres, en recherchons les causes, chiffrons les dommages et défendons votre dossier, pièces techniques à l’appui.',
      'Nous recherchons d’abord une solution amiable, plus rapide et moins coûteuse pour tous. Lorsque c’est nécessaire, nous vous assistons aussi lors des expertises contradictoires et judiciaires.',
    ],
  },
  values: {
    title: 'Nos valeurs',
    items: [
      {
        title: 'Compétence et expérience',
        text: 'Formés auprès d’un organisme du secteur du bâtiment et certifiés par un organisme de formation, nous mettons notre expérience du terrain au service de chaque dossier.',
      },
      {
        title: 'Indépendance et neutralité',
        text: 'Nous n’avons aucun lien avec les assureurs ni avec les constructeurs. Nos conclusions reposent sur une analyse technique objective des désordres.',
      },
      {
        title: 'Réactivité',
        text: 'Un sinistre n’attend pas : nous vous recontactons rapidement, la visite à domicile est gratuite et votre devis détaillé vous est remis sous 48 heures.',
      },
      {
        title: 'Solution amiable privilégiée',
        text: 'Un accord négocié est presque toujours plus rapide et moins coûteux qu’une procédure. Nous le recherchons en priorité, sans jamais renoncer à vos droits.',
      },
    ],
  },
  areas: {
    title: 'Nos domaines d’intervention',
    intro: 'Nous vous accompagnons dans toutes les situations où l’état de votre logement est en jeu.',
    items: [
      { title: 'Malfaçons', text: 'Constat et chiffrage des travaux mal exécutés ou non conformes.', href: '/services/malfacons' },
      { title: 'Fissures', text: 'Analyse de la gravité et de l’origine des fissures, suivi de leur évolution.', href: '/services/fissures' },
      { title: 'Réceptions de chantier', text: 'Contrôle de l’ouvrage achevé avant que vous ne l’acceptiez.', href: '/services/reception-chantier' },
      { title: 'Litiges', text: 'Appui technique en cas de désaccord avec une entreprise ou un assureur.', href: '/services/rupture-relations' },
      { title: 'Infiltrations ou humidité', text: 'Recherche de la cause réelle de l’humidité ou des venues d’eau.', href: '/services/humidite' },
      { title: 'Assistance à réception', text: 'Présence à vos côtés le jour de la réception et rédaction précise des réserves.', href: '/reception-chantier' },
      {
        title: 'Avis avant achat',
        text: 'Examen du bien avant votre engagement et estimation des travaux à prévoir.',
        href: '/services/expertise-avant-achat-vente',
      },
      {
        title: 'Expertises contradictoires',
        text: 'Défense de votre dossier face aux experts des assureurs et lors des expertises judiciaires.',
        href: '/contact',
      },
    ],
  },
  quoteSection: {
    title: 'Besoin d’un avis d’expert ?',
    intro: 'Décrivez-nous votre situation : nous vous recontactons sous 24 heures ouvrées.',
  },
}

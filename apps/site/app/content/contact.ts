// Contact page copy, the GDPR notices of both contact forms and the fallback text shown when a
// form cannot be sent. The spec's strings in its words (form title), typeset (see types.ts).
import type { IconName } from '@expert/ui/Icon'
import type { LinkItem, PageMeta, TitledText } from './types'

export interface FormPrivacyNotice {
  paragraphs: readonly string[]
  link: LinkItem
}

const privacyLink: LinkItem = { label: 'Politique de confidentialité', href: '/politique-confidentialite' }

const bloctel = 'Vous pouvez vous inscrire gratuitement sur la liste d’opposition au démarchage téléphonique Bloctel (www.bloctel.gouv.fr).'

/** GDPR notice of the quick-quote form (home, services, about, landing pages). */
export const quickFormPrivacyNotice: FormPrivacyNotice = {
  paragraphs: [
    'Vos informations servent uniquement à traiter votre demande de devis. Elles nous sont transmises par e-mail via notre prestataire EmailJS, ne sont jamais cédées et sont conservées trois ans au plus après notre dernier échange. Vous pouvez y accéder, les faire rectifier ou supprimer, ou vous opposer à leur traitement en nous écrivant.',
    bloctel,
  ],
  link: privacyLink,
}

/** GDPR notice of the full contact form (/contact). */
export const contactFormPrivacyNotice: FormPrivacyNotice = {
  paragraphs: [
    'Vos informations servent uniquement à répondre à votre demande. Elles nous sont transmises par e-mail via notre prestataire EmailJS, ne sont jamais cédées et sont conservées trois ans au plus après notre dernier échange. Si vous cochez la case prévue à cet effet, nous pourrons aussi vous adresser des informations sur nos services ; vous pourrez retirer ce consentement à tout moment. Vous pouvez accéder à vos données, les faire rectifier ou supprimer, ou vous opposer à leur traitement en nous écrivant.',
    bloctel,
  ],
  link: privacyLink,
}

/** Shown with a form failure: 'Vous pouvez aussi nous appeler au … ou nous écrire à …'. */
export function contactFallbackText(phone: string, email: string): string {
  return `Vous pouvez aussi nous appeler au ${phone} ou nous écrire à ${email}.`
}

export const contactPage = {
  meta: {
    title: 'Contact : demandez votre devis d’expertise gratuit',
    description: 'Contactez votre expert d’assuré indépendant : visite à domicile gratuite et devis détaillé gratuit sous 48 h. Réponse sous 24 à 48 h.',
    keywords: ['contact expert d’assuré', 'devis expertise bâtiment gratuit', 'expert bâtiment', 'visite gratuite'],
  } satisfies PageMeta,
  hero: {
    title: 'Contactez-nous',
    intro:
      'Un problème de malfaçons, de fissures, d’humidité ou un litige de chantier ? Décrivez-nous votre situation : un conseiller vous rappelle sous 24 à 48 heures pour faire le point avec vous.',
  },
  /** Behaviour §2, verbatim. */
  formTitle: 'Demande de Renseignements',
  marketingConsentLabel: 'J’accepte de recevoir des informations sur les services du cabinet.',
  details: {
    title: 'Nos coordonnées',
    phoneLabel: 'Téléphone',
    emailLabel: 'E-mail',
    addressLabel: 'Adresse',
  },
  openingHours: {
    title: 'Horaires d’ouverture',
    /** Behaviour §2/§9: Monday–Thursday 9h-19h, Friday 9h-18h (display strings). */
    lines: ['Du lundi au jeudi : 9 h – 19 h', 'Le vendredi : 9 h – 18 h'],
  },
  commitments: {
    title: 'Nos engagements',
    items: [
      { icon: 'file', title: 'Devis détaillé gratuit sous 48 h', text: 'Après étude de votre situation, sans engagement de votre part.' },
      { icon: 'graduation', title: 'Des experts qualifiés', text: 'Formés aux métiers du bâtiment et certifiés par un organisme de formation.' },
      { icon: 'handshake', title: 'Un accompagnement personnalisé', text: 'Un interlocuteur unique qui suit votre dossier du premier appel à sa résolution.' },
    ] satisfies readonly (TitledText & { icon: IconName })[],
  },
} as const

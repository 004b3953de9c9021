// Sample content the snippets spread into the components that need a lot of it (forms, header,
// footer): `sample.quickQuoteForm`, `sample.header`… in the playroom's scope. Realistic, typeset French
// for a fictitious firm; the site's own content stays in apps/site.
import type { ContactFormProps } from '@expert/ui/ContactForm'
import type { FooterProps } from '@expert/ui/Footer'
import type { HeaderProps } from '@expert/ui/Header'
import type { QuickQuoteFormProps } from '@expert/ui/QuickQuoteForm'
import type { ReviewFormField, ReviewFormProps } from '@expert/ui/ReviewForm'

const navItems = [
  { name: 'Accueil', href: '/' },
  { name: 'Nos Services', href: '/services' },
  { name: 'Avis Clients', href: '/avis-clients' },
  { name: 'A Propos', href: '/a-propos' },
  { name: 'Contact', href: '/contact' },
]

const phone = { display: '04 65 71 12 34', href: 'tel:+33465711234' }

const messages = {
  acceptTerms: 'Veuillez accepter les conditions d’utilisation',
  emailInvalid: 'Veuillez entrer une adresse email valide',
  nameRequired: 'Veuillez indiquer votre nom',
  emailRequired: 'Veuillez indiquer votre adresse email',
  phoneRequired: 'Veuillez indiquer votre numéro de téléphone',
  addressRequired: 'Veuillez indiquer l’adresse du bien (ville ou code postal)',
  projectTypeRequired: 'Veuillez sélectionner un type de projet',
  messageRequired: 'Veuillez décrire votre demande',
  datePast: 'Veuillez choisir une date à partir d’aujourd’hui',
}

const projectTypes = [
  { id: 'malfacons', label: 'Expertise malfaçons' },
  { id: 'fissures', label: 'Expertise fissures' },
  { id: 'humidite', label: 'Humidité' },
  { id: 'infiltrations', label: 'Infiltrations' },
  { id: 'degats-des-eaux', label: 'Dégâts des eaux' },
  { id: 'reception-chantier', label: 'Réception de chantier' },
  { id: 'autre', label: 'Autre' },
]

const fieldLabels = {
  name: 'Nom complet',
  email: 'Adresse email',
  phone: 'Téléphone',
  projectType: 'Type de projet',
  message: 'Votre message',
  terms: { before: 'J’accepte les ', link: 'conditions d’utilisation' },
  submit: 'Envoyer ma demande',
}

const privacyNotice = {
  paragraphs: [
    'Vos informations servent uniquement à répondre à votre demande. Elles ne sont jamais cédées et sont conservées trois ans au plus après notre dernier échange.',
  ],
  link: { label: 'Politique de confidentialité', href: '/politique-confidentialite' },
}

const ignore = () => {}

const reviewMessages: Record<ReviewFormField, string> = {
  name: 'Veuillez indiquer votre nom ou cocher «\u00a0Rester anonyme\u00a0»',
  email: 'L’adresse email n’est pas valide',
  projectType: 'Veuillez sélectionner un type de projet',
  rating: 'Veuillez attribuer une note',
  message: 'Votre avis doit contenir au moins 10\u00a0caractères',
  acceptTerms: 'Vous devez accepter les conditions d’utilisation',
}

export const sample = {
  header: {
    navItems,
    currentPath: '/',
    name: 'Sud Expertise Assuré',
    tagline: 'Expert d’assuré indépendant',
    phone,
    quoteHref: '/contact',
    quoteLabel: 'Devis Gratuit',
    position: 'static',
  } satisfies HeaderProps,
  navItems,
  phone,
  footer: {
    name: 'Sud Expertise Assuré',
    tagline: 'Expert d’assuré indépendant',
    description: 'Expert d’assuré indépendant en bâtiment\u00a0: nous défendons les particuliers face aux assureurs et aux constructeurs.',
    services: [
      { name: 'Expertise malfaçons', href: '/services/malfacons' },
      { name: 'Expertise fissures', href: '/services/fissures' },
      { name: 'Dégâts des eaux', href: '/services/degats-des-eaux' },
    ],
    allServicesLink: { name: 'Tous nos services', href: '/services' },
    usefulLinks: [
      { name: 'Avis Clients', href: '/avis-clients' },
      { name: 'Contact', href: '/contact' },
      { name: 'Plan du site', href: '/plan-du-site' },
    ],
    address: ['1 rue de l’Exemple', '34000 Montpellier'],
    phone,
    email: 'contact@example.fr',
    openingHours: ['Lundi – Vendredi\u00a0: 9\u00a0h – 18\u00a0h'],
    quoteHref: '/contact',
    quoteLabel: 'Demander un devis gratuit',
    freeQuoteBadge: 'Devis détaillé gratuit sous 48\u00a0h',
    copyright: '© 2026 Sud Expertise Assuré — Tous droits réservés',
    legalLinks: [
      { name: 'Mentions légales', href: '/mentions-legales' },
      { name: 'Politique de confidentialité', href: '/politique-confidentialite' },
    ],
  } satisfies FooterProps,
  quickQuoteForm: {
    onSubmit: ignore,
    projectTypes,
    messages,
    labels: {
      ...fieldLabels,
      address: 'Ville ou code postal',
      preferredDate: 'Date souhaitée',
      preferredDateHelp: 'Facultatif. Format jj/mm/aaaa.',
      messagePlaceholder: 'Décrivez brièvement votre situation',
      submitting: 'Envoi…',
    },
    privacyNotice,
  } satisfies QuickQuoteFormProps,
  contactForm: {
    onSubmit: ignore,
    projectTypes: projectTypes.map((type) => ({ ...type, value: type.id })),
    messages,
    labels: {
      ...fieldLabels,
      address: 'Adresse du bien',
      addressHelp: 'Adresse complète, ou au moins la ville.',
      messagePlaceholder: 'Décrivez votre situation\u00a0: nature des désordres, date d’apparition…',
      marketingConsent: 'J’accepte de recevoir par email les conseils du cabinet (facultatif)',
      submitting: 'Envoi en cours…',
    },
    privacyNotice,
  } satisfies ContactFormProps,
  reviewForm: {
    onSubmit: ignore,
    labels: {
      name: 'Votre nom',
      anonymous: 'Rester anonyme',
      anonymousName: 'Client Anonyme',
      email: 'Adresse email',
      emailHelp: 'Facultative, jamais publiée.',
      projectType: 'Type de projet',
      projectTypePlaceholder: 'Sélectionnez un type de projet',
      location: 'Votre département',
      locationHelp: 'Facultatif.',
      locationPlaceholder: 'Sélectionnez votre département',
      noLocation: 'Non précisé',
      rating: 'Votre note',
      message: 'Votre avis',
      messageHelp: 'Au moins 10\u00a0caractères.',
      messagePlaceholder: 'Décrivez votre expérience\u00a0: la situation, notre intervention, le résultat…',
      terms: { before: 'J’accepte les ', link: 'conditions d’utilisation', href: '/conditions-utilisation' },
      submit: 'Envoyer mon avis',
      submitting: 'Envoi en cours…',
    },
    projectTypes,
    locations: [
      { id: '13 - Bouches-du-Rhône', label: '13\u00a0– Bouches-du-Rhône' },
      { id: '34 - Hérault', label: '34\u00a0– Hérault' },
      { id: '69 - Rhône', label: '69\u00a0– Rhône' },
    ],
    privacyNotice,
    // Every rule of the site's form, simplified: required name (unless anonymous), type, rating, 10 characters, terms.
    validate: (values) => {
      const errors: Partial<Record<ReviewFormField, string>> = {}
      if (!values.anonymous && values.name.trim() === '') errors.name = reviewMessages.name
      if (!values.projectType) errors.projectType = reviewMessages.projectType
      if (values.rating === 0) errors.rating = reviewMessages.rating
      if (values.message.trim().length < 10) errors.message = reviewMessages.message
      if (!values.acceptTerms) errors.acceptTerms = reviewMessages.acceptTerms
      return errors
    },
  } satisfies ReviewFormProps,
}

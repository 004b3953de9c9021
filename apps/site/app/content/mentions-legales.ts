// /mentions-legales: the legal notice required by the LCEN (art. 6 III), written from the identity.
import {
  LEGAL_TEXTS_DATE,
  LAST_UPDATED_LABEL,
  contactLink,
  externalLink,
  mediationLink,
  numbered,
  privacyPolicyLink,
  type LegalIdentity,
  type LegalPage,
} from './legal'
import type { PageMeta } from './types'

export const mentionsLegalesMeta: PageMeta = {
  title: 'Mentions légales',
  description: 'Mentions légales du site : éditeur, directeur de la publication, hébergeur, contact, propriété intellectuelle et données personnelles.',
  keywords: ['mentions légales', 'éditeur du site', 'hébergeur', 'directeur de la publication'],
}

function publisherLines(identity: LegalIdentity): string[] {
  const lines = [`Dénomination sociale : ${identity.companyName}`, `Forme juridique : ${identity.legalForm}`]
  if (identity.capital) lines.push(`Capital social : ${identity.capital}`)
  lines.push(`Siège social : ${identity.address}`, `Immatriculation : ${identity.registrationNumber}`)
  if (identity.vatNumber) lines.push(`Numéro de TVA intracommunautaire : ${identity.vatNumber}`)
  lines.push(`Téléphone : ${identity.phone}`, `Adresse e-mail : ${identity.email}`)
  return lines
}

function hostLines(identity: LegalIdentity): string[] {
  const lines = [`Hébergeur : ${identity.host.name}`, `Adresse : ${identity.host.address}`]
  if (identity.host.phone) lines.push(`Téléphone : ${identity.host.phone}`)
  lines.push(`Site internet : ${identity.host.website}`)
  return lines
}

export function mentionsLegales(identity: LegalIdentity): LegalPage {
  return {
    title: 'Mentions légales',
    intro: [
      `Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), nous portons à la connaissance des utilisateurs du site ${identity.siteUrl} les informations suivantes.`,
    ],
    numbering: 'section',
    lastUpdated: { kind: 'fixed', label: LAST_UPDATED_LABEL, isoDate: LEGAL_TEXTS_DATE },
    meta: mentionsLegalesMeta,
    articles: numbered([
      {
        title: 'Éditeur du site',
        paragraphs: [`Le site ${identity.siteUrl} est édité par :`],
        list: publisherLines(identity),
      },
      {
        title: 'Directeur de la publication',
        paragraphs: ['La publication du site est placée sous la responsabilité de :'],
        list: [`Directeur de la publication : ${identity.director}`, `Contact : ${identity.email}`],
      },
      {
        title: 'Hébergement',
        paragraphs: ['Le site est hébergé par :'],
        list: hostLines(identity),
        links: [externalLink(identity.host.website)],
      },
      {
        title: 'Nous contacter',
        paragraphs: [
          `Pour toute question relative au site ou à nos services, vous pouvez nous écrire à ${identity.email}, nous appeler au ${identity.phone} ou utiliser notre formulaire de contact. Par courrier : ${identity.companyName}, ${identity.address}.`,
        ],
        links: [contactLink],
      },
      {
        title: 'Propriété intellectuelle',
        paragraphs: [
          `L’ensemble des contenus de ce site (textes, illustrations originales, logos, mise en page, code) est la propriété de ${identity.companyName} ou est utilisé avec l’autorisation de son titulaire. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite (articles L122-4 et L335-2 du Code de la propriété intellectuelle).`,
          'Les logos des organismes officiels et partenaires présentés sur le site appartiennent à leurs titulaires respectifs et ne peuvent être réutilisés sans leur accord.',
        ],
      },
      {
        title: 'Données personnelles et cookies',
        paragraphs: [
          'Les informations que vous nous transmettez par les formulaires du site, ainsi que les cookies de mesure d’audience et de publicité déposés avec votre accord, sont traités conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés. Notre politique de confidentialité détaille les données collectées, leurs finalités, leurs durées de conservation et la manière d’exercer vos droits.',
          'Vous pouvez modifier à tout moment vos choix en matière de cookies grâce au lien « Gérer les cookies » en bas de chaque page.',
        ],
        links: [privacyPolicyLink],
      },
      {
        title: 'Médiation de la consommation',
        paragraphs: [
          `Conformément aux articles L612-1 et L616-1 du Code de la consommation, en cas de litige non résolu avec nous, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons : ${identity.mediator.name} (${identity.mediator.website}).`,
        ],
        links: [mediationLink, externalLink(identity.mediator.website)],
      },
    ]),
  }
}

// /médiation: consumer mediation (Code de la consommation, L612-1 to L616-2), from the identity.
import { contactLink, externalLink, numbered, termsOfSaleLink, type LegalArticle, type LegalIdentity } from './legal'
import type { LinkItem, PageMeta } from './types'

export const mediationMeta: PageMeta = {
  title: 'Médiation de la consommation',
  description:
    'Un litige avec notre cabinet ? Découvrez votre droit à la médiation de la consommation gratuite, les coordonnées de notre médiateur et comment le saisir.',
  keywords: ['médiation de la consommation', 'médiateur', 'litige consommateur', 'article L612-1'],
}

export interface MediatorField {
  label: string
  value: string
  /** mailto:, tel: or https: link for the value. */
  href?: string
}

export interface MediationPage {
  title: string
  intro: readonly string[]
  mediator: {
    title: string
    name: string
    /** Shown only when configured. */
    logo?: { src: string; alt: string }
    fields: readonly MediatorField[]
    website: LinkItem
  }
  numbering: 'section'
  articles: readonly LegalArticle[]
  meta: PageMeta
}

const telHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('0')) return `tel:+33${digits.slice(1)}`
  return `tel:${digits}`
}

export function mediation(identity: LegalIdentity): MediationPage {
  const m = identity.mediator
  return {
    title: 'Médiation de la consommation',
    intro: [
      `Conformément à l’article L612-1 du Code de la consommation, tout consommateur a le droit de recourir gratuitement à un médiateur de la consommation en vue de la résolution amiable du litige qui l’oppose à un professionnel. En application de l’article L616-1 du même code, ${identity.companyName} vous communique ci-dessous les coordonnées du médiateur dont elle relève.`,
    ],
    mediator: {
      title: 'Notre médiateur de la consommation',
      name: m.name,
      logo: m.logo ? { src: m.logo, alt: `Logo de ${m.name}` } : undefined,
      fields: [
        { label: 'Médiateur', value: m.name },
        { label: 'Site internet', value: m.website, href: m.website },
        { label: 'Adresse postale', value: m.address },
        { label: 'Adresse e-mail', value: m.email, href: `mailto:${m.email}` },
        { label: 'Téléphone', value: m.phone, href: telHref(m.phone) },
      ],
      website: externalLink(m.website, 'Saisir le médiateur en ligne'),
    },
    numbering: 'section',
    meta: mediationMeta,
    articles: numbered([
      {
        title: 'Avant de saisir le médiateur',
        paragraphs: [
          `Le médiateur ne peut être saisi qu’après une tentative de règlement direct du litige avec nous. Adressez-nous d’abord une réclamation écrite, par e-mail à ${identity.email} ou par courrier à ${identity.companyName}, ${identity.address}, en décrivant précisément votre demande.`,
          'Nous nous engageons à rechercher avec vous une solution amiable dans un délai d’un mois à compter de la réception de votre réclamation, comme le prévoient nos conditions générales de vente.',
        ],
        links: [contactLink, termsOfSaleLink],
      },
      {
        title: 'Comment saisir le médiateur',
        paragraphs: [
          'Si notre réponse ne vous satisfait pas, ou si vous n’avez pas reçu de réponse dans ce délai, vous pouvez saisir le médiateur, au plus tard un an après votre réclamation écrite :',
        ],
        list: [`en ligne, sur son site internet : ${m.website} ;`, `par e-mail : ${m.email} ;`, `par courrier : ${m.name}, ${m.address}.`],
        after: [
          'Joignez à votre demande vos coordonnées, une description du litige, une copie de votre réclamation écrite et de notre réponse éventuelle, ainsi que le devis, la lettre de mission ou la facture concernés.',
        ],
        links: [externalLink(m.website)],
      },
      {
        title: 'Déroulement et portée de la médiation',
        paragraphs: [
          'La médiation est gratuite pour le consommateur. Le médiateur, indépendant et impartial, examine les positions de chacun et propose une solution dans un délai de quatre-vingt-dix jours à compter de la réception du dossier complet, sauf prolongation en cas de litige complexe.',
          'Chaque partie reste libre d’accepter ou de refuser la solution proposée, et de saisir ensuite la juridiction compétente. Pendant la médiation, les délais de prescription sont suspendus.',
        ],
      },
      {
        title: 'Cas dans lesquels la médiation n’est pas possible',
        paragraphs: ['Conformément à l’article L612-2 du Code de la consommation, le médiateur ne peut pas examiner le litige lorsque :'],
        list: [
          'vous n’avez pas d’abord tenté de le résoudre directement avec nous par une réclamation écrite ;',
          'la demande est manifestement infondée ou abusive ;',
          'le litige a déjà été examiné, ou est en cours d’examen, par un autre médiateur ou par un tribunal ;',
          'vous l’avez saisi plus d’un an après votre réclamation écrite ;',
          'le litige n’entre pas dans son champ de compétence.',
        ],
      },
    ]),
  }
}

// /politique-confidentialite: privacy policy, exactly 13 sections (behaviour §2: the twelve topics it
// lists, preceded by the data controller). Cookies listed are exactly those the site sets.
import { LAST_UPDATED_LABEL, contactLink, externalLink, numbered, type LegalIdentity, type LegalPage } from './legal'
import { reviewModeration } from './reviews'
import type { PageMeta } from './types'

/** This policy's own version date: it gained the IP-address fingerprint of the reviews' spam brake. */
const PRIVACY_POLICY_DATE = '2026-11-25'

export const politiqueConfidentialiteMeta: PageMeta = {
  title: 'Politique de confidentialité et cookies',
  description:
    'Données collectées par nos formulaires et avis, finalités, bases légales, cookies, durées de conservation, vos droits et la réclamation auprès de la CNIL.',
  keywords: ['politique de confidentialité', 'RGPD', 'données personnelles', 'cookies', 'CNIL'],
  noindex: true,
}

/** Storage and cookies the site uses, for the cookie section and for tests. */
export const cookiesUsed = [
  { name: 'cookieConsent', kind: 'localStorage', duration: '6 mois', requiresConsent: false },
  { name: '_ga', kind: 'cookie', duration: '13 mois au maximum', requiresConsent: true },
  { name: '_ga_<id>', kind: 'cookie', duration: '13 mois au maximum', requiresConsent: true },
  { name: '_gcl_au', kind: 'cookie', duration: '13 mois au maximum', requiresConsent: true },
] as const

export const cnil = {
  name: 'Commission nationale de l’informatique et des libertés (CNIL)',
  address: '3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07',
  website: 'https://www.cnil.fr',
} as const

export function politiqueConfidentialite(identity: LegalIdentity): LegalPage {
  const { companyName, email, address } = identity
  return {
    title: 'Politique de confidentialité',
    intro: [
      `La protection de vos données personnelles est une priorité pour ${companyName}. Cette politique vous explique quelles données nous collectons sur ce site, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.`,
    ],
    numbering: 'section',
    lastUpdated: { kind: 'fixed', label: LAST_UPDATED_LABEL, isoDate: PRIVACY_POLICY_DATE },
    meta: politiqueConfidentialiteMeta,
    articles: numbered([
      {
        title: 'Responsable du traitement',
        paragraphs: [
          `Le responsable du traitement de vos données est ${companyName}, ${identity.legalForm}, dont le siège est situé ${address} (${identity.registrationNumber}). Vous pouvez nous joindre à l’adresse ${email} ou au ${identity.phone}.`,
        ],
      },
      {
        title: 'Données collectées',
        paragraphs: ['Nous collectons uniquement les données que vous nous transmettez et celles strictement utiles au fonctionnement du site :'],
        list: [
          'formulaire de demande de devis : nom, adresse e-mail, téléphone, ville ou code postal, type de projet, message et date souhaitée pour l’intervention ;',
          'formulaire de demande de renseignements : nom, adresse e-mail, téléphone, adresse, type de projet, message et, si vous l’acceptez, votre consentement à recevoir des informations sur nos services ;',
          'formulaire d’avis : nom (ou la mention « Client anonyme »), adresse e-mail facultative, note, message, type d’expertise, département facultatif, date de dépôt et acceptation des conditions d’utilisation, ainsi qu’une empreinte de l’adresse IP de la connexion qui envoie l’avis (un code calculé à partir de cette adresse et d’une clé secrète, qui ne permet pas de la lire) ;',
          'votre choix concernant les cookies et, uniquement si vous les acceptez, les données de navigation collectées par les cookies de mesure d’audience et de publicité (pages consultées, type d’appareil, identifiants de cookies, adresse IP anonymisée).',
        ],
        after: ['Ne nous communiquez pas de données sensibles (santé, opinions, etc.) : elles ne sont pas nécessaires au traitement de votre demande.'],
      },
      {
        title: 'Utilisation de vos données',
        paragraphs: ['Vos données sont utilisées pour :'],
        list: [
          'répondre à vos demandes de devis et de renseignements, vous rappeler et préparer nos interventions ;',
          'exécuter et facturer les missions que vous nous confiez ;',
          'vérifier, publier et gérer les avis clients ;',
          'vous adresser des informations sur nos services, uniquement si vous y avez consenti ;',
          'mesurer l’audience du site et l’efficacité de nos annonces, uniquement si vous avez accepté les cookies correspondants ;',
          'assurer la sécurité du site et prévenir les abus.',
        ],
        after: ['Vos données ne sont jamais vendues ni cédées à des tiers à des fins commerciales.'],
      },
      {
        title: 'Bases légales',
        paragraphs: ['Chaque traitement repose sur l’une des bases prévues par l’article 6 du RGPD :'],
        list: [
          'demandes de devis et de renseignements : l’exécution de mesures précontractuelles prises à votre demande, puis l’exécution du contrat ;',
          'obligations comptables et fiscales : le respect d’une obligation légale ;',
          'publication des avis : votre consentement, exprimé lors du dépôt de l’avis, que vous pouvez retirer à tout moment en demandant sa suppression ;',
          'informations sur nos services et cookies de mesure d’audience et de publicité : votre consentement, que vous pouvez retirer à tout moment ;',
          'sécurité du site et prévention des abus : notre intérêt légitime.',
        ],
      },
      {
        title: 'Cookies et traceurs',
        paragraphs: [
          'Le site utilise uniquement les traceurs suivants. Les cookies Google ne sont déposés, et le script de Google n’est chargé, qu’après que vous avez cliqué sur « Accepter » dans le bandeau cookies. Refuser est aussi simple qu’accepter et n’a aucune incidence sur l’accès au site.',
        ],
        list: [
          '« cookieConsent » (stockage local de votre navigateur) : mémorise votre choix d’accepter ou de refuser les cookies et la date de ce choix, pendant 6 mois. Strictement nécessaire, il ne requiert pas votre consentement ;',
          '« _ga » et « _ga_<id> » (Google Analytics, Google) : mesure d’audience, déposés uniquement après acceptation, pour 13 mois au maximum ;',
          '« _gcl_au » (Google Ads, Google) : mesure des conversions publicitaires, déposé uniquement après acceptation, pour 13 mois au maximum.',
        ],
        after: [
          'Au terme de 6 mois, votre choix vous est à nouveau demandé. Vous pouvez le modifier à tout moment grâce au lien « Gérer les cookies » présent en bas de chaque page ; les cookies déjà déposés peuvent aussi être supprimés depuis les réglages de votre navigateur.',
          'Les avis clients sont lus et enregistrés dans la base de données de notre prestataire Supabase, et les formulaires de contact nous sont transmis par e-mail via le service EmailJS : ces services ne déposent aucun cookie sur votre appareil.',
        ],
      },
      {
        title: 'Destinataires et partage des données',
        paragraphs: [
          'Vos données sont destinées aux seules personnes de notre cabinet chargées de traiter votre demande ou votre mission. Elles peuvent être communiquées à nos sous-traitants techniques, qui agissent sur nos instructions et sont tenus à la confidentialité :',
        ],
        list: [
          `${identity.host.name} : hébergement du site ;`,
          'Supabase : hébergement de la base de données des avis clients ;',
          'EmailJS : transmission par e-mail des formulaires de devis et de contact ;',
          'Google (Google Analytics et Google Ads) : mesure d’audience et des conversions publicitaires, uniquement si vous les avez acceptés.',
        ],
        after: [
          'Dans le cadre d’une mission, et avec votre accord, les éléments utiles de votre dossier peuvent être transmis aux parties concernées (assureurs, entreprises, experts, avocats, juridictions). Vos données peuvent enfin être communiquées aux autorités lorsque la loi l’exige.',
        ],
      },
      {
        title: 'Durées de conservation',
        paragraphs: ['Nous conservons vos données uniquement le temps nécessaire :'],
        list: [
          'demandes de devis et de renseignements sans suite : trois ans au plus après notre dernier échange ;',
          'dossiers clients : pendant la mission, puis cinq ans à compter de sa fin, délai de prescription de droit commun ; les pièces comptables et factures sont conservées dix ans, comme l’exige la loi ;',
          `avis clients : tant qu’ils sont publiés, ${reviewModeration.retention} au plus, puis ils sont supprimés ; un avis refusé est supprimé dans un délai d’un mois ;`,
          `empreinte de l’adresse IP associée à un avis : ${reviewModeration.addressRetention}, le temps de limiter le nombre d’avis envoyés depuis une même connexion (prévention des envois abusifs, fondée sur notre intérêt légitime), puis elle est effacée ;`,
          'consentement à recevoir des informations sur nos services : trois ans après notre dernier échange, sauf retrait plus tôt ;',
          'choix relatif aux cookies : 6 mois ;',
          'cookies Google : 13 mois au maximum ; les données de mesure d’audience associées sont conservées 25 mois au maximum.',
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, d’un droit à la limitation du traitement, d’un droit à la portabilité de vos données et d’un droit d’opposition. Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment, sans remettre en cause les traitements déjà effectués. Vous pouvez également définir des directives relatives au sort de vos données après votre décès.',
          `Pour exercer vos droits, écrivez-nous à ${email} ou par courrier à ${companyName}, ${address}. Nous vous répondrons dans un délai d’un mois, qui peut être prolongé de deux mois pour les demandes complexes ; en cas de doute raisonnable sur votre identité, un justificatif pourra vous être demandé.`,
          'Si vous nous communiquez votre numéro de téléphone, sachez que vous pouvez vous inscrire gratuitement sur la liste d’opposition au démarchage téléphonique Bloctel.',
        ],
        links: [externalLink('https://www.bloctel.gouv.fr', 'www.bloctel.gouv.fr')],
      },
      {
        title: 'Sécurité',
        paragraphs: [
          'Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données : connexions chiffrées (HTTPS), accès limité aux seules personnes habilitées, règles de sécurité de la base de données qui n’autorisent la lecture publique que des avis approuvés, minimisation des données collectées.',
          'Aucun système n’étant infaillible, nous vous informerons, ainsi que la CNIL, dans les conditions prévues par la loi, en cas de violation de données susceptible de présenter un risque pour vous.',
        ],
      },
      {
        title: 'Transferts hors de l’Espace économique européen',
        paragraphs: [
          'Certains de nos prestataires (Google, Supabase, EmailJS) sont établis ou peuvent traiter des données en dehors de l’Espace économique européen, notamment aux États-Unis. Ces transferts sont encadrés par les garanties prévues par le RGPD : décision d’adéquation de la Commission européenne, dont le cadre de protection des données UE–États-Unis (Data Privacy Framework) pour les entreprises certifiées, ou clauses contractuelles types adoptées par la Commission européenne.',
          'Vous pouvez obtenir une copie de ces garanties en nous écrivant.',
        ],
      },
      {
        title: 'Modifications de la présente politique',
        paragraphs: [
          'Nous pouvons être amenés à modifier cette politique, notamment pour tenir compte d’une évolution du site ou de la réglementation. La date de dernière mise à jour figure en haut de la page. En cas de changement important, une information sera affichée sur le site et, si nécessaire, votre consentement sera de nouveau demandé.',
        ],
      },
      {
        title: 'Nous contacter',
        paragraphs: [
          `Pour toute question relative à vos données personnelles ou à cette politique, contactez-nous à ${email}, par téléphone au ${identity.phone} ou par courrier à ${companyName}, ${address}.`,
        ],
        links: [contactLink],
      },
      {
        title: 'Réclamation auprès de la CNIL',
        paragraphs: [
          `Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de l’autorité de contrôle : ${cnil.name}, ${cnil.address}, ou en ligne sur www.cnil.fr.`,
        ],
        links: [externalLink(cnil.website, 'www.cnil.fr')],
      },
    ]),
  }
}

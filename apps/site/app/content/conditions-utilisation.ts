// /conditions-utilisation: terms of use, exactly 12 articles (behaviour §2). Last updated = the visitor's date.
import { LAST_UPDATED_LABEL, contactLink, numbered, privacyPolicyLink, type LegalIdentity, type LegalPage } from './legal'
import { reviewModeration } from './reviews'
import type { PageMeta } from './types'

export const conditionsUtilisationMeta: PageMeta = {
  title: 'Conditions d’utilisation du site',
  description: 'Conditions d’utilisation du site : accès, usage, propriété intellectuelle, avis clients, formulaires, responsabilité et droit applicable.',
  keywords: ['conditions d’utilisation', 'CGU', 'avis clients', 'formulaires'],
  noindex: true,
}

export function conditionsUtilisation(identity: LegalIdentity): LegalPage {
  const { companyName, siteUrl, email, address } = identity
  return {
    title: 'Conditions d’utilisation',
    intro: [
      `Les présentes conditions d’utilisation régissent l’accès au site ${siteUrl} et son utilisation. Nous vous invitons à les lire attentivement : en naviguant sur le site, vous les acceptez sans réserve.`,
    ],
    numbering: 'article',
    lastUpdated: { kind: 'visitor-date', label: LAST_UPDATED_LABEL },
    meta: conditionsUtilisationMeta,
    articles: numbered([
      {
        title: 'Définitions',
        paragraphs: ['Dans les présentes conditions, les termes suivants ont le sens indiqué ci-dessous :'],
        list: [
          `« Site » : le site internet accessible à l’adresse ${siteUrl} et l’ensemble de ses pages ;`,
          `« Éditeur » : ${companyName}, dont les coordonnées figurent dans les mentions légales ;`,
          '« Utilisateur » : toute personne qui accède au Site ou l’utilise ;',
          '« Contenus » : les textes, illustrations, logos, documents et autres éléments présents sur le Site ;',
          '« Avis » : le témoignage, la note et les informations qu’un Utilisateur dépose au moyen du formulaire d’avis.',
        ],
      },
      {
        title: 'Objet',
        paragraphs: [
          'Les présentes conditions définissent les modalités d’accès au Site et d’utilisation de ses services : consultation des informations sur nos expertises, demandes de devis et de renseignements, lecture et dépôt d’avis clients.',
          'Les prestations d’expertise elles-mêmes sont régies par nos conditions générales de vente, remises avec chaque devis.',
        ],
        links: [{ label: 'Conditions générales de vente', href: '/conditions-vente' }],
      },
      {
        title: 'Accès au site',
        paragraphs: [
          'Le Site est accessible gratuitement, sans inscription, à tout Utilisateur disposant d’un accès à internet. Les frais de connexion et d’équipement restent à sa charge.',
          'Nous nous efforçons de maintenir le Site accessible en permanence, sans y être tenus. L’accès peut être suspendu, notamment pour des opérations de maintenance ou de mise à jour, ou en cas de force majeure, sans que notre responsabilité puisse être engagée.',
        ],
      },
      {
        title: 'Utilisation du site',
        paragraphs: ['L’Utilisateur s’engage à utiliser le Site de manière loyale et conforme à la loi. Il s’interdit notamment :'],
        list: [
          'de fournir des informations fausses ou d’usurper l’identité d’un tiers ;',
          'de perturber le fonctionnement du Site ou de tenter d’accéder à ses parties non publiques ;',
          'd’extraire de manière automatisée ou systématique les Contenus ou les Avis ;',
          'd’utiliser les formulaires pour envoyer des messages publicitaires ou malveillants.',
        ],
      },
      {
        title: 'Propriété intellectuelle',
        paragraphs: [
          `Le Site et ses Contenus, notamment les textes et les illustrations originales, sont protégés par le droit de la propriété intellectuelle et appartiennent à ${companyName} ou à des tiers qui en ont autorisé l’usage. Toute reproduction, représentation, modification ou exploitation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon (articles L335-2 et suivants du Code de la propriété intellectuelle).`,
          'Les logos des organismes officiels présentés sur le Site restent la propriété de leurs titulaires.',
        ],
      },
      {
        title: 'Contenus publiés par les utilisateurs',
        paragraphs: [
          'L’Utilisateur qui dépose un Avis garantit qu’il se rapporte à une prestation réellement effectuée par notre cabinet et qu’il reflète sincèrement son expérience. Il reste responsable de son contenu, qui ne doit être ni injurieux, ni diffamatoire, ni discriminatoire, ni porter atteinte aux droits ou à la vie privée de tiers.',
          `Chaque Avis est vérifié avant publication, en général sous ${reviewModeration.usualDelay} et au plus tard ${reviewModeration.maximumDelay} après son dépôt. Un Avis peut être refusé s’il ne respecte pas les présentes conditions, s’il est sans rapport avec une prestation de notre cabinet, s’il apparaît frauduleux ou en double, ou s’il a un caractère publicitaire ; il n’est jamais refusé au seul motif qu’il est négatif. L’auteur qui a indiqué son adresse e-mail est informé du motif d’un refus.`,
          `Le dépôt d’un Avis ne donne lieu à aucune contrepartie. Les Avis sont affichés par ordre chronologique, du plus récent au plus ancien, avec leur date de dépôt, et restent en ligne ${reviewModeration.retention} au plus. En déposant un Avis, l’Utilisateur autorise sa publication gratuite sur le Site pendant cette durée.`,
          'L’auteur peut demander à tout moment la modification ou la suppression de son Avis en nous contactant.',
        ],
        links: [contactLink],
      },
      {
        title: 'Formulaires et collecte de données',
        paragraphs: [
          'Le Site propose un formulaire de demande de devis, un formulaire de demande de renseignements et un formulaire de dépôt d’avis. L’envoi de chacun suppose l’acceptation des présentes conditions.',
          'L’Utilisateur s’engage à fournir des informations exactes. Les données transmises sont utilisées uniquement pour répondre à sa demande ou publier son Avis, dans les conditions décrites par notre politique de confidentialité. Une demande de devis n’engage pas l’Utilisateur.',
        ],
        links: [privacyPolicyLink],
      },
      {
        title: 'Liens hypertextes',
        paragraphs: [
          'Le Site peut contenir des liens vers des sites tiers, notamment ceux des organismes officiels et du médiateur de la consommation. Nous n’exerçons aucun contrôle sur ces sites et déclinons toute responsabilité quant à leur contenu.',
          'La création d’un lien vers le Site est libre, à condition de ne pas l’intégrer dans les pages d’un autre site (cadre, « iframe ») et de ne pas laisser croire à un partenariat. Nous pouvons demander la suppression de tout lien.',
        ],
      },
      {
        title: 'Responsabilité',
        paragraphs: [
          'Les informations publiées sur le Site sont données à titre général et indicatif. Elles ne remplacent ni une expertise sur place, ni un conseil adapté à votre situation particulière.',
          'Nous mettons tout en œuvre pour offrir des informations exactes et à jour, sans pouvoir garantir leur exhaustivité. Notre responsabilité ne saurait être engagée en cas d’interruption du Site, de difficulté technique, de présence d’un virus malgré nos précautions, ou d’utilisation du Site non conforme aux présentes conditions.',
        ],
      },
      {
        title: 'Protection des données personnelles',
        paragraphs: [
          'Les données personnelles collectées sur le Site sont traitées conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés. Les cookies de mesure d’audience et de publicité ne sont déposés qu’avec votre accord, que vous pouvez modifier à tout moment grâce au lien « Gérer les cookies ».',
          'Notre politique de confidentialité détaille les données collectées, leurs finalités, leurs destinataires, leurs durées de conservation et vos droits, y compris celui d’introduire une réclamation auprès de la CNIL.',
        ],
        links: [privacyPolicyLink],
      },
      {
        title: 'Droit applicable et juridiction compétente',
        paragraphs: [
          'Les présentes conditions sont soumises au droit français.',
          'En cas de litige relatif à leur interprétation ou à leur exécution, une solution amiable sera recherchée en priorité. À défaut, le litige sera porté devant les tribunaux de Paris, sous réserve des règles impératives de compétence, notamment celles qui protègent les consommateurs.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: [
          `Pour toute question relative aux présentes conditions ou au Site, vous pouvez nous écrire à ${email} ou par courrier à ${companyName}, ${address}, ou utiliser notre formulaire de contact.`,
        ],
        links: [contactLink],
      },
    ]),
  }
}

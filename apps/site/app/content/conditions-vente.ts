// /conditions-vente: terms of sale, exactly 18 articles carrying every constant of behaviour §9.
import { LEGAL_TEXTS_DATE, LAST_UPDATED_LABEL, externalLink, mediationLink, numbered, privacyPolicyLink, type LegalIdentity, type LegalPage } from './legal'
import type { PageMeta } from './types'

/** Behaviour §9 constants, as printed in the terms of sale. */
export const termsOfSaleConstants = {
  quoteValidity: '2 semaines',
  recoveryFee: '40 €',
  latePenalty: 'taux semestriel de la Banque centrale européenne (BCE) majoré de 10 points',
  paperReportFee: '30,00 € TTC',
  sameDayCancellationHourlyFee: '90 € TTC',
  withdrawalPeriod: '14 jours',
  forceMajeureLimit: 'un mois',
  amicableSettlementPeriod: 'un mois',
  freeQuoteDelay: '48 heures',
} as const

export const conditionsVenteMeta: PageMeta = {
  title: 'Conditions générales de vente',
  description:
    'Conditions générales de vente de nos expertises : devis, prix, paiement, remise du rapport, annulation, droit de rétractation de 14 jours et médiation.',
  keywords: ['conditions générales de vente', 'CGV expertise', 'droit de rétractation', 'médiation de la consommation'],
  noindex: true,
}

export function conditionsVente(identity: LegalIdentity): LegalPage {
  const { companyName, address, email } = identity
  const c = termsOfSaleConstants

  const provider = [`Dénomination : ${companyName}`, `Forme juridique : ${identity.legalForm}`]
  if (identity.capital) provider.push(`Capital social : ${identity.capital}`)
  provider.push(`Siège social : ${address}`, `Immatriculation : ${identity.registrationNumber}`)
  if (identity.vatNumber) provider.push(`Numéro de TVA intracommunautaire : ${identity.vatNumber}`)
  provider.push(`Téléphone : ${identity.phone}`, `Adresse e-mail : ${email}`)

  const liability = [
    'Le Cabinet est tenu d’une obligation de moyens. Ses constats portent sur les parties visibles et accessibles de l’ouvrage le jour de la visite, sans sondage destructif ni démontage, sauf accord exprès prévu au devis.',
    'Les avis et rapports du Cabinet sont des documents techniques : ils éclairent les décisions du Client mais ne lient ni les assureurs, ni les entreprises, ni les juridictions, et ne constituent pas une consultation juridique.',
    'La responsabilité du Cabinet ne saurait être engagée en cas d’informations inexactes ou incomplètes fournies par le Client, ni pour des désordres non visibles ou non accessibles lors de la visite.',
  ]
  if (identity.professionalInsurance) {
    liability.push(
      `Le Cabinet est assuré en responsabilité civile professionnelle auprès de ${identity.professionalInsurance.insurer} (couverture géographique : ${identity.professionalInsurance.coverage}).`,
    )
  }

  return {
    title: 'Conditions générales de vente',
    intro: [
      `Les présentes conditions générales de vente (CGV) sont communiquées à tout Client avant la conclusion du contrat, jointes à chaque devis et consultables à tout moment sur le site ${identity.siteUrl}.`,
    ],
    numbering: 'article',
    lastUpdated: { kind: 'fixed', label: LAST_UPDATED_LABEL, isoDate: LEGAL_TEXTS_DATE },
    meta: conditionsVenteMeta,
    articles: numbered([
      {
        title: 'Objet et champ d’application',
        paragraphs: [
          `Les présentes CGV s’appliquent à toutes les prestations d’expertise et d’assistance technique dans le domaine du bâtiment réalisées par ${companyName} (ci-après « le Cabinet ») pour ses clients, consommateurs ou professionnels (ci-après « le Client »).`,
          'Elles prévalent sur tout autre document, sauf conditions particulières acceptées par écrit par le Cabinet. La signature de la lettre de mission emporte l’acceptation sans réserve des présentes CGV.',
        ],
      },
      {
        title: 'Identification du prestataire',
        paragraphs: ['Les prestations sont réalisées par :'],
        list: provider,
      },
      {
        title: 'Prestations proposées',
        paragraphs: [
          'Le Cabinet intervient comme expert d’assuré et expert technique indépendant du bâtiment, notamment pour : le constat et l’analyse de désordres (malfaçons, fissures, humidité, infiltrations, dégâts des eaux, incendie), l’assistance à la réception de travaux, l’assistance en cas de litige ou d’abandon de chantier, l’avis technique avant achat ou avant vente, l’évaluation de la valeur vénale d’un bien sinistré et l’assistance lors des expertises amiables, contradictoires ou judiciaires.',
          'Le contenu précis de chaque mission, son prix et ses délais sont décrits dans le devis et dans la lettre de mission.',
        ],
      },
      {
        title: 'Devis et formation du contrat',
        paragraphs: [
          `Toute mission fait l’objet d’un devis détaillé, établi gratuitement dans un délai de ${c.freeQuoteDelay} ; la première visite à domicile, destinée à comprendre la demande du Client, est également gratuite et sans engagement.`,
          `Le devis est valable ${c.quoteValidity} à compter de sa date d’émission. Passé ce délai, le Cabinet n’est plus tenu par les prix et délais qu’il mentionne.`,
          'Le contrat est formé par la signature, par le Client, de la lettre de mission reprenant le devis accepté. Toute modification de la mission demandée ensuite par le Client fait l’objet d’un devis complémentaire.',
        ],
      },
      {
        title: 'Prix',
        paragraphs: [
          'Les prix sont fixés dans le devis. Ils sont fermes pendant sa durée de validité et exprimés en euros toutes taxes comprises (TTC), la TVA étant appliquée au taux en vigueur en France au jour de la facturation.',
          'Les éventuels frais de déplacement, de reproduction ou d’envoi sont indiqués dans le devis ou dans les présentes CGV.',
        ],
      },
      {
        title: 'Modalités de paiement',
        paragraphs: [
          'Un acompte, dont le montant figure sur le devis, est dû dès la réception du devis. Le solde est payable au plus tard le jour du rendez-vous d’expertise.',
          'Lorsque la mission porte uniquement sur l’examen de documents, sans déplacement, le prix est payable en totalité avant la remise du rapport.',
          'Le paiement s’effectue par virement bancaire, par chèque ou par tout autre moyen indiqué sur le devis. Aucun escompte n’est accordé en cas de paiement anticipé. Ces modalités s’appliquent sous réserve des dispositions d’ordre public du Code de la consommation, notamment de l’article L221-10 pour les contrats conclus hors établissement.',
        ],
      },
      {
        title: 'Retard de paiement',
        paragraphs: [
          `Toute somme non réglée à son échéance donne lieu à des pénalités de retard calculées au ${c.latePenalty}, par mois de retard, tout mois commencé étant dû en entier.`,
          `S’y ajoute une indemnité forfaitaire pour frais de recouvrement de ${c.recoveryFee}. Lorsque les frais de recouvrement exposés sont supérieurs à ce montant, une indemnisation complémentaire peut être demandée sur justification.`,
        ],
      },
      {
        title: 'Remise du rapport',
        paragraphs: [
          'Le rapport est remis au Client par voie électronique, au format PDF, à l’adresse e-mail qu’il a indiquée, dans le délai prévu par le devis.',
          'Aucun rapport n’est remis avant le paiement intégral du prix.',
          `À la demande du Client, un exemplaire papier du rapport peut lui être adressé par voie postale, moyennant un supplément de ${c.paperReportFee}.`,
        ],
      },
      {
        title: 'Obligations du Client',
        paragraphs: ['Pour permettre le bon déroulement de la mission, le Client s’engage à :'],
        list: [
          'fournir des informations exactes et complètes sur sa situation ;',
          'communiquer les documents utiles : contrats, devis, factures, plans, procès-verbal de réception, correspondances, contrat d’assurance, rapports antérieurs ;',
          'permettre l’accès aux lieux à la date convenue, en sa présence ou celle d’une personne mandatée ;',
          'informer le Cabinet de toute déclaration de sinistre, expertise ou procédure en cours concernant le bien.',
        ],
      },
      {
        title: 'Obligations du Cabinet',
        paragraphs: [
          'Le Cabinet exécute la mission avec compétence, diligence et indépendance, dans le respect des règles de l’art et des délais convenus. Il défend les intérêts du Client et l’informe de l’avancement de son dossier.',
          'Le Cabinet s’interdit toute mission pour le compte d’une partie dont les intérêts s’opposent à ceux du Client dans le même dossier.',
        ],
      },
      {
        title: 'Annulation ou report d’un rendez-vous',
        paragraphs: [
          'Le Client peut demander le report de son rendez-vous en prévenant le Cabinet au plus tard la veille ; un nouveau rendez-vous lui est alors proposé sans frais.',
          `En cas d’annulation par le Client le jour même du rendez-vous, les frais de déplacement engagés restent dus : indemnités kilométriques calculées selon le barème fiscal en vigueur, auxquelles s’ajoutent ${c.sameDayCancellationHourlyFee} par heure de trajet.`,
          'Si le Cabinet doit lui-même annuler un rendez-vous, il en informe le Client au plus tôt et lui propose une nouvelle date, sans frais pour le Client.',
        ],
      },
      {
        title: 'Droit de rétractation',
        paragraphs: [
          `Lorsque le contrat est conclu à distance ou hors établissement avec un Client consommateur, celui-ci dispose d’un délai de ${c.withdrawalPeriod} pour exercer son droit de rétractation, sans avoir à motiver sa décision (articles L221-18 et suivants du Code de la consommation). Ce délai court à compter de la signature de la lettre de mission.`,
          `Pour exercer ce droit, le Client adresse au Cabinet, avant l’expiration du délai, une déclaration dénuée d’ambiguïté, par lettre recommandée avec accusé de réception à ${companyName}, ${address}, ou par e-mail à ${email}. Il peut utiliser le modèle de formulaire ci-dessous. Le Cabinet rembourse alors toutes les sommes reçues au plus tard dans les 14 jours suivant la réception de cette décision, par le même moyen de paiement.`,
          'En cas d’urgence, le Client peut renoncer à attendre la fin de ce délai en demandant expressément, par écrit, que la mission commence avant son expiration (article L221-25 du Code de la consommation). S’il se rétracte ensuite, il verse un montant proportionnel au service fourni jusqu’à la communication de sa décision. Si la mission a été entièrement exécutée avant la fin du délai, à sa demande expresse et après qu’il a reconnu perdre ainsi son droit de rétractation, ce droit ne peut plus être exercé (article L221-28 du même code).',
          'Modèle de formulaire de rétractation (à compléter et renvoyer uniquement si vous souhaitez vous rétracter du contrat) :',
        ],
        list: [
          `À l’attention de ${companyName}, ${address}, ${email} :`,
          'Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous :',
          'Lettre de mission signée le : …',
          'Nom du client : …',
          'Adresse du client : …',
          'Signature du client (uniquement en cas de notification du présent formulaire sur papier) : …',
          'Date : …',
        ],
      },
      {
        title: 'Force majeure',
        paragraphs: [
          'Aucune des parties ne peut être tenue pour responsable d’un manquement à ses obligations causé par un cas de force majeure au sens de l’article 1218 du Code civil. L’exécution du contrat est alors suspendue pendant la durée de l’empêchement.',
          `Si l’empêchement se prolonge au-delà d’${c.forceMajeureLimit}, le contrat est résolu de plein droit, sans indemnité de part et d’autre ; les sommes versées pour des prestations non réalisées sont remboursées.`,
        ],
      },
      {
        title: 'Responsabilité',
        paragraphs: liability,
      },
      {
        title: 'Confidentialité et utilisation du rapport',
        paragraphs: [
          'Le Cabinet est tenu à la confidentialité sur les informations dont il a connaissance au cours de sa mission.',
          'Le rapport est établi pour l’usage du Client. Celui-ci peut le communiquer librement aux parties concernées par son dossier (assureurs, entreprises, experts, avocats, juridictions) ; toute autre diffusion ou reproduction nécessite l’accord du Cabinet.',
        ],
      },
      {
        title: 'Données personnelles',
        paragraphs: [
          'Les données personnelles du Client sont traitées pour la gestion de sa demande et l’exécution de la mission, conformément au Règlement général sur la protection des données et à notre politique de confidentialité, qui précise les durées de conservation et la manière d’exercer ses droits.',
        ],
        links: [privacyPolicyLink],
      },
      {
        title: 'Réclamations, règlement amiable et médiation',
        paragraphs: [
          `Toute réclamation est adressée par écrit au Cabinet, par e-mail à ${email} ou par courrier à ${address}. Les parties s’engagent à rechercher une solution amiable dans un délai d’${c.amicableSettlementPeriod} à compter de la réception de la réclamation.`,
          `À défaut d’accord dans ce délai, le Client consommateur peut recourir gratuitement au médiateur de la consommation dont relève le Cabinet, conformément aux articles L612-1 et suivants du Code de la consommation : ${identity.mediator.name}, ${identity.mediator.address}, site internet ${identity.mediator.website}, e-mail ${identity.mediator.email}, téléphone ${identity.mediator.phone}.`,
          'Le médiateur doit être saisi dans un délai d’un an à compter de la réclamation écrite adressée au Cabinet. Le recours à la médiation est facultatif ; chaque partie reste libre d’accepter ou de refuser la solution proposée.',
        ],
        links: [mediationLink, externalLink(identity.mediator.website)],
      },
      {
        title: 'Droit applicable et juridiction compétente',
        paragraphs: [
          'Les présentes CGV et les contrats qu’elles régissent sont soumis au droit français.',
          'Le Client consommateur peut saisir, à son choix, l’une des juridictions territorialement compétentes en vertu du Code de procédure civile ou la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable (article R631-3 du Code de la consommation).',
          `Lorsque le Client est un professionnel, tout litige relatif à la formation, à l’exécution ou à l’interprétation du contrat relève de la compétence du ${identity.commercialCourt}.`,
        ],
      },
    ]),
  }
}

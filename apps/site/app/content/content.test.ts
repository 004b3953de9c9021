// Structural facts of the French copy that could silently break: counts the spec fixes, slugs that
// links rely on, spec strings kept verbatim, legal constants, metadata limits and typography.
import { describe, expect, it } from 'vitest'
import { constants, siteConfig } from '../site.config'
import { typeset } from '../../../../scripts/french-typography.mjs'
import { about } from './about'
import { conditionsUtilisation, conditionsUtilisationMeta } from './conditions-utilisation'
import { conditionsVente, conditionsVenteMeta, termsOfSaleConstants } from './conditions-vente'
import { contactFallbackText, contactPage } from './contact'
import { home } from './home'
import { landingClaims, landingPaths, landings } from './landings'
import { toLegalIdentity, type LegalIdentity, type LegalPage } from './legal'
import { mediation, mediationMeta } from './mediation'
import { mentionsLegales, mentionsLegalesMeta } from './mentions-legales'
import { cookiesUsed, politiqueConfidentialite, politiqueConfidentialiteMeta } from './politique-confidentialite'
import { departmentLabel, departments, departmentValue, newReviewPage, reviewFormLabels, reviewMessages, reviewProjectTypes, reviewsPage } from './reviews'
import { footerServiceSlugs, getService, serviceNotFound, serviceSlugs, serviceTabs, services, servicesPage } from './services'
import { notFoundPage, siteMapGroups, siteMapPage } from './site-map'
import type { PageMeta } from './types'

/** Two fictitious identities: texts must be built from whichever they are given. */
const identityA: LegalIdentity = {
  companyName: 'Cabinet Alpha Expertise',
  legalForm: 'SAS',
  capital: '5\u00A0000\u00A0€',
  address: '10 avenue des Tests, 34000 Montpellier',
  registrationNumber: 'RCS Montpellier 111 111 111',
  vatNumber: 'FR11 111111111',
  director: 'Alice Alpha',
  email: 'alpha@example.fr',
  phone: '04 00 00 00 01',
  siteUrl: 'https://alpha.example.fr',
  host: { name: 'Hébergeur Alpha', address: '1 rue Alpha, 75001 Paris', website: 'https://host-alpha.example', phone: '01 00 00 00 01' },
  mediator: {
    name: 'Médiateur Alpha',
    address: '2 rue Médiation, 75002 Paris',
    website: 'https://mediateur-alpha.example',
    email: 'saisine@mediateur-alpha.example',
    phone: '01 00 00 00 02',
  },
  commercialCourt: 'Tribunal de commerce de Nîmes',
}
const identityB: LegalIdentity = {
  ...identityA,
  companyName: 'Bureau Beta Bâtiment',
  director: 'Bruno Beta',
  email: 'beta@example.fr',
  host: { name: 'Hébergeur Beta', address: '3 rue Beta, 69001 Lyon', website: 'https://host-beta.example' },
  mediator: { ...identityA.mediator, name: 'Médiateur Beta', website: 'https://mediateur-beta.example' },
  commercialCourt: 'Tribunal de commerce de Lyon',
}

const legalPages = (identity: LegalIdentity) => ({
  mentions: mentionsLegales(identity),
  terms: conditionsUtilisation(identity),
  privacy: politiqueConfidentialite(identity),
  sale: conditionsVente(identity),
})

/** Every string of a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** All text of a legal page, with no-break spaces made plain so facts can be searched. */
const plainText = (page: LegalPage | ReturnType<typeof mediation>) =>
  strings(page)
    .join('\n')
    .replace(/[\u00A0\u202F]/g, ' ')

const articleText = (page: LegalPage, number: number) => plainText({ ...page, intro: [], articles: page.articles.filter((a) => a.number === number) })

describe('legal texts', () => {
  const pages = legalPages(identityA)

  it('have the article counts of the spec, numbered 1..n', () => {
    expect(pages.terms.articles).toHaveLength(12)
    expect(pages.privacy.articles).toHaveLength(13)
    expect(pages.sale.articles).toHaveLength(18)
    for (const page of Object.values(pages)) {
      expect(page.articles.map((a) => a.number)).toEqual(page.articles.map((_, i) => i + 1))
      for (const article of page.articles) expect(article.paragraphs.length + (article.list?.length ?? 0)).toBeGreaterThan(0)
    }
  })

  it('follow the article plan of the spec for the terms of use and the privacy policy', () => {
    const termsTitles = pages.terms.articles.map((a) => a.title)
    expect(termsTitles[0]).toBe('Définitions')
    expect(termsTitles[10]).toMatch(/Droit applicable/)
    expect(termsTitles[11]).toBe('Contact')
    expect(articleText(pages.terms, 11)).toContain('tribunaux de Paris')
    const privacyTitles = pages.privacy.articles.map((a) => a.title)
    expect(privacyTitles.at(-1)).toMatch(/CNIL/)
    expect(privacyTitles.some((t) => t.includes('Cookies'))).toBe(true)
    expect(privacyTitles.some((t) => t.includes('Espace économique européen'))).toBe(true)
  })

  it('print every terms-of-sale constant of behaviour §9', () => {
    const text = plainText(pages.sale)
    for (const fact of [
      '2 semaines',
      'TVA étant appliquée au taux en vigueur en France',
      'acompte',
      'dès la réception du devis',
      'au plus tard le jour du rendez-vous',
      'avant la remise du rapport',
      'taux semestriel de la Banque centrale européenne (BCE) majoré de 10 points, par mois de retard, tout mois commencé étant dû en entier',
      'frais de recouvrement de 40 €',
      'Aucun rapport n’est remis avant le paiement intégral du prix',
      '30,00 € TTC',
      'barème fiscal',
      '90 € TTC par heure de trajet',
      '14 jours',
      'à compter de la signature de la lettre de mission',
      'L221-18',
      'L221-25',
      'au-delà d’un mois, le contrat est résolu de plein droit',
      'solution amiable dans un délai d’un mois',
      'L612-1',
    ]) {
      expect(text, fact).toContain(fact)
    }
    expect(Object.values(termsOfSaleConstants).every((constant) => text.includes(constant.replace(/\u00A0/g, ' ')))).toBe(true)
  })

  it('take every identity value from the identity they are given', () => {
    const a = Object.values(legalPages(identityA)).map(plainText).join('\n')
    const b = Object.values(legalPages(identityB)).map(plainText).join('\n')
    for (const value of [
      identityA.companyName,
      identityA.director,
      identityA.host.name,
      identityA.host.phone ?? '',
      identityA.mediator.name,
      identityA.commercialCourt,
    ]) {
      expect(a).toContain(value)
      expect(b).not.toContain(value)
    }
    const mentions = plainText(mentionsLegales(identityA))
    for (const value of [
      identityA.registrationNumber,
      identityA.vatNumber ?? '',
      identityA.capital ?? '',
      identityA.address,
      identityA.phone,
      identityA.email,
      identityA.host.address,
      identityA.host.website,
    ]) {
      expect(mentions).toContain(value.replace(/[\u00A0\u202F]/g, ' '))
    }
    const sale = plainText(conditionsVente(identityA))
    for (const value of Object.values(identityA.mediator)) expect(sale).toContain(value)
    expect(articleText(conditionsVente(identityA), 18)).toContain(identityA.commercialCourt)
  })

  it('omit optional identity lines rather than print empty values', () => {
    const minimal: LegalIdentity = { ...identityA, capital: undefined, vatNumber: undefined, host: { ...identityB.host } }
    const text = plainText(mentionsLegales(minimal))
    expect(text).not.toContain('Capital social')
    expect(text).not.toContain('TVA')
    expect(text).not.toContain('undefined')
  })

  it('point the legal notice to the privacy policy and the mediation page', () => {
    const hrefs = mentionsLegales(identityA)
      .articles.flatMap((a) => a.links ?? [])
      .map((l) => l.href)
    expect(hrefs).toEqual(expect.arrayContaining(['/politique-confidentialite', '/médiation', identityA.host.website]))
  })

  it('list exactly the storage the site uses, and the CNIL complaint right', () => {
    expect(cookiesUsed.map((c) => c.name)).toEqual(['cookieConsent', '_ga', '_ga_<id>', '_gcl_au'])
    const cookies = articleText(pages.privacy, pages.privacy.articles.find((a) => a.title.startsWith('Cookies'))!.number)
    for (const name of ['cookieConsent', '_ga', '_ga_<id>', '_gcl_au', '6 mois', '13 mois', 'Supabase', 'EmailJS', 'Gérer les cookies']) {
      expect(cookies, name).toContain(name)
    }
    const complaint = articleText(pages.privacy, 13)
    expect(complaint).toContain('www.cnil.fr')
    expect(complaint).toContain('3 place de Fontenoy')
  })

  it('explain consumer mediation with the configured mediator', () => {
    const page = mediation(identityA)
    const text = plainText(page)
    for (const value of Object.values(identityA.mediator)) expect(text).toContain(value)
    expect(text).toContain('L612-1')
    expect(text).toContain('L616-1')
    expect(page.mediator.fields.find((f) => f.label === 'Téléphone')?.href).toBe('tel:+33100000002')
    expect(page.mediator.logo).toBeUndefined()
    expect(mediation({ ...identityA, mediator: { ...identityA.mediator, logo: '/logo.svg' } }).mediator.logo?.src).toBe('/logo.svg')
  })

  it('are built from the site configuration without gaps', () => {
    const identity = toLegalIdentity(siteConfig)
    expect(identity.companyName).toBe(siteConfig.name)
    expect(identity.mediator.website).toBe(siteConfig.mediator.website)
    for (const page of Object.values(legalPages(identity))) expect(plainText(page)).not.toMatch(/undefined|null|NaN/)
  })

  it('keep the last-updated rules: the visitor’s date on the terms of use only', () => {
    expect(pages.terms.lastUpdated.kind).toBe('visitor-date')
    for (const page of [pages.mentions, pages.privacy, pages.sale]) {
      expect(page.lastUpdated.kind).toBe('fixed')
      // Written as given (LegalDocument reads its year, month and day): a real calendar day.
      const isoDate = page.lastUpdated.kind === 'fixed' ? page.lastUpdated.isoDate : ''
      expect(isoDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${isoDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(isoDate)
    }
  })
})

describe('services', () => {
  it('have an entry for every slug, keyed by its own slug', () => {
    expect(Object.keys(services).sort()).toEqual([...serviceSlugs].sort())
    for (const slug of serviceSlugs) {
      const service = services[slug]
      expect(service.slug).toBe(slug)
      expect(service.introduction.length).toBeGreaterThanOrEqual(1)
      expect(service.introduction.length).toBeLessThanOrEqual(2)
      expect(service.examples.length).toBeGreaterThan(0)
      expect(service.accompaniment.length).toBeGreaterThan(0)
      expect(service.advice.title).toBe('Notre conseil')
      expect(service.hasImage ? service.imageAlt.length > 0 : service.imageAlt === '').toBe(true)
    }
  })

  it('include the nine slugs of behaviour §2 and the four site-map slugs of deviation 3', () => {
    expect(serviceSlugs).toEqual(
      expect.arrayContaining([
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
      ]),
    )
  })

  it('have a drawing (a design-system name, checked by the types) exactly when hasImage says so', () => {
    for (const slug of serviceSlugs) expect(services[slug].hasImage).toBe(services[slug].illustration !== null)
  })

  it('have images exactly where the spec says', () => {
    expect(serviceSlugs.filter((slug) => services[slug].hasImage)).toEqual([
      'malfacons',
      'fissures',
      'humidite',
      'infiltrations',
      'degats-des-eaux',
      'rupture-relations',
      'abandon-chantier',
      'reception-chantier',
      'bilan-avant-achat',
      'bilan-avant-vente',
    ])
  })

  it('fill the three tabs of behaviour §2 and the footer links', () => {
    expect(serviceTabs.map((t) => t.label)).toEqual(['Expertise bâtiment', 'Problèmes durant / réception chantier', 'Expertise biens & immobilier'])
    expect(serviceTabs.map((t) => t.slugs)).toEqual([
      ['malfacons', 'fissures', 'humidite', 'infiltrations', 'degats-des-eaux'],
      ['rupture-relations', 'abandon-chantier', 'reception-chantier'],
      ['expertise-avant-achat-vente'],
    ])
    expect(footerServiceSlugs).toEqual(['malfacons', 'fissures', 'humidite', 'degats-des-eaux'])
    for (const slug of [...serviceTabs.flatMap((t) => t.slugs), ...footerServiceSlugs]) expect(getService(slug)).toBeDefined()
  })

  it('resolve unknown slugs to the spec’s not-found texts', () => {
    expect(getService('inconnu')).toBeUndefined()
    expect(getService(undefined)).toBeUndefined()
    expect(getService('toString')).toBeUndefined()
    expect(serviceNotFound.title).toBe('Service introuvable')
    expect(serviceNotFound.text).toBe(typeset("Le service demandé n'existe pas."))
  })
})

describe('site map', () => {
  const hrefs = siteMapGroups.flatMap((g) => g.links.map((l) => l.href))

  it('links every page of the route table and every service page', () => {
    for (const path of [
      '/',
      '/a-propos',
      '/services',
      '/contact',
      '/avis-clients',
      '/avis-clients/nouveau',
      '/mentions-legales',
      '/conditions-utilisation',
      '/politique-confidentialite',
      '/conditions-vente',
      '/médiation',
      '/plan-du-site',
      ...landingPaths,
      ...serviceSlugs.map((slug) => `/services/${slug}`),
    ]) {
      expect(hrefs, path).toContain(path)
    }
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  it('only links service pages that have content', () => {
    for (const href of hrefs.filter((h) => h.startsWith('/services/'))) expect(getService(href.slice('/services/'.length)), href).toBeDefined()
  })
})

describe('reviews', () => {
  it('have the eight project types of behaviour §3, exactly', () => {
    expect(reviewProjectTypes.map((t) => [t.value, t.label])).toEqual([
      ['malfacons', 'Expertise malfaçons'],
      ['fissures', 'Expertise fissures'],
      ['reception_chantier', 'Réception de chantier'],
      ['litiges', 'Litige / désaccord'],
      ['humidite_infiltrations', 'Infiltrations ou humidité'],
      ['assistance_reception', 'Assistance à réception'],
      ['avis_achat', 'Avis avant acquisition'],
      ['autres', 'Autre expertise bâtiment'],
    ])
  })

  it('offer 43 departments, unique, sorted by code, from 01 - Ain to 87 - Haute-Vienne, stored as the spec spells them', () => {
    const values = departments.map(departmentValue)
    expect(values).toHaveLength(43)
    expect(new Set(values).size).toBe(43)
    for (const d of values) expect(d).toMatch(/^\d{2} - \p{Lu}[\p{L}' -]+$/u)
    const codes = departments.map((d) => Number(d.code))
    expect(codes).toEqual([...codes].sort((x, y) => x - y))
    expect(new Set(codes).size).toBe(43)
    expect(values[0]).toBe('01 - Ain')
    expect(values.at(-1)).toBe('87 - Haute-Vienne')
    expect(Math.max(...codes)).toBe(87)
    for (const d of ['03 - Allier', '31 - Haute-Garonne', '34 - Hérault', '33 - Gironde', '69 - Rhône', '66 - Pyrénées-Orientales']) {
      expect(values).toContain(d)
    }
  })

  it('state the review message’s limits as the form and the table apply them', () => {
    expect(reviewFormLabels.messageHelp).toContain(typeset(`${constants.reviewMessageMinLength} caractères`))
    expect(reviewMessages.messageShort).toContain(typeset(`${constants.reviewMessageMinLength} caractères`))
    expect(reviewMessages.nameLong).toContain(typeset(`${constants.reviewNameMaxLength} caractères`))
    expect(reviewMessages.messageLong.replace(/\s/g, '')).toContain(`${constants.reviewMessageMaxLength}caractères`)
  })

  it('label each department in French typography while its stored value keeps the plain hyphen', () => {
    const herault = departments.find((d) => d.code === '34')!
    expect(departmentValue(herault)).toBe('34 - Hérault')
    expect(departmentLabel(herault)).toBe('34\u00A0– Hérault')
    // The label is what French typography makes of the stored spelling.
    for (const d of departments) expect(departmentLabel(d)).toBe(typeset(departmentValue(d)))
  })

  it('explain moderation next to the list: control, delay, refusal reasons, no counterpart', () => {
    const answer = reviewsPage.faq.items[0]!.answer.join(' ')
    expect(reviewsPage.faq.items).toHaveLength(3)
    expect(answer).toMatch(/avant sa mise en ligne/)
    expect(answer).toMatch(/au plus tard/)
    expect(answer).toMatch(/refusé/)
    expect(answer).toMatch(/contrepartie/)
    expect(reviewsPage.moderationNotice).toMatch(/contrepartie/)
    expect(reviewsPage.hero.button.href).toBe('/avis-clients/nouveau')
    expect(reviewsPage.cta.button.href).toBe('/services')
    expect(newReviewPage.privacyNotice.link.href).toBe('/politique-confidentialite')
  })
})

describe('pages', () => {
  it('keep the spec’s strings, in its words with French marks', () => {
    expect(home.hero.headline).toBe(typeset("Expert d'assuré indépendant"))
    expect(home.hero.primaryCta.href).toBe('/contact')
    expect(home.hero.secondaryCta).toEqual({ label: 'Nos expertises', href: '/services' })
    expect(home.hero.badges).toHaveLength(3)
    expect(about.hero.title).toBe(typeset("Expert d'assuré indépendant pour particuliers"))
    expect(about.values.items).toHaveLength(4)
    expect(about.areas.items).toHaveLength(8)
    // Every intervention area is a card that leads somewhere: none of the eight is a dead end.
    for (const area of about.areas.items) expect(area.href, area.title).toMatch(/^\//)
    expect(contactPage.formTitle).toBe('Demande de Renseignements')
    expect(contactPage.commitments.items).toHaveLength(3)
    expect(notFoundPage.text).toBe('Oops! Page not found')
  })

  it('give the landing pages the claims and presets of behaviour §2', () => {
    expect(landingClaims.emergency).toBe(typeset('Urgence 24h/24'))
    expect(landingClaims.hiddenDefects).toBe(typeset('70% des acquéreurs découvrent des défauts cachés'))
    expect(Object.keys(landings)).toEqual([...landingPaths])
    expect(landings['/expertise-fissures'].form.preset?.label).toBe('Expertise fissures')
    expect(landings['/humidite'].form.preset?.label).toBe('Infiltrations ou humidité')
    const labels: string[] = reviewProjectTypes.map((t) => t.label)
    for (const landing of Object.values(landings)) if (landing.form.preset) expect(labels).toContain(landing.form.preset.label)
    const allClaims = new Set(Object.values(landings).flatMap((l) => l.hero.claims))
    expect([...allClaims].sort()).toEqual(Object.keys(landingClaims).sort())
  })

  it('build the form-failure fallback from the configured phone and e-mail', () => {
    expect(contactFallbackText('04 00 00 00 01', 'a@b.fr')).toBe('Vous pouvez aussi nous appeler au 04 00 00 00 01 ou nous écrire à a@b.fr.')
  })
})

describe('metadata', () => {
  const metas: [string, PageMeta][] = [
    ['/', home.meta],
    ['/a-propos', about.meta],
    ['/services', servicesPage.meta],
    ...serviceSlugs.map((slug): [string, PageMeta] => [`/services/${slug}`, services[slug].meta]),
    ['/contact', contactPage.meta],
    ['/avis-clients', reviewsPage.meta],
    ['/avis-clients/nouveau', newReviewPage.meta],
    ['/mentions-legales', mentionsLegalesMeta],
    ['/conditions-utilisation', conditionsUtilisationMeta],
    ['/politique-confidentialite', politiqueConfidentialiteMeta],
    ['/conditions-vente', conditionsVenteMeta],
    ['/médiation', mediationMeta],
    ['/plan-du-site', siteMapPage.meta],
    ...landingPaths.map((path): [string, PageMeta] => [path, landings[path].meta]),
    ['404', notFoundPage.meta],
    ['service 404', serviceNotFound.meta],
  ]

  it('has a title and a description of at most 160 characters on every page', () => {
    for (const [path, meta] of metas) {
      expect(meta.title.length, path).toBeGreaterThan(0)
      expect(meta.description.length, path).toBeGreaterThanOrEqual(50)
      expect(meta.description.length, path).toBeLessThanOrEqual(160)
    }
  })

  it('has unique titles and descriptions', () => {
    const titles = metas.map(([, m]) => m.title)
    const descriptions = metas.map(([, m]) => m.description)
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([])
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([])
  })

  it('keeps exactly the terms of use, privacy policy and terms of sale out of search engines', () => {
    expect(
      metas
        .filter(([, m]) => m.noindex)
        .map(([path]) => path)
        .sort(),
    ).toEqual(['/conditions-utilisation', '/conditions-vente', '/politique-confidentialite'])
  })
})

describe('French typography of the copy, as composed', () => {
  // The spec's English heading of the not-found page keeps its English punctuation (« Oops! »).
  const all = strings([
    home,
    about,
    services,
    servicesPage,
    serviceTabs,
    serviceNotFound,
    landings,
    reviewsPage,
    newReviewPage,
    contactPage,
    contactFallbackText('04 00 00 00 01', 'a@b.fr'),
    siteMapGroups,
    siteMapPage,
    notFoundPage,
    Object.values(legalPages(identityA)),
    mediation(identityA),
  ]).filter((s) => s !== notFoundPage.text)

  it('uses typographic apostrophes and no straight quotes', () => {
    expect(all.filter((s) => /['"]/.test(s))).toEqual([])
  })

  it('puts no-break spaces before : ; ! ? and inside « »', () => {
    expect(all.filter((s) => / [:;!?](\s|$)/.test(s) || /« | »/.test(s))).toEqual([])
    expect(all.filter((s) => /[^\s\u00A0]:(\s|$)|[^\s\u202F][;!?](\s|$)/.test(s) && !/^https?:/.test(s))).toEqual([])
  })

  it('keeps amounts and percentages on one line', () => {
    expect(all.filter((s) => /\d [€%]/.test(s))).toEqual([])
  })
})

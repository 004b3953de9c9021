// The four legal documents, by path: their page metadata and their text, built from the business
// identity of the site configuration. Read at build time (route table, sitemap) and by tests; each
// page's route module imports its own document only (routes/legal/).
import { conditionsUtilisation, conditionsUtilisationMeta } from './conditions-utilisation'
import { conditionsVente, conditionsVenteMeta } from './conditions-vente'
import type { LegalIdentity, LegalPage } from './legal'
import { mentionsLegales, mentionsLegalesMeta } from './mentions-legales'
import { politiqueConfidentialite, politiqueConfidentialiteMeta } from './politique-confidentialite'
import type { PageMeta } from './types'

export type LegalDocumentContent = { meta: PageMeta; page: (identity: LegalIdentity) => LegalPage }

export const legalDocuments = {
  '/mentions-legales': { meta: mentionsLegalesMeta, page: mentionsLegales },
  '/conditions-utilisation': { meta: conditionsUtilisationMeta, page: conditionsUtilisation },
  '/politique-confidentialite': { meta: politiqueConfidentialiteMeta, page: politiqueConfidentialite },
  '/conditions-vente': { meta: conditionsVenteMeta, page: conditionsVente },
} as const satisfies Record<string, LegalDocumentContent>

export type LegalPath = keyof typeof legalDocuments

export const legalPaths = Object.keys(legalDocuments) as LegalPath[]

/** The documents kept out of search engines (their metadata says noindex). */
export const noindexLegalPaths: ReadonlySet<string> = new Set(legalPaths.filter((path) => legalDocuments[path].meta.noindex))

import type { LegalIdentity, LegalPage } from '../../content/legal'
import { toLegalIdentity } from '../../content/legal'
import type { PageMeta } from '../../content/types'
import { pageMeta } from '../../lib/meta'
import { siteConfig } from '../../site.config'
import { LegalDocument } from '../../sections/LegalDocument'

/**
 * A legal document's route (legal notice, terms of use, privacy policy, terms of sale): its metadata
 * and its page, whose text is built from the business identity in the site configuration. Each
 * document keeps a route module of its own (routes/legal/) so that a page downloads its own text
 * only: one module for all four put every document's text on each legal page (+8 to +12 KB gzip).
 */
export function legalRoute(path: string, meta: PageMeta, document: (identity: LegalIdentity) => LegalPage) {
  const page = document(toLegalIdentity(siteConfig))
  return {
    meta: () => pageMeta({ ...meta, path }),
    Component: function Legal() {
      return <LegalDocument title={page.title} intro={page.intro} numbering={page.numbering} articles={page.articles} lastUpdated={page.lastUpdated} />
    },
  }
}

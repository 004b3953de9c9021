import { conditionsUtilisation, conditionsUtilisationMeta } from '../content/conditions-utilisation'
import { toLegalIdentity } from '../content/legal'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import { LegalDocument } from './shared/LegalDocument'

export const meta = () => pageMeta({ ...conditionsUtilisationMeta, path: '/conditions-utilisation' })

const page = conditionsUtilisation(toLegalIdentity(siteConfig))

/** Terms of use: 12 articles; the last-updated date is the visitor's (noindex). */
export default function TermsOfUse() {
  return (
    <LegalDocument
      title={page.title}
      intro={page.intro}
      numbering={page.numbering}
      articles={page.articles}
      lastUpdated={page.lastUpdated}
    />
  )
}

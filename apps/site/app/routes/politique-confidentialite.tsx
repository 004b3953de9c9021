import { politiqueConfidentialite, politiqueConfidentialiteMeta } from '../content/politique-confidentialite'
import { toLegalIdentity } from '../content/legal'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import { LegalDocument } from './shared/LegalDocument'

export const meta = () => pageMeta({ ...politiqueConfidentialiteMeta, path: '/politique-confidentialite' })

const page = politiqueConfidentialite(toLegalIdentity(siteConfig))

/** Privacy policy: 13 sections, cookies actually used, complaint to the CNIL (noindex). */
export default function PrivacyPolicy() {
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

import { mentionsLegales, mentionsLegalesMeta } from '../content/mentions-legales'
import { toLegalIdentity } from '../content/legal'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import { LegalDocument } from './shared/LegalDocument'

export const meta = () => pageMeta({ ...mentionsLegalesMeta, path: '/mentions-legales' })

const page = mentionsLegales(toLegalIdentity(siteConfig))

/** Legal notice: publisher, director, host, contact, pointer to the privacy policy — from the site configuration. */
export default function LegalNotice() {
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

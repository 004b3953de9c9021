import { conditionsVente, conditionsVenteMeta } from '../content/conditions-vente'
import { toLegalIdentity } from '../content/legal'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import { LegalDocument } from './shared/LegalDocument'

export const meta = () => pageMeta({ ...conditionsVenteMeta, path: '/conditions-vente' })

const page = conditionsVente(toLegalIdentity(siteConfig))

/** Terms of sale: 18 articles with the constants of spec §9 (noindex). */
export default function TermsOfSale() {
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

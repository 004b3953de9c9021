import { DetailsCard } from '@expert/ui/DetailsCard'
import { toLegalIdentity } from '../content/legal'
import { mediation, mediationMeta } from '../content/mediation'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import { LegalDocument, TextLink } from '../sections/LegalDocument'

export const meta = () => pageMeta({ ...mediationMeta, path: '/médiation' })

const page = mediation(toLegalIdentity(siteConfig))

/** Consumer mediation: the mediator's identity, logo, website, address, e-mail and phone (from configuration). */
export default function Mediation() {
  const { mediator } = page
  return (
    <LegalDocument title={page.title} intro={page.intro} numbering={page.numbering} articles={page.articles}>
      <DetailsCard
        titleId="mediateur"
        title={mediator.title}
        logo={mediator.logo}
        fields={mediator.fields.map((field) => ({
          label: field.label,
          value: field.href ? <TextLink link={{ label: field.value, href: field.href }} /> : field.value,
        }))}
        footer={<TextLink link={mediator.website} />}
      />
    </LegalDocument>
  )
}

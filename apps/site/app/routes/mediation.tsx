import { Stack } from '@expert/ui'
import { toLegalIdentity } from '../content/legal'
import { mediation, mediationMeta } from '../content/mediation'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import { LegalDocument, TextLink } from './shared/LegalDocument'
import * as styles from './mediation.css'

export const meta = () => pageMeta({ ...mediationMeta, path: '/médiation' })

const page = mediation(toLegalIdentity(siteConfig))

/** Consumer mediation: the mediator's identity, logo, website, address, e-mail and phone (from configuration). */
export default function Mediation() {
  const { mediator } = page
  return (
    <LegalDocument title={page.title} intro={page.intro} numbering={page.numbering} articles={page.articles}>
      <section aria-labelledby="mediateur" className={styles.card}>
        <Stack space="md">
          {mediator.logo && (
            <img src={mediator.logo.src} alt={mediator.logo.alt} className={styles.logo} loading="lazy" decoding="async" />
          )}
          <h2 id="mediateur" className={styles.heading}>
            {mediator.title}
          </h2>
          <dl className={styles.fields}>
            {mediator.fields.map((field) => (
              <div key={field.label} className={styles.field}>
                <dt className={styles.label}>{field.label}</dt>
                <dd>{field.href ? <TextLink link={{ label: field.value, href: field.href }} /> : field.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <TextLink link={mediator.website} />
          </p>
        </Stack>
      </section>
    </LegalDocument>
  )
}

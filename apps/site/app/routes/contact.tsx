// /contact (behaviour §2 "Contact"): the full form 'Demande de Renseignements' beside the contact
// details, the opening hours and the three commitments.
import { Hero } from '@expert/ui/Hero'
import { Icon, type IconName } from '@expert/ui/Icon'
import { ContactFormBlock } from '../components/forms/ContactFormBlock'
import { contactPage } from '../content/contact'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import * as styles from './contact.css'

export const meta = () => pageMeta({ ...contactPage.meta, path: '/contact' })

const commitmentIcons: IconName[] = ['file', 'graduation', 'handshake']

export default function Contact() {
  const { hero, details, openingHours, commitments } = contactPage
  const { address } = siteConfig
  return (
    <>
      <Hero variant="page" title={hero.title}>
        {hero.intro}
      </Hero>
      <div className={styles.layout}>
        <div className={styles.formCard}>
          <ContactFormBlock />
        </div>
        <aside className={styles.aside} aria-label="Coordonnées, horaires et engagements">
          <section className={styles.panel} aria-labelledby="contact-coordonnees">
            <h2 id="contact-coordonnees" className={styles.panelTitle}>
              {details.title}
            </h2>
            <ul className={styles.detailList}>
              <li className={styles.detail}>
                <Icon name="phone" />
                <span>
                  <span className={styles.detailLabel}>{details.phoneLabel}</span>
                  <a href={siteConfig.phone.href} className={styles.link}>
                    {siteConfig.phone.display}
                  </a>
                </span>
              </li>
              <li className={styles.detail}>
                <Icon name="mail" />
                <span>
                  <span className={styles.detailLabel}>{details.emailLabel}</span>
                  <a href={`mailto:${siteConfig.email}`} className={styles.link}>
                    {siteConfig.email}
                  </a>
                </span>
              </li>
              <li className={styles.detail}>
                <Icon name="mapPin" />
                {/* A <div>: an <address> may not sit in a <span> (invalid HTML); the grid cell is the same. */}
                <div>
                  <span className={styles.detailLabel}>{details.addressLabel}</span>
                  <address className={styles.address}>
                    {address.street}
                    <br />
                    {address.postalCode} {address.city}
                  </address>
                </div>
              </li>
            </ul>
          </section>
          <section className={styles.panel} aria-labelledby="contact-horaires">
            <h2 id="contact-horaires" className={styles.panelTitle}>
              {openingHours.title}
            </h2>
            <dl className={styles.hours}>
              {siteConfig.openingHours.map((line) => (
                <div key={line.days} className={styles.hoursRow}>
                  <dt className={styles.hoursDays}>{line.days}</dt>
                  <dd className={styles.hoursTime}>{line.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="contact-engagements">
            <h2 id="contact-engagements" className={styles.panelTitle}>
              {commitments.title}
            </h2>
            <ul className={styles.commitments}>
              {commitments.items.map((item, index) => (
                <li key={item.title} className={styles.commitment}>
                  <span className={styles.commitmentIcon}>
                    <Icon name={commitmentIcons[index] ?? 'check'} />
                  </span>
                  <span>
                    <strong className={styles.commitmentTitle}>{item.title}</strong>
                    <span className={styles.commitmentText}>{item.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  )
}

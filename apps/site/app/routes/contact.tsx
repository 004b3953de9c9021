// /contact (behaviour §2 "Contact"): the full form 'Demande de Renseignements' beside the contact
// details, the opening hours and the three commitments.
import { ContactDetails } from '@expert/ui/ContactDetails'
import { Hero } from '@expert/ui/Hero'
import { IconList } from '@expert/ui/IconList'
import { OpeningHours } from '@expert/ui/OpeningHours'
import { Panel } from '@expert/ui/Panel'
import { ContactFormBlock } from '../sections/ContactFormBlock'
import { contactPage } from '../content/contact'
import { pageMeta } from '../lib/meta'
import { siteConfig } from '../site.config'
import * as styles from './contact.css'

export const meta = () => pageMeta({ ...contactPage.meta, path: '/contact' })

export default function Contact() {
  const { hero, details, openingHours, commitments } = contactPage
  const { address, phone, email } = siteConfig
  return (
    <>
      <Hero variant="page" title={hero.title}>
        {hero.intro}
      </Hero>
      <div className={styles.layout}>
        <Panel variant="raised">
          <ContactFormBlock />
        </Panel>
        <aside className={styles.aside} aria-label="Coordonnées, horaires et engagements">
          <Panel title={details.title} titleId="contact-coordonnees">
            <ContactDetails
              items={[
                { icon: 'phone', label: details.phoneLabel, value: phone.display, href: phone.href },
                { icon: 'mail', label: details.emailLabel, value: email, href: `mailto:${email}` },
                { icon: 'mapPin', label: details.addressLabel, value: [address.street, `${address.postalCode} ${address.city}`] },
              ]}
            />
          </Panel>
          <Panel title={openingHours.title} titleId="contact-horaires">
            <OpeningHours rows={[...siteConfig.openingHours]} />
          </Panel>
          <Panel title={commitments.title} titleId="contact-engagements">
            <IconList items={[...commitments.items]} />
          </Panel>
        </aside>
      </div>
    </>
  )
}

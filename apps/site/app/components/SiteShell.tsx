// Header, main landmark and footer around every page, wired to the router and the site config.
import { memo, startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Footer } from '@expert/ui/Footer'
import { Header } from '@expert/ui/Header'
import { footerServices } from '../content/footer'
import { constants, copyrightYears, siteConfig } from '../site.config'
import { CookieConsent, ManageCookiesButton } from './consent/CookieConsent'
import { Notifications } from './Notifications'
import * as styles from './SiteShell.css'

/** Behaviour §2, in order: desktop bar and mobile drawer. */
export const navItems = [
  { name: 'Accueil', href: '/' },
  { name: 'Nos Services', href: '/services' },
  { name: 'Avis Clients', href: '/avis-clients' },
  { name: 'A Propos', href: '/a-propos' },
  { name: 'Contact', href: '/contact' },
]

/** The main landmark: the skip link's target, and where focus goes after a navigation. */
const mainId = 'contenu'

const footerServiceLinks = footerServices.map(({ slug, name }) => ({ name, href: `/services/${slug}` }))

const usefulLinks = [
  { name: 'A Propos', href: '/a-propos' },
  { name: 'Avis Clients', href: '/avis-clients' },
  { name: 'Laisser un avis', href: '/avis-clients/nouveau' },
  { name: 'Contact', href: '/contact' },
  { name: 'Plan du site', href: '/plan-du-site' },
]

const legalLinks = [
  { name: 'Mentions légales', href: '/mentions-legales' },
  { name: 'Conditions d’utilisation', href: '/conditions-utilisation' },
  { name: 'Politique de confidentialité', href: '/politique-confidentialite' },
  { name: 'Conditions générales de vente', href: '/conditions-vente' },
  { name: 'Médiation', href: '/médiation' },
]

// The shell re-renders on every change of the location (it reads the pathname), a `?page=` of the
// reviews included: what does not depend on it is built once and skipped by React (the same element),
// and the header renders again only when its props change (a new page, the scrolled look, the drawer).
const ShellHeader = memo(Header)

const { address } = siteConfig
/** The footer, the cookie banner and the notifications: the same on every page, built once. */
const shellEnd = (
  <>
    <Footer
      name={siteConfig.name}
      tagline="Expert d’assuré indépendant"
      description={siteConfig.shortDescription}
      officialLogos={[...siteConfig.officialLogos]}
      services={footerServiceLinks}
      allServicesLink={{ name: 'Tous nos services', href: '/services' }}
      usefulLinks={usefulLinks}
      address={[address.street, `${address.postalCode} ${address.city}`]}
      phone={siteConfig.phone}
      email={siteConfig.email}
      openingHours={siteConfig.openingHours.map((line) => `${line.days} : ${line.hours}`)}
      quoteHref="/contact"
      quoteLabel="Demander un devis gratuit"
      freeQuoteBadge="Devis détaillé gratuit sous 48 h"
      copyright={`${copyrightYears} ${siteConfig.name} — Tous droits réservés · ${siteConfig.registrationNumber}`}
      legalLinks={legalLinks}
      extraLegalAction={<ManageCookiesButton />}
    />
    <CookieConsent />
    <Notifications />
  </>
)

/** Scrolled state of the header: true past the spec's 10 px threshold. */
function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    // In a transition: the header's new look re-renders it and its drawer (with the footer, before it was
    // built once: 69 ms at CPU ×4 in a traced scroll), sliced so that a tap just after it does not wait.
    const update = () => {
      const past = window.scrollY > threshold
      startTransition(() => setScrolled(past))
    }
    // The first reading waits for the next frame: reading scrollY while hydration has just touched
    // the DOM forces a whole-page layout inside the hydration task (a long task on a phone).
    const frame = requestAnimationFrame(update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [threshold])
  return scrolled
}

export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const isScrolled = useScrolledPast(constants.headerScrollThresholdPx)
  const [menuOpen, setMenuOpen] = useState(false)
  // The drawer closes on any route change, whatever caused it. Compared while rendering rather than
  // in an effect on mount: a drawer the visitor opened before hydration stays open.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setMenuOpen(false)
  }

  // After a client-side navigation, focus starts at the new page's content, as reading does: not on
  // the link that was pressed (the footer's, at the bottom) nor on the menu button the closed drawer
  // gave it back to.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    document.getElementById(mainId)?.focus({ preventScroll: true })
  }, [pathname])

  return (
    <>
      <ShellHeader
        navItems={navItems}
        currentPath={pathname}
        isScrolled={isScrolled}
        phone={siteConfig.phone}
        quoteHref="/contact"
        quoteLabel="Devis Gratuit"
        name={siteConfig.name}
        tagline="Expert d’assuré indépendant"
        isMenuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
      />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {shellEnd}
    </>
  )
}

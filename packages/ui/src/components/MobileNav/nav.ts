// Navigation data shared by the Header and its lazily loaded drawer (kept apart from the drawer's
// react-aria code so the Header does not pull it into the page's first bundle).

/** One entry of the site navigation. */
export type NavItem = { name: string; href: string }

/** A phone number as shown and as dialled (`tel:+33…`). */
export type PhoneLink = { display: string; href: string }

/**
 * How a nav item relates to the current path: `page` when it is the page itself, `true` when the
 * page lives under it (a service page under 'Nos Services'), `undefined` otherwise.
 */
export function currentState(href: string, currentPath: string | undefined): 'page' | 'true' | undefined {
  if (currentPath === undefined) return undefined
  const path = currentPath.replace(/\/+$/, '') || '/'
  if (path === href) return 'page'
  if (href !== '/' && path.startsWith(`${href}/`)) return 'true'
  return undefined
}

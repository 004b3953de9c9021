import type { ReactNode } from 'react'

/** Header, main landmark and footer around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return <main id="contenu" tabIndex={-1}>{children}</main>
}

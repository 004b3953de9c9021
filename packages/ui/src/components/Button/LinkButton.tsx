// Kept apart from Button.tsx: a link styled as a button needs no react-aria code, and a page that
// only has LinkButtons (header, footer, heroes) must not download the react-aria Button with it.
import type { AnchorHTMLAttributes } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import type { ButtonAppearance } from './Button'
import * as styles from './Button.css'
import { clsx } from 'clsx/lite'

export type LinkButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  ButtonAppearance & {
    /**
     * Destination : les chemins internes passent par le composant de lien de l’application (LinkProvider) ;
     * tel:, mailto: et http restent des liens simples.
     */
    href: string
  }

/**
 * Une navigation qui a l’apparence d’un bouton (« Devis gratuit », par exemple). Un vrai `<a href>`, et non un
 * lien react-aria : il fonctionne dans le HTML prérendu avant l’hydratation et ne coûte aucun JavaScript ; ses
 * états viennent des pseudo-classes CSS.
 */
export function LinkButton({ variant, size, fullWidth, icon, className, children, href, ...rest }: LinkButtonProps) {
  const Anchor = useLinkComponent(href)
  return (
    <Anchor {...rest} href={href} data-native="" className={clsx(styles.button({ variant, size, fullWidth }), className)}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </Anchor>
  )
}

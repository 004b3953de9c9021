import type { AnchorHTMLAttributes } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './Link.css'
import { clsx } from 'clsx/lite'

export type LinkVariant = 'standard' | 'inverse'
export const linkVariants = ['standard', 'inverse'] as const satisfies readonly LinkVariant[]

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /**
   * Destination : les chemins internes passent par le composant de lien de l’application (LinkProvider,
   * navigation côté client).
   */
  href: string
  /** `inverse` sur le fond de marque (bleu profond). */
  variant?: LinkVariant
  /** `hover` pour les listes de liens dont le contexte dit déjà que ce sont des liens. */
  underline?: 'always' | 'hover'
}

/**
 * Un lien dans le texte : un vrai `<a href>` (il fonctionne dans le HTML prérendu avant tout script, sans code
 * react-aria), avec les états de survol et de focus clavier venus du CSS.
 */
export function Link({ variant = 'standard', underline = 'always', className, href, ...rest }: LinkProps) {
  const Anchor = useLinkComponent(href)
  return <Anchor {...rest} href={href} className={clsx(styles.link({ variant, underline }), className)} />
}

import type { HTMLAttributes } from 'react'
import type { Space } from './space'
import * as styles from './layout.css'
import { clsx } from 'clsx/lite'

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** Largeur de lecture (environ 70 caractères) au lieu de la largeur du contenu. */
  narrow?: boolean
  /** Marges verticales, prises dans l’échelle `space`. */
  paddingY?: Space
}

/** Centre le contenu à la largeur du site, avec des marges latérales. */
export function Container({ narrow = false, paddingY, className, ...rest }: ContainerProps) {
  const classes = [styles.container, narrow && styles.containerNarrow, paddingY && styles.paddingY[paddingY], className]
  return <div className={clsx(...classes)} {...rest} />
}

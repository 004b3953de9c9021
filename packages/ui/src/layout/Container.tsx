import type { HTMLAttributes } from 'react'
import type { vars } from '../styles/contract.css'
import * as styles from './layout.css'

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** Reading width (~70 characters) instead of the content width. @default false */
  narrow?: boolean
  /** Vertical padding from the spacing scale. */
  paddingY?: keyof typeof vars.space
}

/** Centres content at the site's content width with side gutters. */
export function Container({ narrow = false, paddingY, className, ...rest }: ContainerProps) {
  const classes = [styles.container, narrow && styles.containerNarrow, paddingY && styles.paddingY[paddingY], className]
  return <div className={classes.filter(Boolean).join(' ')} {...rest} />
}

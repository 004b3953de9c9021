import { Box, type BoxProps } from './Box'
import * as styles from './layout.css'

export type ContainerProps = BoxProps & {
  /** Reading width (~70 characters) instead of the content width. @default false */
  narrow?: boolean
}

/** Centres content at the site's content width with side gutters. */
export function Container({ narrow = false, className, ...rest }: ContainerProps) {
  const classes = [styles.container, narrow && styles.containerNarrow, className].filter(Boolean).join(' ')
  return <Box className={classes} {...rest} />
}

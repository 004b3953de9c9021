import { Link } from 'react-router'
import type { LinkComponentProps } from '@expert/ui/LinkProvider'

/** The design system's link component on this site: React Router navigation, route modules prefetched on intent. */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  return <Link ref={ref} to={href} prefetch="intent" {...rest} />
}

// Lets the application decide how design-system links navigate (Braid's `linkComponent` pattern).
// The design system renders every link through this component; by default a plain <a>, so links
// work in prerendered HTML before any script runs. The site passes its router's Link for
// client-side navigation without the design system importing the router.
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react'

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  ref?: Ref<HTMLAnchorElement>
}

export type LinkComponent = ComponentType<LinkComponentProps>

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainAnchor(props, ref) {
  return <a ref={ref} {...props} />
})

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor)

export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>
}

/** The link component to render internal links with. External links (http…, tel:, mailto:) stay plain anchors. */
export function useLinkComponent(href: string): LinkComponent {
  const component = useContext(LinkComponentContext)
  return isInternalHref(href) ? component : PlainAnchor
}

export const isInternalHref = (href: string) => href.startsWith('/') && !href.startsWith('//')

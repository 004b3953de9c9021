export { LinkProvider, useLinkComponent, isInternalHref, type LinkComponent, type LinkComponentProps } from './LinkProvider'

export { LinkList, StandaloneLink, type LinkListProps, type LinkListItem, type StandaloneLinkProps } from './LinkList'

export { LinkGroup, LinkList, StandaloneLink, type LinkGroupProps, type LinkListProps, type LinkListItem, type StandaloneLinkProps } from './LinkList'

export { IconList, type IconListItem, type IconListProps } from './IconList'

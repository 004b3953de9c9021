export { Header, type HeaderProps } from './Header'
export type { NavItem, PhoneLink } from '../MobileNav/MobileNav'

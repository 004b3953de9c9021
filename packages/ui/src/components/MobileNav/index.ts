export { MobileNav, currentState, type MobileNavProps, type NavItem, type PhoneLink } from './MobileNav'

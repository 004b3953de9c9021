export { Link, linkVariants, type LinkProps } from './Link'

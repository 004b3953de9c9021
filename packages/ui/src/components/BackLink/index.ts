export { BackLink, backLinkTones, type BackLinkProps, type BackLinkTone } from './BackLink'

export { Footer, type FooterProps, type FooterHeadings, type OfficialLogo } from './Footer'

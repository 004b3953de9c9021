export { CookieBanner, type CookieBannerProps } from './CookieBanner'

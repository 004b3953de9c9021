export { CookieBanner, type CookieBannerProps } from './CookieBanner'
export { enhanceCookieBanner } from './enhanceCookieBanner'

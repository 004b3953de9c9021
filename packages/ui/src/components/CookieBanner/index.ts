export { CookieBanner, type CookieBannerProps } from './CookieBanner'
export { enhanceCookieBanner, type EnhanceCookieBannerOptions } from './enhanceCookieBanner'
export { scrollClearOf } from './scrollClearOf'

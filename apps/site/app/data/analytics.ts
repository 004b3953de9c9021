// Analytics and advertising port (behaviour §7, §9; deviations 1–2): the ONLY code that knows gtag.
//
// - Consent defaults (all denied but functionality/security, wait_for_update 500) are pushed to
//   `window.dataLayer` when this module initialises in the browser, before anything else. The page's
//   consent script (components/consent/consent-script.ts) stores a choice the moment it is made and
//   queues it for this port, which pushes it after the defaults.
// - The tag script is requested from the tag-manager host only after 'Accepter', or on a later
//   visit while a stored acceptance is valid ("basic" Consent Mode: no request to Google before).
// - Refusing (first time or after accepting) sends the denied update and deletes `_ga*`/`_gcl*`.
//
// Configuration (build-time environment, local placeholders by default — never a real account):
//   VITE_GA_MEASUREMENT_ID       Google Analytics 4 measurement id        default 'G-XXXXXXXXXX'
//   VITE_GOOGLE_ADS_ID           Google Ads account id                     default 'AW-000000000'
//   VITE_ADS_CONVERSION_SEND_TO  Ads conversion target for form success   default 'AW-000000000/conversion'
import { expireTrackingCookies, readConsent, writeConsent, type ConsentChoice, type StorageLike } from './consent'

const env: Record<string, string | undefined> = import.meta.env ?? {}
const pick = (key: string, fallback: string) => {
  const value = env[key]
  return value === undefined || value === '' ? fallback : value
}

export type AnalyticsConfig = {
  /** First id: the one in the tag script URL. */
  measurementId: string
  adsId: string
  adsConversionSendTo: string
}

export const analyticsConfig: AnalyticsConfig = {
  measurementId: pick('VITE_GA_MEASUREMENT_ID', 'G-XXXXXXXXXX'),
  adsId: pick('VITE_GOOGLE_ADS_ID', 'AW-000000000'),
  adsConversionSendTo: pick('VITE_ADS_CONVERSION_SEND_TO', 'AW-000000000/conversion'),
}

export const TAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'
export const tagScriptUrl = (config: AnalyticsConfig = analyticsConfig) => `${TAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(config.measurementId)}`

/** Tag cookie lifetime: 13 months of 30 days (390 days), under any calendar 13 months (CNIL maximum). */
export const TAG_COOKIE_EXPIRES_SECONDS = 13 * 30 * 24 * 60 * 60

export const consentDefaults = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
} as const

const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' } as const
const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } as const

/** Parameters of every `config` command: IP anonymised (a no-op in GA4, kept per behaviour §9) and capped cookie lifetime. */
export const tagConfigParams = { anonymize_ip: true, cookie_expires: TAG_COOKIE_EXPIRES_SECONDS } as const

/** The part of `window` this port touches; tests pass a fake. */
export type AnalyticsHost = {
  dataLayer?: unknown[]
  document: {
    cookie: string
    head: { appendChild(node: never): unknown }
    createElement(tag: 'script'): ScriptLike
  }
  location: { hostname: string }
}

type ScriptLike = { src: string; async: boolean; addEventListener(type: 'error', listener: () => void): void }

export type AnalyticsOptions = {
  host: AnalyticsHost
  /** Called on each use: `window.localStorage` may throw (storage disabled). */
  storage: () => StorageLike | undefined
  config?: AnalyticsConfig
  now?: () => Date
  logger?: Pick<Console, 'warn'>
}

export type Analytics = ReturnType<typeof createAnalytics>

export function createAnalytics({ host, storage, config = analyticsConfig, now = () => new Date(), logger = console }: AnalyticsOptions) {
  let defaultsPushed = false
  let tagRequested = false

  // The standard gtag: it must push the `arguments` object itself (gtag.js ignores plain arrays).
  function gtag(..._args: unknown[]) {
    ;(host.dataLayer ??= []).push(arguments)
  }

  function pushDefaults() {
    if (defaultsPushed) return
    defaultsPushed = true
    gtag('consent', 'default', { ...consentDefaults })
    // If the tag is loaded and consent later withdrawn, ad click identifiers are redacted.
    // (url_passthrough is left off: it rewrites links, and the tag never runs while ads are denied.)
    gtag('set', 'ads_data_redaction', true)
  }

  function loadTag() {
    if (tagRequested) return
    tagRequested = true
    gtag('js', now())
    gtag('config', config.measurementId, { ...tagConfigParams })
    gtag('config', config.adsId, { ...tagConfigParams })
    const script = host.document.createElement('script')
    script.async = true
    script.src = tagScriptUrl(config)
    // Blocked by an extension or offline: analytics is lost, the site keeps working.
    script.addEventListener('error', () => logger.warn(`Le script de mesure n’a pas pu être chargé : ${script.src}`))
    host.document.head.appendChild(script as never)
  }

  function removeTrackingCookies() {
    for (const assignment of expireTrackingCookies(host.document.cookie, host.location.hostname)) {
      host.document.cookie = assignment
    }
  }

  /**
   * A choice already stored (by the page's consent script, the moment the visitor made it): grant and
   * load the tag, or deny and delete the tag's cookies; and send its event.
   */
  function apply(choice: ConsentChoice) {
    pushDefaults()
    if (choice === 'accepted') {
      gtag('consent', 'update', { ...granted })
      loadTag()
      gtag('event', 'consent_granted', { event_category: 'cookie_consent', event_label: 'accepter' })
    } else {
      gtag('consent', 'update', { ...denied })
      gtag('event', 'consent_denied', { event_category: 'cookie_consent', event_label: 'refuser' })
      removeTrackingCookies()
    }
  }

  return {
    pushDefaults,

    /** App start: apply a valid stored acceptance (granted update + tag). Returns the valid choice, if any. */
    start(): ConsentChoice | null {
      pushDefaults()
      const choice = readConsent(storage(), now())
      if (choice === 'accepted') {
        gtag('consent', 'update', { ...granted })
        loadTag()
      }
      return choice
    },

    /** 'Accepter': store, grant, load the tag (once), send consent_granted. */
    accept() {
      writeConsent(storage(), 'accepted', now())
      apply('accepted')
    },

    /** 'Refuser' (also a withdrawal): store, deny, send consent_denied, delete the tag's cookies. */
    decline() {
      writeConsent(storage(), 'declined', now())
      apply('declined')
    },

    apply,

    /**
     * Form-success conversion (behaviour §4, §7). Always queued in `dataLayer`; it only leaves the browser
     * if the tag is loaded, i.e. once the visitor has accepted.
     */
    reportConversion() {
      pushDefaults()
      gtag('event', 'conversion', { send_to: config.adsConversionSendTo, value: 1, currency: 'EUR' })
    },

    get tagRequested() {
      return tagRequested
    },
  }
}

function browserStorage(): StorageLike | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

// One instance for the page. Nothing happens while prerendering (no window).
const client: Analytics | undefined =
  typeof window !== 'undefined' && typeof document !== 'undefined'
    ? createAnalytics({ host: window as unknown as AnalyticsHost, storage: browserStorage })
    : undefined
client?.pushDefaults()

/** Applies a stored valid acceptance; returns the valid stored choice (null: the banner must ask). */
export const startAnalytics = (): ConsentChoice | null => client?.start() ?? null
/** Applies a choice the page's consent script has already stored (components/consent/consent-script.ts). */
export const applyConsentChoice = (choice: ConsentChoice) => client?.apply(choice)
/** Call on a successful quick or full form submit. */
export const reportConversion = () => client?.reportConversion()

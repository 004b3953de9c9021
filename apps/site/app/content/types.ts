// Shared shapes of the French copy in app/content (typed data, no JSX, no HTML strings).
//
// Typography convention for every file of this folder:
// - strings the spec gives are kept verbatim (straight apostrophes included, e.g. "Expert d'assuré
//   indépendant") and listed in `specStrings` of each file that uses them;
// - our own prose uses the typographic apostrophe (’), a no-break space (U+00A0) before « : » and
//   inside « », a narrow no-break space (U+202F) before « ; ! ? », and a no-break space between a
//   number and € or %. content.test.ts enforces this.

/** Page metadata, spread into `pageMeta({ ...meta, path })` of app/lib/meta.ts. */
export interface PageMeta {
  /** Page title, without the company name (routes may append it). */
  title: string
  /** At most 160 characters. */
  description: string
  keywords: readonly string[]
  /** Only the terms of use, privacy policy and terms of sale are kept out of search engines. */
  noindex?: boolean
}

export interface LinkItem {
  label: string
  href: string
  /** Opens another site (render with rel="noopener" and an indication for screen readers). */
  external?: boolean
}

export interface TitledText {
  title: string
  text: string
}

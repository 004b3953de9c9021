// Shared shapes of the French copy in app/content (typed data, no JSX, no HTML strings).
//
// Typography of every file of this folder: each string a visitor reads is written typeset, the
// spec's strings too (its words, French marks: « Expert d’assuré indépendant »): the typographic
// apostrophe (’), a no-break space (U+00A0) before « : », a narrow no-break space (U+202F) before
// « ; ! ? » and inside « », no-break spaces in hours, amounts and phone numbers — what `typeset`
// (scripts/french-typography.mjs) gives. typography.test.ts names any string that is not;
// `npm run typeset-content -w apps/site` rewrites them.

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

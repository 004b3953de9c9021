const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/**
 * A French long date ('17 mars 2025', '1 janvier 2025') from its calendar day (`month` 1–12): what
 * `Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' })` writes (a unit test compares them), without Intl,
 * whose first use in a page loads ICU's locale data: 50–250 ms of main thread on a phone while the page
 * boots (docs/performance.md). The caller picks the day, in whichever time zone it means.
 */
export function longDate(year: number, month: number, day: number): string {
  return `${day} ${MONTHS[month - 1]} ${year}`
}

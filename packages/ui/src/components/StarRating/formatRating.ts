/**
 * A rating in French, one decimal at most ('4', '4,5'): what `Intl.NumberFormat('fr-FR',
 * { maximumFractionDigits: 1 })` writes for 0 to 5 (a unit test compares them), without Intl, whose
 * first use in a page loads ICU's locale data: 50–220 ms of main thread on a phone (docs/performance.md);
 * StarRating built one as its module was imported, in the middle of the page's boot.
 */
export function formatRating(value: number) {
  // Rounded as ICU does: the shortest decimal that reads back as the number (0.15, not 0.1499…), half up.
  const tenths = Math.round(Number(`${value}e1`)) || 0
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)},${tenths % 10}`
}

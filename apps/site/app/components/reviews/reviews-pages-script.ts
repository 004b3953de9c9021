// The pagination of /avis-clients before the list's code is live, as an inline script after the list
// (allowed by the page's policy through its hash, like every inline script of the build).
//
// The build prerenders the first pages of reviews (app/data/reviews-snapshot.ts), one shown and the
// others `hidden`: each page's cards and its average's stars are elements marked
// `data-reviews-page="<n>"` (from 1), the stars carrying the page's average (`data-average`).
// A tap on a page button of @expert/ui/Pagination (native buttons: `data-page`, `data-page-step`)
// shows that page at once, and sets exactly what ReviewsList renders for it, so that the island
// hydrates over it and keeps it:
//   - that page's cards and stars shown, the others hidden, its average as the figure;
//   - the pagination: the current page, Précédent disabled on the first page and Suivant on the
//     last page of the HTML (further pages wait for the list's code: their buttons are disabled
//     until then), the polite status;
//   - the URL (?page=<n>, a new history entry, as the live list does), and focus on the list's
//     heading, scrolled into view, as the live list does after a page change;
//   - the page's cards in two frames, as the live list does too (`revealInViewFirst`, below): the
//     cards a screen holds under the heading in the tap's own frame, the others in the next one.
// When the page loads with ?page=<n> (a shared link), or back/forward brings one, the script shows
// that page if it is in the HTML (otherwise the first, as prerendered: the island loads it); past the
// build's last page, the last (the URL kept: reviews approved since may have made that page, and the
// live list, which knows the count, corrects it); an unreadable one (?page=0, ?page=abc), the first,
// and the URL says so (corrected in place, no new history entry), as the live list does.
//
// From the moment the island's React takes the list (`data-island-react` on its host, islands/island.tsx)
// the script leaves it alone: ReviewsList reads the page shown (`prerenderedPage`) and goes on from it.
//
// Written as a function so that it is type-checked like the rest; the page gets its source text.

export type ReviewsPagesOptions = {
  /** The pagination's status, `{page}` and `{count}` replaced ('Page {page} sur {count}'). */
  status: string
}

/** The attribute of each prerendered page's parts (cards, average's stars), the page's number from 1. */
export const PAGE_ATTRIBUTE = 'data-reviews-page'
/** On a page's stars: that page's average, as the list's figure shows it. */
export const AVERAGE_ATTRIBUTE = 'data-average'
/** On the figure that shows the average of the page shown. */
export const AVERAGE_FIGURE_ATTRIBUTE = 'data-reviews-average'

/**
 * The behaviour. Runs as an inline script: ES2017, no imports, no helpers from outside, and it must
 * never throw. (No comments inside: the page gets its text as written.) `isFree`: prerendered, and
 * not React's yet; `pageOf`: the page a query asks for, from 1 ('?page=3' → 3, otherwise 1); `show`:
 * page `n` as ReviewsList renders it, false when it is not in the HTML; `lastPage`: the pagination's
 * last page as built; `followUrl`: the URL's page where the HTML holds it (the last past the end), the
 * first page otherwise (as prerendered), an unreadable page dropped from the URL in place. `reveal`:
 * `revealInViewFirst`, passed in (the page's script gets its text beside this one's).
 */
export function reviewsPagesBehaviour(win: Window & typeof globalThis, options: ReviewsPagesOptions, reveal: typeof revealInViewFirst) {
  const doc = win.document
  const pageAttribute = 'data-reviews-page'

  const isFree = (list: Element) => {
    const host = list.closest('[data-island]')
    return host !== null && !host.hasAttribute('data-island-react')
  }
  const pageOf = (search: string) => {
    const n = Number(new win.URLSearchParams(search).get('page'))
    return Number.isInteger(n) && n >= 1 ? n : 1
  }
  const pagesInHtml = (list: Element) => {
    let count = 0
    for (const part of Array.from(list.querySelectorAll(`[${pageAttribute}]`))) count = Math.max(count, Number(part.getAttribute(pageAttribute)))
    return count
  }

  const lastPage = (list: Element) => {
    let last = 1
    for (const button of Array.from(list.querySelectorAll('nav button[data-page]'))) last = Math.max(last, Number(button.getAttribute('data-page')))
    return last
  }

  const show = (list: Element, n: number) => {
    const nav = list.querySelector('nav')
    const inHtml = pagesInHtml(list)
    if (!nav || n < 1 || n > inHtml) return false
    const figure = list.querySelector('[data-reviews-average]')
    for (const part of Array.from(list.querySelectorAll<HTMLElement>(`[${pageAttribute}]`))) {
      part.hidden = part.getAttribute(pageAttribute) !== String(n)
      const average = part.getAttribute('data-average')
      if (!part.hidden && average !== null && figure) figure.textContent = average
    }
    for (const button of Array.from(nav.querySelectorAll('button[data-page]'))) {
      if (Number(button.getAttribute('data-page')) === n) button.setAttribute('aria-current', 'page')
      else button.removeAttribute('aria-current')
    }
    const previous = nav.querySelector<HTMLButtonElement>('button[data-page-step="previous"]')
    const next = nav.querySelector<HTMLButtonElement>('button[data-page-step="next"]')
    if (previous) previous.disabled = n === 1
    if (next) next.disabled = n >= inHtml
    const status = nav.querySelector('[role="status"]')
    if (status) status.textContent = options.status.replace('{page}', String(n)).replace('{count}', String(lastPage(list)))
    return true
  }

  const current = (list: Element) => {
    const button = list.querySelector('nav button[aria-current="page"]')
    return button ? Number(button.getAttribute('data-page')) : 1
  }

  doc.addEventListener('click', (event) => {
    const target = event.target
    if (!(target instanceof win.Element)) return
    const button = target.closest<HTMLButtonElement>('button[data-page], button[data-page-step]')
    const list = button && button.closest('[data-reviews-list]')
    if (!button || !list || button.disabled || !isFree(list)) return
    const from = current(list)
    const step = button.getAttribute('data-page-step')
    const n = step === 'previous' ? from - 1 : step === 'next' ? from + 1 : Number(button.getAttribute('data-page'))
    if (n === from) return
    const cards = list.querySelector(`ul[${pageAttribute}="${n}"]`)
    const fill = cards ? reveal(win, list, cards) : null
    if (!show(list, n)) return
    const params = new win.URLSearchParams(win.location.search)
    if (n === 1) params.delete('page')
    else params.set('page', String(n))
    const search = params.toString()
    win.history.pushState(null, '', win.location.pathname + (search ? `?${search}` : ''))
    const heading = doc.getElementById(list.getAttribute('aria-labelledby') || '')
    if (heading) {
      heading.focus({ preventScroll: true })
      heading.scrollIntoView({ block: 'start' })
    }
    if (fill) fill()
  })

  const followUrl = () => {
    for (const list of Array.from(doc.querySelectorAll('[data-reviews-list]'))) {
      if (!isFree(list) || !list.querySelector(`[${pageAttribute}]`)) continue
      const asked = pageOf(win.location.search)
      const n = Math.min(asked, lastPage(list))
      if (n !== current(list) && !show(list, n)) {
        show(list, 1)
        continue
      }
      const params = new win.URLSearchParams(win.location.search)
      const raw = params.get('page')
      if (raw === null || asked !== 1 || raw === '1') continue
      params.delete('page')
      const search = params.toString()
      win.history.replaceState(win.history.state, '', win.location.pathname + (search ? `?${search}` : '') + win.location.hash)
    }
  }

  win.addEventListener('popstate', followUrl)
  followUrl()
}

/**
 * Before a page of cards is shown in place of the page shown (both in `list`, the `[data-reviews-list]`
 * element), hides those of its cards that a screen cannot hold once the list's heading is scrolled to
 * the top, until the frame after the one that draws the others. A page turn restyles, lays out and
 * paints every card it shows in the tap's frame, at a cost per card (docs/performance.md): on a phone,
 * the screen holds two of the nine, and the other seven are drawn the frame after, below the screen,
 * before a thumb can scroll to them. A first count comes from the page shown (laid out already, so
 * nothing is forced): its columns, its first card's offset under the heading, its shortest card and the
 * gap between rows. Returns `fill`, to call once the page is shown and scrolled to: it shows a row more
 * while the last row shown ends on the screen (cards shorter than the page shown's, or a heading that
 * could not be scrolled to the top), so that the tap's frame never draws a screen with a gap.
 * Nothing is hidden when the page shown has no card (the whole page is shown).
 * Self-contained (ES2017, no helpers from outside, never throws): the page's script gets its text too.
 */
export function revealInViewFirst(win: Window & typeof globalThis, list: Element, cards: Element): () => void {
  const nothing = () => {}
  const shown = list.querySelector('ul[data-reviews-page]:not([hidden])')
  const heading = win.document.getElementById(list.getAttribute('aria-labelledby') || '')
  const first = shown && shown !== cards ? shown.firstElementChild : null
  if (!heading || !shown || !first) return nothing
  const firstBox = first.getBoundingClientRect()
  if (firstBox.width === 0) return nothing
  let shortest = firstBox.height
  for (const card of Array.from(shown.children)) shortest = Math.min(shortest, card.getBoundingClientRect().height)
  const columns = Math.max(1, Math.round(shown.getBoundingClientRect().width / firstBox.width))
  const top = (parseFloat(win.getComputedStyle(heading).scrollMarginTop) || 0) + firstBox.top - heading.getBoundingClientRect().top
  const pitch = Math.max(shortest + (parseFloat(win.getComputedStyle(shown).rowGap) || 0), 1)
  const items: HTMLElement[] = []
  for (const card of Array.from(cards.children)) if (card instanceof win.HTMLElement) items.push(card)
  let drawn = Math.max(1, Math.ceil((win.innerHeight - top) / pitch)) * columns
  if (drawn >= items.length) return nothing
  for (const card of items.slice(drawn)) card.style.display = 'none'
  win.requestAnimationFrame(() =>
    win.setTimeout(() => {
      for (const card of items) card.style.removeProperty('display')
    }),
  )
  return () => {
    while (drawn < items.length) {
      const last = items[drawn - 1]
      const box = last ? last.getBoundingClientRect() : null
      if (!box || box.width === 0 || box.bottom >= win.innerHeight) return
      for (const card of items.slice(drawn, drawn + columns)) card.style.removeProperty('display')
      drawn += columns
    }
  }
}

/** The inline script placed after the list (called by the build only: browsers never need its text). */
export const reviewsPagesScript = (options: ReviewsPagesOptions) =>
  `(${reviewsPagesBehaviour.toString()})(window, ${JSON.stringify(options)}, ${revealInViewFirst.toString()})`

/**
 * The page (from 0) the prerendered list shows — the first, or the one the script above turned to —
 * for the island to hydrate with; undefined when the list is not in the page yet (rendered, not
 * hydrated) or outside a browser. `headingId`: the list's heading id.
 */
export function prerenderedPage(headingId: string, pageCount: number): number | undefined {
  if (typeof document === 'undefined') return undefined
  const list = document.getElementById(headingId)?.closest('[data-reviews-list]')
  if (!list) return undefined
  const page = Number(list.querySelector(`[${PAGE_ATTRIBUTE}]:not([hidden])`)?.getAttribute(PAGE_ATTRIBUTE)) - 1
  return Number.isInteger(page) && page >= 0 && page < pageCount ? page : 0
}

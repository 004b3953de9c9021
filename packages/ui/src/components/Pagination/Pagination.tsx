// Paging through a list: Précédent, the page numbers (around the current one on long lists), Suivant,
// and the current page announced politely.
//
// Native <button>s with plain markup, so that the buttons work and look right from the prerendered
// HTML, and so that a page's own inline script can turn a prerendered pagination before hydration
// exactly as this component would render it: each page button carries `data-page` (its number, from 1),
// Précédent and Suivant carry `data-page-step` ('previous', 'next'), the current page is
// `aria-current="page"`, an unreachable target is `disabled`, and the status is the text of the
// `role="status"` paragraph.
import { useEffect, useRef } from 'react'
import { Glyph } from '../Icon/Glyph'
import * as styles from './Pagination.css'
import { clsx } from 'clsx/lite'

type PageItem = number | 'start-ellipsis' | 'end-ellipsis'

/**
 * The pages to show (0-based) for a page count: all of them up to 7, otherwise the first, the last
 * and the current one with its neighbours, gaps marked by an ellipsis — always 7 slots, so the
 * buttons do not jump around while paging.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i)
  const last = pageCount - 1
  if (page <= 3) return [0, 1, 2, 3, 4, 'end-ellipsis', last]
  if (page >= last - 3) return [0, 'start-ellipsis', last - 4, last - 3, last - 2, last - 1, last]
  return [0, 'start-ellipsis', page - 1, page, page + 1, 'end-ellipsis', last]
}

export type PaginationProps = {
  /** Page courante, numérotée à partir de 0. */
  page: number
  /** Nombre de pages ; rien n’est affiché en dessous de 2. */
  pageCount: number
  /** Appelée avec la page demandée (numérotée à partir de 0). */
  onPageChange: (page: number) => void
  /** Nom du repère de navigation. */
  label?: string
  /** Libellé du bouton de la page précédente. */
  previousLabel?: string
  /** Libellé du bouton de la page suivante. */
  nextLabel?: string
  /** Nom accessible d’un bouton de page (numéro à partir de 1). */
  pageLabel?: (pageNumber: number) => string
  /** Message d’état annoncé après chaque changement (numéros à partir de 1). */
  statusLabel?: (pageNumber: number, pageCount: number) => string
  /**
   * Tous les boutons désactivés : par exemple tant que le code qui change de page n’est pas prêt (une page
   * prérendue avant son JavaScript), pour qu’ils n’aient pas l’air utilisables.
   */
  isDisabled?: boolean
  /**
   * Les pages que la liste peut afficher tout de suite (numérotées à partir de 0) : les boutons qui mènent
   * aux autres sont désactivés. Par exemple, avant son JavaScript, une page prérendue ne peut montrer que
   * les pages déjà dans son HTML. Toutes par défaut.
   */
  isPageAvailable?: (page: number) => boolean
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/** Navigation entre les pages d’une liste ; la page courante est signalée et annoncée poliment. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Précédent',
  nextLabel = 'Suivant',
  pageLabel = (n) => `Page ${n}`,
  statusLabel = (n, total) => `Page ${n} sur ${total}`,
  isDisabled = false,
  isPageAvailable = () => true,
  className,
}: PaginationProps) {
  const navRef = useRef<HTMLElement>(null)
  // Reaching the first or last page with Précédent/Suivant disables the focused button, which would
  // drop keyboard focus on <body>: hand it to the current page (or, on phones, the other arrow).
  const refocus = useRef(false)
  const current = Math.min(Math.max(0, page), Math.max(0, pageCount - 1))
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    const nav = navRef.current
    const active = document.activeElement
    const lost = !active || active === document.body || (nav?.contains(active) && active.matches(':disabled'))
    if (!nav || !lost) return
    const targets = [nav.querySelector<HTMLButtonElement>('button[aria-current="page"]'), ...nav.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')]
    for (const target of targets) {
      target?.focus()
      if (target && document.activeElement === target) return
    }
  }, [current])

  if (pageCount < 2) return null
  const go = (next: number) => {
    if (next !== current && next >= 0 && next < pageCount) onPageChange(next)
  }
  const step = (next: number) => {
    refocus.current = next === 0 || next === pageCount - 1
    go(next)
  }
  const reachable = (target: number) => !isDisabled && target >= 0 && target < pageCount && isPageAvailable(target)

  return (
    <nav ref={navRef} aria-label={label} className={clsx(styles.nav, className)}>
      <ul role="list" className={styles.list}>
        <li>
          <button type="button" className={styles.button} data-page-step="previous" disabled={!reachable(current - 1)} onClick={() => step(current - 1)}>
            <Glyph name="chevronLeft" className={styles.icon} />
            {previousLabel}
          </button>
        </li>
        {pageItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.pageItem}>
              <button
                type="button"
                className={styles.button}
                data-page={item + 1}
                aria-label={pageLabel(item + 1)}
                aria-current={item === current ? 'page' : undefined}
                disabled={isDisabled || !isPageAvailable(item)}
                onClick={() => go(item)}
              >
                {item + 1}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.pageItem} aria-hidden="true">
              <span className={styles.ellipsis}>…</span>
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.button} data-page-step="next" disabled={!reachable(current + 1)} onClick={() => step(current + 1)}>
            {nextLabel}
            <Glyph name="chevronRight" className={styles.icon} />
          </button>
        </li>
      </ul>
      <p role="status" className={styles.status}>
        {statusLabel(current + 1, pageCount)}
      </p>
    </nav>
  )
}

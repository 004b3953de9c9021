import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import * as styles from './ListPanel.css'
import { clsx } from 'clsx/lite'

export type ListPanelProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> & {
  /** Le titre de la liste (un titre de niveau 2), qui nomme la section. */
  title: ReactNode
  /** Identifiant du titre ; un identifiant unique est créé sinon. */
  titleId?: string
  /** Référence vers le titre, pour y ramener le focus après un changement de page. */
  titleRef?: Ref<HTMLHeadingElement>
  /** Le titre peut recevoir le focus par programme (`tabIndex={-1}`), sans entrer dans l’ordre de tabulation. */
  focusableTitle?: boolean
  /** Placé au bout de la ligne du titre : des chiffres clés (`KeyFigures`). */
  figures?: ReactNode
  /** Un encadré sous le titre (« Les avis sont publiés après vérification… »). */
  notice?: ReactNode
  /** La liste elle-même, ou l’état (chargement, vide, erreur) qui la remplace. */
  children?: ReactNode
  /**
   * La pagination, sous la liste. Ses boutons demandent JavaScript : sans lui (désactivé, ou son code n’a
   * pas pu être chargé : `data-script-failed` sur un parent), elle est masquée et le visiteur lit la première page.
   */
  pagination?: ReactNode
  /**
   * À la place de la pagination sans JavaScript (désactivé, ou son code n’a pas pu être chargé ; masqué
   * sinon) : une phrase qui dit que seule la première page s’affiche. Un lien partagé vers une autre page
   * montre lui aussi la première.
   */
  paginationWithoutScript?: ReactNode
  /** Classe CSS ajoutée à la section, pour la mise en page du parent. */
  className?: string
}

/**
 * Une liste titrée d’une page (les avis clients) : le titre et ses chiffres clés sur une ligne, un encadré
 * d’information, la liste, puis sa pagination. Une section nommée par son titre.
 */
export function ListPanel({
  title,
  titleId,
  titleRef,
  focusableTitle = false,
  figures,
  notice,
  children,
  pagination,
  paginationWithoutScript,
  className,
  ...rest
}: ListPanelProps) {
  const ownId = useId()
  const id = titleId ?? ownId
  return (
    <section aria-labelledby={id} {...rest} className={clsx(styles.panel, className)}>
      <div className={styles.header}>
        <h2 id={id} ref={titleRef} tabIndex={focusableTitle ? -1 : undefined} className={styles.title}>
          {title}
        </h2>
        {figures}
      </div>
      {notice && <p className={styles.notice}>{notice}</p>}
      {children}
      {pagination && <div className={styles.pagination}>{pagination}</div>}
      {paginationWithoutScript && <p className={styles.paginationWithoutScript}>{paginationWithoutScript}</p>}
    </section>
  )
}

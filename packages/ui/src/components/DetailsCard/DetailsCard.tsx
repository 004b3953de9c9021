import { useId, type ReactNode } from 'react'
import * as styles from './DetailsCard.css'
import { clsx } from 'clsx/lite'

export type DetailsCardField = {
  /** Le libellé (« Adresse »). */
  label: string
  /** La valeur : un texte, ou un lien (`StandaloneLink`). */
  value: ReactNode
}

export type DetailsCardProps = {
  /** Le nom de l’organisme ou de la personne (un titre de niveau 2), qui nomme la section. */
  title: ReactNode
  /** Identifiant du titre (une ancre de la page) ; un identifiant unique est créé sinon. */
  titleId?: string
  /** Le logo, au-dessus du titre : 80 px de haut au plus, proportions gardées, chargé à l’approche. */
  logo?: { src: string; alt: string }
  /** Les coordonnées, dans l’ordre : libellé au-dessus, valeur en dessous. */
  fields: DetailsCardField[]
  /** Une dernière ligne sous les coordonnées (le lien vers le site de l’organisme). */
  footer?: ReactNode
  /** Classe CSS ajoutée à la carte, pour la mise en page du parent. */
  className?: string
}

/** La fiche d’un organisme (le médiateur de la consommation) : logo, nom et coordonnées, sur fond clair. */
export function DetailsCard({ title, titleId, logo, fields, footer, className }: DetailsCardProps) {
  const ownId = useId()
  const id = titleId ?? ownId
  return (
    <section aria-labelledby={id} className={clsx(styles.card, className)}>
      <div className={styles.stack}>
        {logo && <img src={logo.src} alt={logo.alt} className={styles.logo} loading="lazy" decoding="async" />}
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        <dl className={styles.fields}>
          {fields.map((field) => (
            <div key={field.label} className={styles.field}>
              <dt className={styles.label}>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
        {footer && <p>{footer}</p>}
      </div>
    </section>
  )
}

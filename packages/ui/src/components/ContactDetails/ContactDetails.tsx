import { Fragment } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import * as styles from './ContactDetails.css'
import { clsx } from 'clsx/lite'

export type ContactDetailsItem = {
  /** L’icône décorative devant la ligne (`phone`, `mail`, `mapPin`…). */
  icon: IconName
  /** Le libellé, au-dessus de la valeur (« Téléphone »). */
  label: string
  /**
   * La valeur : un texte (un numéro, une adresse e-mail), ou les lignes d’une adresse postale, rendues dans
   * un `<address>`.
   */
  value: string | string[]
  /** L’adresse du lien de la valeur (`tel:`, `mailto:`) ; sans elle, la valeur est un simple texte. */
  href?: string
}

export type ContactDetailsProps = {
  /** Les coordonnées, dans l’ordre : icône, libellé, puis la valeur ou le lien. */
  items: ContactDetailsItem[]
  /** Nom accessible de la liste, quand le titre qui l’entoure ne le donne pas déjà. */
  'aria-label'?: string
  /** Classe CSS ajoutée à la liste, pour la mise en page du parent. */
  className?: string
}

/**
 * Des coordonnées (téléphone, e-mail, adresse postale) : chacune une icône, un libellé discret et sa
 * valeur, un lien souligné quand elle en a un. Une longue adresse e-mail passe à la ligne sans déborder.
 */
export function ContactDetails({ items, 'aria-label': ariaLabel, className }: ContactDetailsProps) {
  return (
    <ul aria-label={ariaLabel} className={clsx(styles.list, className)}>
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <Icon name={item.icon} />
          {/* A <div>: an <address> may not sit in a <span> (invalid HTML); the grid cell is the same. */}
          <div>
            <span className={styles.label}>{item.label}</span>
            <Value item={item} />
          </div>
        </li>
      ))}
    </ul>
  )
}

function Value({ item }: { item: ContactDetailsItem }) {
  if (typeof item.value !== 'string') {
    return (
      <address className={styles.address}>
        {item.value.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </address>
    )
  }
  if (item.href) {
    return (
      <a href={item.href} className={styles.link}>
        {item.value}
      </a>
    )
  }
  return <span className={styles.text}>{item.value}</span>
}

import { useId } from 'react'
import * as styles from './Honeypot.css'

export type HoneypotProps = {
  /** Valeur courante (contrôlée). Une personne ne le remplit jamais ; un robot, presque toujours. */
  value: string
  /** Appelée avec la nouvelle valeur, quand un robot remplit le champ. */
  onChange: (value: string) => void
  /** Le nom du champ : un nom qu’un robot veut remplir. */
  name?: string
  /** Libellé destiné aux robots qui lisent le DOM. */
  label?: string
}

/**
 * Un piège à spam : un champ invisible pour les personnes et pour les technologies d’assistance (aria-hidden,
 * hors écran, hors de l’ordre de tabulation, sans remplissage automatique). Les formulaires transmettent sa
 * valeur pour que le site écarte les envois de robots.
 */
export function Honeypot({ value, onChange, name = 'website', label = 'Site web' }: HoneypotProps) {
  const id = useId()
  return (
    <div aria-hidden="true" className={styles.honeypot} data-honeypot="">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

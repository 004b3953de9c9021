import { useId } from 'react'
import * as styles from './Honeypot.css'

export type HoneypotProps = {
  /** Current value (controlled). A person never fills it; a bot usually does. */
  value: string
  onChange: (value: string) => void
  /** The input's name: something a bot wants to fill. @default 'website' */
  name?: string
  /** Label for bots parsing the DOM. @default 'Site web' */
  label?: string
}

/**
 * A spam trap: an input invisible to people and to assistive technology (aria-hidden, off-screen,
 * out of the tab order, no autofill). Forms report its value so the site can drop bot submissions.
 */
export function Honeypot({ value, onChange, name = 'website', label = 'Site web' }: HoneypotProps) {
  const id = useId()
  return (
    <div aria-hidden="true" className={styles.honeypot} data-honeypot="">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

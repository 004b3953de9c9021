import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode, type SyntheticEvent } from 'react'
import { CheckboxButton, CheckboxField, composeRenderProps, type CheckboxFieldProps } from 'react-aria-components'
import { Glyph } from '../Icon/Glyph'
import { Description, FieldError, RequiredMarker } from '../Field/Field'
import * as styles from './Checkbox.css'
import { clsx } from 'clsx/lite'

export type CheckboxProps = Omit<CheckboxFieldProps, 'children'> & {
  /** Le libellé ; il peut contenir un lien (`CheckboxLink` lui donne l’apparence de la maison). */
  children: ReactNode
  /** Texte d’aide sous le libellé. */
  description?: string
  /** Message d’erreur en français, affiché sous le libellé tant que `isInvalid` est vrai. */
  errorMessage?: string
}

/** Une case à cocher avec son libellé, une description et un message d’erreur en français en dessous. */
export function Checkbox({ children, description, errorMessage, className, ...rest }: CheckboxProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    // Chrome still runs the <label>'s activation (a synthetic click on the input) after a click on a
    // link inside it: cancel that one click so following the link never ticks the box.
    let fromLink = false
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      if (target.closest('a[href]')) {
        fromLink = true
        setTimeout(() => (fromLink = false), 0)
      } else if (fromLink && target instanceof HTMLInputElement) {
        fromLink = false
        event.preventDefault()
      }
    }
    root.addEventListener('click', onClick, true)
    return () => root.removeEventListener('click', onClick, true)
  }, [])
  return (
    <CheckboxField {...rest} ref={rootRef} className={composeRenderProps(className, (cls) => clsx(styles.root, cls))}>
      <CheckboxButton className={styles.button}>
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected && <Glyph name="check" className={styles.checkIcon} />}
            </span>
            <span className={styles.text}>
              {children}
              {rest.isRequired && <RequiredMarker />}
            </span>
          </>
        )}
      </CheckboxButton>
      {description && <Description className={styles.helper}>{description}</Description>}
      <FieldError className={styles.helper}>{errorMessage}</FieldError>
    </CheckboxField>
  )
}

export type CheckboxLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

// The checkbox label handles presses itself (and cancels the label's native click): events from the
// link must not reach it, or the link would toggle the box instead of being followed.
const stop = (e: SyntheticEvent) => e.stopPropagation()

/**
 * Un lien dans le libellé d’une case (conditions, politique de confidentialité). L’activer suit le lien sans
 * cocher la case.
 */
export function CheckboxLink({ className, ...rest }: CheckboxLinkProps) {
  return (
    // The handlers only stop the events reaching the checkbox: the link itself stays a plain link.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <a
      onPointerDown={stop}
      onPointerUp={stop}
      onMouseDown={stop}
      onMouseUp={stop}
      onKeyDown={stop}
      onKeyUp={stop}
      onClick={stop}
      {...rest}
      className={clsx(styles.link, className)}
    />
  )
}

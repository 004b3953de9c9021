import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { textButton } from './TextButton.css'
import { clsx } from 'clsx/lite'

export type TextButtonTone = 'inherit' | 'link'
export const textButtonTones = ['inherit', 'link'] as const satisfies readonly TextButtonTone[]

export type TextButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'color'> & {
  /** Le libellé du bouton, lu comme un lien parmi d’autres liens. */
  children: ReactNode
  /**
   * `inherit` prend la couleur du texte qui l’entoure (les liens légaux du pied de page, sur le fond de
   * marque) ; `link` prend la couleur des liens, sur un fond clair.
   */
  tone?: TextButtonTone
  /** Appelée au clic (ou à Entrée et Espace au clavier : c’est un vrai bouton). */
  onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick']
  /** Classe CSS ajoutée au bouton, pour la mise en page du parent. */
  className?: string
}

/**
 * Un bouton natif qui se lit comme un lien : souligné, cible tactile de 44 px, anneau de focus au clavier.
 * Pour une action parmi des liens (« Gérer les cookies » dans le pied de page). C’est un `<button
 * type="button">` natif : il est un bouton dès le HTML prérendu, sans attendre le JavaScript de
 * react-aria.
 */
export function TextButton({ tone = 'inherit', className, children, ...rest }: TextButtonProps) {
  return (
    <button {...rest} type="button" className={clsx(textButton({ tone }), className)}>
      {children}
    </button>
  )
}

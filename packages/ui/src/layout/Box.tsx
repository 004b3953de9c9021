import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react'
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css'
import { clsx } from 'clsx/lite'

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** L’élément HTML rendu. */
    as?: ElementType
    /** Le contenu de la boîte. */
    children?: ReactNode
    /** Référence vers l’élément rendu. */
    ref?: Ref<HTMLElement>
  }

/**
 * La primitive de base : un élément dont les marges, l’affichage et les couleurs viennent des sprinkles du
 * thème (`padding`, `background`, `borderRadius`…), avec une valeur par palier si besoin.
 */
export function Box({ as = 'div', className, children, ...rest }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {}
  const htmlProps: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value
    else htmlProps[key] = value
  }
  const classes = clsx(sprinkles(sprinkleProps as Sprinkles), className)
  return createElement(as, { className: classes, ...htmlProps }, children)
}

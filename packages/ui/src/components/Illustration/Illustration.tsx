import { useId, type ReactNode } from 'react'
import * as s from './Illustration.css'
import { clsx } from 'clsx/lite'

export type IllustrationProps = {
  /** Description accessible. Sans elle, le dessin est décoratif (masqué aux technologies d’assistance). */
  title?: string
  /** Classe CSS ajoutée au dessin, pour la mise en page du parent. */
  className?: string
}

/** Le canevas commun de 320×200 : tache de fond, trait et teintes ; `title` en fait une image. */
export function IllustrationFrame({ title, className, children }: IllustrationProps & { children: ReactNode }) {
  const titleId = useId()
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 320 200"
      className={clsx(s.root, className)}
      focusable="false"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title && <title id={titleId}>{title}</title>}
      <path className={s.bg} d="M44 58c22-36 92-44 140-38s104 12 112 60-6 86-64 96-152 8-186-14S22 94 44 58Z" />
      {children}
    </svg>
  )
}

/**
 * Une petite maison individuelle, réutilisée par plusieurs dessins. `crack` dessine une fissure d’accent sur la
 * façade.
 */
export function House({ x = 0, crack = false }: { x?: number; crack?: boolean }) {
  return (
    <g transform={x ? `translate(${x} 0)` : undefined}>
      <path className={s.light} d="M92 84h136v88H92z" />
      <path className={s.tint} d="M78 88 160 36l82 52z" />
      <path className={s.tint} d="M108 102h36v28h-36zM176 102h36v28h-36z" />
      <path className={s.thin} d="M126 102v28M108 116h36M194 102v28M176 116h36" />
      <path className={s.mid} d="M146 140h28v32h-28z" />
      {crack && <path className={s.accentLine} d="m212 130 5 10-4 8 8 9-3 14M212 102l5-5-2-5 5-5" />}
    </g>
  )
}

/** La ligne de sol commune aux scènes d’extérieur. */
export function Ground() {
  return <path d="M40 172h240" />
}

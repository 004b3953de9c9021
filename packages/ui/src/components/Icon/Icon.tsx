// The design system's one icon set: Lucide line icons at a single stroke width, sized by the theme,
// drawn from the set's own copy of Lucide's drawings (Glyph.tsx, drawings.json).
import { Glyph, type DrawingName } from './Glyph'
import * as styles from './Icon.css'
import { clsx } from 'clsx/lite'

/** The one stroke width of the set (Lucide draws on a 24-unit grid). */
export const iconStrokeWidth = 1.75

export type IconSize = 'inherit' | 'small' | 'medium' | 'large' | 'xlarge'
export const iconSizes = ['inherit', 'small', 'medium', 'large', 'xlarge'] as const satisfies readonly IconSize[]

// Spelled out (not `keyof typeof icons`) so the docs' prop table lists the names; `satisfies` below keeps both in step.
export type IconName =
  | 'phone'
  | 'mail'
  | 'mapPin'
  | 'clock'
  | 'calendar'
  | 'menu'
  | 'close'
  | 'chevronLeft'
  | 'chevronRight'
  | 'chevronDown'
  | 'arrowLeft'
  | 'arrowRight'
  | 'externalLink'
  | 'check'
  | 'badgeCheck'
  | 'shield'
  | 'award'
  | 'graduation'
  | 'scale'
  | 'handshake'
  | 'home'
  | 'star'
  | 'alert'
  | 'info'
  | 'search'
  | 'droplet'
  | 'rain'
  | 'waves'
  | 'flame'
  | 'wall'
  | 'hammer'
  | 'key'
  | 'file'
  | 'clipboard'
  | 'message'

/** The icons the site needs, by role rather than by drawing, so a drawing can change in one place. */
const icons = {
  phone: 'phone',
  mail: 'mail',
  mapPin: 'mapPin',
  clock: 'clock',
  calendar: 'calendar',
  menu: 'menu',
  close: 'x',
  chevronLeft: 'chevronLeft',
  chevronRight: 'chevronRight',
  chevronDown: 'chevronDown',
  arrowLeft: 'arrowLeft',
  arrowRight: 'arrowRight',
  externalLink: 'externalLink',
  check: 'check',
  badgeCheck: 'badgeCheck',
  shield: 'shieldCheck',
  award: 'award',
  graduation: 'graduationCap',
  scale: 'scale',
  handshake: 'handshake',
  home: 'house',
  star: 'star',
  alert: 'triangleExclamationPoint',
  info: 'info',
  search: 'search',
  droplet: 'droplet',
  rain: 'cloudRain',
  waves: 'wavesHorizontal',
  flame: 'flame',
  wall: 'brickWall',
  hammer: 'hammer',
  key: 'key',
  file: 'fileText',
  clipboard: 'clipboardCheck',
  message: 'messageSquare',
} satisfies Record<IconName, DrawingName>

export const iconNames = Object.keys(icons) as IconName[]

export type IconProps = {
  /** L’icône à dessiner. */
  name: IconName
  /**
   * Taille de la boîte, prise dans l’échelle des espacements (16, 20, 24 ou 32 px), ou `inherit` pour suivre la
   * taille du texte.
   */
  size?: IconSize
  /**
   * Nom accessible. Sans lui, l’icône est décorative (`aria-hidden`), ce qui convient chaque fois qu’un texte
   * visible dit la même chose ; avec lui, l’icône est une image (`role="img"`).
   */
  label?: string
  /** Classe CSS ajoutée au dessin, pour la mise en page du parent. */
  className?: string
}

/** Une icône au trait qui hérite de la couleur du texte. Décorative, sauf avec un `label`. */
export function Icon({ name, size = 'medium', label, className }: IconProps) {
  // Decorative without a label: Glyph hides it from assistive technologies.
  const a11y = label ? { role: 'img', 'aria-label': label } : {}
  return <Glyph name={icons[name]} {...a11y} focusable="false" strokeWidth={iconStrokeWidth} className={clsx(styles.icon({ size }), className)} />
}

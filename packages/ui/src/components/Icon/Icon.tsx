// The design system's one icon set: Lucide line icons at a single stroke width, sized by the theme.
import type { LucideIcon } from 'lucide-react'
import {
  AlertTriangle,
  ArrowLeft,
  ArrowRight,
  Award,
  BadgeCheck,
  BrickWall,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ClipboardCheck,
  Clock,
  CloudRain,
  Droplet,
  ExternalLink,
  FileText,
  Flame,
  GraduationCap,
  Hammer,
  Handshake,
  House,
  Info,
  Key,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Phone,
  Scale,
  Search,
  ShieldCheck,
  Star,
  Waves,
  X,
} from 'lucide-react'
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
  phone: Phone,
  mail: Mail,
  mapPin: MapPin,
  clock: Clock,
  calendar: Calendar,
  menu: Menu,
  close: X,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  chevronDown: ChevronDown,
  arrowLeft: ArrowLeft,
  arrowRight: ArrowRight,
  externalLink: ExternalLink,
  check: Check,
  badgeCheck: BadgeCheck,
  shield: ShieldCheck,
  award: Award,
  graduation: GraduationCap,
  scale: Scale,
  handshake: Handshake,
  home: House,
  star: Star,
  alert: AlertTriangle,
  info: Info,
  search: Search,
  droplet: Droplet,
  rain: CloudRain,
  waves: Waves,
  flame: Flame,
  wall: BrickWall,
  hammer: Hammer,
  key: Key,
  file: FileText,
  clipboard: ClipboardCheck,
  message: MessageSquare,
} satisfies Record<IconName, LucideIcon>

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
  const Drawing = icons[name]
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return <Drawing {...a11y} focusable="false" strokeWidth={iconStrokeWidth} className={clsx(styles.icon({ size }), className)} />
}

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
  Droplet,
  ExternalLink,
  FileText,
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
  X,
} from 'lucide-react'
import * as styles from './Icon.css'

/** The one stroke width of the set (Lucide draws on a 24-unit grid). */
export const iconStrokeWidth = 1.75

export const iconSizes = ['inherit', 'small', 'medium', 'large', 'xlarge'] as const

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
  wall: BrickWall,
  hammer: Hammer,
  key: Key,
  file: FileText,
  clipboard: ClipboardCheck,
  message: MessageSquare,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof icons
export const iconNames = Object.keys(icons) as IconName[]

export type IconProps = {
  /** Which icon to draw. */
  name: IconName
  /** Box size from the spacing scale (16/20/24/32 px), or `inherit` to follow the font size. @default 'medium' */
  size?: (typeof iconSizes)[number]
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right whenever
   * a visible text says the same thing; with it the icon is an image (`role="img"`).
   */
  label?: string
  className?: string
}

/** A line icon that inherits the text colour. Decorative unless given a `label`. */
export function Icon({ name, size, label, className }: IconProps) {
  const Drawing = icons[name]
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <Drawing
      {...a11y}
      focusable="false"
      strokeWidth={iconStrokeWidth}
      className={[styles.icon({ size }), className].filter(Boolean).join(' ')}
    />
  )
}

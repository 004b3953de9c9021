export { Badge, badgeTones, type BadgeProps } from './Badge'

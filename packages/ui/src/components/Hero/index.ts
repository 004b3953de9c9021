export { Hero, heroVariants, type HeroProps, type HeroBadge } from './Hero'

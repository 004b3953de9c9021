import type { vars } from '../styles/contract.css'

/**
 * A step of the spacing scale. Spelled out (not `keyof typeof vars.space`) so the docs' prop tables can
 * list the steps; the assertion below fails the type check if the two ever differ.
 */
export type Space = 'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl' | 'huge'

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const spaceMatchesTheContract: Same<Space, keyof typeof vars.space> = true
void spaceMatchesTheContract

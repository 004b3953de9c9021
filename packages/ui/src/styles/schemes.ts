// The colour schemes a component can take (today the notifications' light and dark), as contract
// variables: tokens/notification.tokens.json names the decision each part reads in each scheme.
import { vars } from './contract.css'
import { notification } from './tokens'

type Tree = { readonly [key: string]: string | Tree }

/** The contract variable of a token path: `color.background.surface` → `vars.color.background.surface`. */
export function contractVar(path: string): string {
  const found = path.split('.').reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), vars)
  if (typeof found !== 'string') throw new Error(`No variable of the theme contract at ${path}`)
  return found
}

type Scheme = { readonly [K in keyof typeof notification.light]: string }
const schemeVars = (scheme: typeof notification.light | typeof notification.dark): Scheme =>
  Object.fromEntries(Object.entries(scheme).map(([part, path]) => [part, contractVar(path)])) as Scheme

/** Each part of a toast (surface, text, muted, border, icon) in the light and the dark scheme. */
export const notificationSchemes = { light: schemeVars(notification.light), dark: schemeVars(notification.dark) }

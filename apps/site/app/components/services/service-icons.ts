// The content's semantic service icons drawn with the design system's set (a plain module: the
// services tabs and their test read it without the tabs' styles).
import type { IconName } from '@expert/ui/Icon'
import type { ServiceIcon } from '../../content/services'

/** The content's semantic icons drawn with the design system's set. */
export const serviceIconNames: Readonly<Record<ServiceIcon, IconName>> = {
  defects: 'hammer',
  cracks: 'wall',
  damp: 'droplet',
  infiltration: 'rain',
  'water-damage': 'waves',
  'broken-relationship': 'handshake',
  'abandoned-site': 'alert',
  handover: 'key',
  property: 'home',
  fire: 'flame',
  value: 'scale',
  checklist: 'clipboard',
}

import { describe, expect, it } from 'vitest'
import { serviceTabs, services } from '../../content/services'
import { serviceIconNames } from './service-icons'

describe('service icons', () => {
  it('never draw two services of one tab with the same icon (damp, infiltrations and water damage included)', () => {
    for (const tab of serviceTabs) {
      const icons = tab.slugs.map((slug) => serviceIconNames[services[slug].icon])
      expect(new Set(icons).size, `${tab.label}: ${icons.join(', ')}`).toBe(icons.length)
    }
  })
})

// Footer links (behaviour §2: only malfacons, fissures, humidite, degats-des-eaux, plus 'all services').
// Kept out of services.ts on purpose: every page shows the footer, and the full service texts
// (~11 KB gz) must not ride along. footer.test.ts keeps these titles equal to the service pages'.
import type { ServiceSlug } from './services'

export const footerServices: readonly { slug: ServiceSlug; name: string }[] = [
  { slug: 'malfacons', name: 'Expertise malfaçons' },
  { slug: 'fissures', name: 'Expertise fissures' },
  { slug: 'humidite', name: 'Expertise humidité' },
  { slug: 'degats-des-eaux', name: 'Dégâts des eaux' },
]

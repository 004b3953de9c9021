// The interactive services tabs (react-aria), loaded as their own chunk by sections/ServicesTabsBlock.tsx: three
// categories, the first selected, each panel a grid of cards linking to the service pages.
import { useState } from 'react'
import { RouterProvider } from 'react-aria-components'
import { useHref, useNavigate } from 'react-router'
import { CardGrid, CardGridItem } from '@expert/ui/CardGrid'
import { Icon } from '@expert/ui/Icon'
import { ServiceCard } from '@expert/ui/ServiceCard'
import { Tab, TabList, TabPanel, Tabs, prerenderedSelectedKey } from '@expert/ui/Tabs'
import { serviceHref, serviceTabs, services, servicesPage } from '../../content/services'
import { serviceIconNames } from './service-icons'

export function ServicesTabsIsland() {
  // Card links are react-aria links: route them through React Router (no full page load).
  const navigate = useNavigate()
  // The tab the visitor chose before the island was live (the page's tabs script switched the
  // prerendered tabs): hydrated as selected, so it stays. None in the build, or after a navigation.
  const [chosen] = useState(() => (typeof document === 'undefined' ? undefined : prerenderedSelectedKey(document.querySelector('[data-island="services"]'))))
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Tabs defaultSelectedKey={chosen}>
        <TabList aria-label={servicesPage.tabsLabel}>
          {serviceTabs.map((tab) => (
            <Tab key={tab.id} id={tab.id}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {serviceTabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id}>
            <CardGrid>
              {tab.slugs.map((slug) => {
                const service = services[slug]
                return (
                  <CardGridItem key={slug}>
                    <ServiceCard
                      title={service.title}
                      description={service.description}
                      icon={<Icon name={serviceIconNames[service.icon]} size="large" />}
                      href={serviceHref(slug)}
                      linkLabel={servicesPage.cardLinkLabel}
                    />
                  </CardGridItem>
                )
              })}
            </CardGrid>
          </TabPanel>
        ))}
      </Tabs>
    </RouterProvider>
  )
}

import { Hero } from '@expert/ui/Hero'
import { Columns, Container } from '@expert/ui'
import { LinkGroup } from '@expert/ui/LinkList'
import { siteMapGroups, siteMapPage } from '../content/site-map'
import { pageMeta } from '../lib/meta'

export const meta = () => pageMeta({ ...siteMapPage.meta, path: '/plan-du-site' })

/** Site map: every page of the site, grouped by section (behaviour §2), in one navigation landmark. */
export default function SiteMap() {
  return (
    <>
      <Hero title={siteMapPage.title}>{siteMapPage.intro}</Hero>
      <nav aria-label={siteMapPage.title}>
        <Container paddingY="xxl">
          <Columns tablet={2} desktop={3} space="xl">
            {siteMapGroups.map((group) => (
              <LinkGroup key={group.title} title={group.title} links={[...group.links]} />
            ))}
          </Columns>
        </Container>
      </nav>
    </>
  )
}

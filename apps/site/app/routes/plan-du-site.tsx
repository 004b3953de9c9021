import { Link } from 'react-router'
import { Hero } from '@expert/ui/Hero'
import { Columns, Container, Stack } from '@expert/ui'
import { siteMapGroups, siteMapPage } from '../content/site-map'
import { pageMeta } from '../lib/meta'
import * as styles from './plan-du-site.css'

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
              <Stack key={group.title} space="sm">
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.list}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} className={styles.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Stack>
            ))}
          </Columns>
        </Container>
      </nav>
    </>
  )
}

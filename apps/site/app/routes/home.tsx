import { LinkButton } from '@expert/ui/Button'
import { Hero } from '@expert/ui/Hero'
import { Icon, type IconName } from '@expert/ui/Icon'
import { home } from '../content/home'
import { pageMeta } from '../lib/meta'

export const meta = () => pageMeta({ ...home.meta, path: '/' })

const badgeIcons: IconName[] = ['shield', 'graduation', 'award']

export default function Home() {
  const { hero } = home
  return (
    <Hero
      variant="home"
      title={hero.headline}
      tagline={hero.tagline}
      actions={
        <>
          <LinkButton href={hero.primaryCta.href} size="large">
            {hero.primaryCta.label}
          </LinkButton>
          <LinkButton href={hero.secondaryCta.href} variant="inverse" size="large">
            {hero.secondaryCta.label}
          </LinkButton>
        </>
      }
      badges={hero.badges.map((badge, index) => ({
        icon: <Icon name={badgeIcons[index] ?? 'shield'} />,
        label: badge.title,
      }))}
    >
      {hero.description}
    </Hero>
  )
}

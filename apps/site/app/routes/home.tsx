import { pageMeta } from '../lib/meta'

export const meta = () =>
  pageMeta({
    title: 'Expert d’assuré indépendant',
    description: 'desc',
    path: '/',
  })

export default function Home() {
  return <h1>Expert d&apos;assuré indépendant</h1>
}

import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { pageMeta } from '../lib/meta'

export const meta = () => [
  ...pageMeta({ title: 'Page introuvable', description: 'Cette page n’existe pas.', path: '/404', noindex: true }),
]

export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <div>
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <a href="/">Return to Home</a>
    </div>
  )
}

// The second consumer's entry: the design system's styles and font, its head, then the page.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createPortal } from 'react-dom'
import { I18nProvider } from 'react-aria-components'
import '@expert/ui/fonts'
import { DesignSystemHead } from '@expert/ui/styles'
import { systemThemeClass } from '@expert/ui/themes'
import interUrl from '@expert/ui/fonts/inter.woff2?url'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// This app follows the visitor's system scheme: light, or the dark theme when the system asks for it.
document.documentElement.classList.add(systemThemeClass)

createRoot(root).render(
  <StrictMode>
    {createPortal(<DesignSystemHead fontHref={interUrl} />, document.head)}
    <I18nProvider locale="fr-FR">
      <App />
    </I18nProvider>
  </StrictMode>,
)

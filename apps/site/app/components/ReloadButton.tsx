// A native button that reloads the page, styled as the design system's button. Native on purpose:
// it is shown when a part of the page's JS could not be downloaded, react-aria's Button included.
import type { ReactNode } from 'react'
import * as buttonStyles from '../../../../packages/ui/src/components/Button/Button.css'

export function ReloadButton({ children }: { children: ReactNode }) {
  return (
    // data-native: the recipe's focus ring for a native control (react-aria sets data-focus-visible).
    <button type="button" data-native="" className={buttonStyles.button({ variant: 'outline' })} onClick={() => window.location.reload()}>
      {children}
    </button>
  )
}

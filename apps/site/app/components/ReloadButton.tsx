// Reloads the page: offered where part of the page's JavaScript could not be downloaded, so it is
// the design system's native button (react-aria's Button is in the scripts that failed).
import type { ReactNode } from 'react'
import { NativeButton } from '@expert/ui/Button'

export function ReloadButton({ children }: { children: ReactNode }) {
  return (
    <NativeButton variant="outline" onClick={() => window.location.reload()}>
      {children}
    </NativeButton>
  )
}

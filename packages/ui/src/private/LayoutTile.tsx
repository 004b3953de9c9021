// A labelled block for the layout primitives' stories: shows where each child lands.
import type { ReactNode } from 'react'
import { Box } from '../layout/Box'

export function LayoutTile({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <Box background="subtle" color="heading" borderRadius="md" padding="md" style={tall ? { minHeight: 96 } : undefined}>
      {children}
    </Box>
  )
}

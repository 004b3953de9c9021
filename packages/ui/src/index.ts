// Root entry of the design system: theme, layers, reset and the layout primitives.
// Components are imported one by one through their subpath (`@expert/ui/Button`), so a page
// only bundles what it uses and each component folder owns its public surface.
import './styles'

export * from './layout'
export { vars, mq, breakpoints } from './styles'

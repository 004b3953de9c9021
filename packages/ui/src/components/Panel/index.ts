export { Panel, panelPaddings, panelVariants, type PanelPadding, type PanelProps, type PanelVariant } from './Panel'

export { Panel, panelVariants, type PanelProps, type PanelVariant } from './Panel'

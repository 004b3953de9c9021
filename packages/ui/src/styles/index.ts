// Side-effect imports: the global theme, layers and reset must be bundled once by every consumer.
import './layers.css'
import './theme.css'
import './global.css'

export { vars } from './contract.css'
export { focusRing, linkLook, textLink, visuallyHidden } from './atoms'
export { appRule, componentRule } from './layered'
export { mq } from './breakpoints'
export { noScriptMedia, pageScriptFailedSelector, scriptFailedAttribute, scriptFailedSelector } from './scripting'
export { breakpoints, palette } from './tokens'
export { layerOrderStatement, pressableStyle } from './layerOrder'
export { DesignSystemHead, type DesignSystemHeadProps } from './DesignSystemHead'

// The cascade-layer order as one statement. Bundlers may emit a component's CSS before the file
// that declares the layers; a layer's position is fixed by its first appearance, so an app puts
// this statement first in its <head> (an inline <style>), before any stylesheet. The last layer,
// `app`, is the consuming application's own (page composition): after every design-system layer, so
// its rules win over the design system's without being unlayered (an unlayered rule would beat
// everything, reset included, without saying so).
export const layerNames = ['reset', 'base', 'components', 'utilities', 'app'] as const
export const layerOrderStatement = `@layer ${layerNames.join(', ')};`

/**
 * The global rule react-aria's usePress needs on pressable elements, with the id under which it
 * injects it at runtime. Server-rendered in the <head> (before the layer order, where react-aria
 * would prepend it), react-aria finds it and injects nothing: a stylesheet added after the first
 * paint makes the browser restyle and relayout the whole page during hydration (measured: a
 * 20–150 ms task on the home page).
 */
export const pressableStyle = {
  id: 'react-aria-pressable-style',
  css: '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
} as const

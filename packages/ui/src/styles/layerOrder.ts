// The cascade-layer order as one statement. Bundlers may emit a component's CSS before the file
// that declares the layers; a layer's position is fixed by its first appearance, so an app puts
// this statement first in its <head> (an inline <style>), before any stylesheet.
export const layerNames = ['reset', 'base', 'components', 'utilities'] as const
export const layerOrderStatement = `@layer ${layerNames.join(', ')};`

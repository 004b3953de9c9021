import type { Preview } from '@storybook/react-vite'
import type { ArgTypesEnhancer } from 'storybook/internal/types'
import { I18nProvider } from 'react-aria-components'
import '@expert/ui/fonts'
import '@expert/ui/styles'
import { StoryLinkProvider } from '../src/private/StoryLinkProvider'
import { reviewGlobalTypes, reviewInitialGlobals, reviewViewports, withReviewSettings } from './review'
import { visualViewports } from '../../../scripts/visual/viewports.mjs'

const px = ({ width, height }: { width: number; height: number }) => ({ width: `${width}px`, height: `${height}px` })

type DocgenType = { name: string; raw?: string; value?: string; elements?: DocgenType[] }
type DocgenProps = Record<string, { tsType?: DocgenType }>

/** The values of a union of literals and booleans ('phone', true, false), or null if it has another member. */
function literalOptions(elements: DocgenType[] = []): (string | number | boolean)[] | null {
  const options: (string | number | boolean)[] = []
  for (const element of elements) {
    if (element.name === 'boolean') options.push(false, true)
    else if (element.name === 'literal' && element.value && /^'.*'$/.test(element.value)) options.push(element.value.slice(1, -1))
    else if (element.name === 'literal' && element.value && /^-?\d+(\.\d+)?$/.test(element.value)) options.push(Number(element.value))
    else return null
  }
  return options
}

/**
 * Storybook's props table prints a TypeScript union as the bare word "union"; a designer needs its
 * members ('primary' | 'secondary' | …). react-docgen keeps the union's source text: show that. A
 * union of literals without a control of its own (`boolean | 'phone'`) gets radio buttons instead
 * of the JSON editor Storybook falls back to.
 */
const unionMembers: ArgTypesEnhancer = ({ argTypes, component }) => {
  const props = (component as { __docgenInfo?: { props?: DocgenProps } } | undefined)?.__docgenInfo?.props
  if (!props) return argTypes
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const tsType = props[name]?.tsType
      const table = argType.table
      if (tsType?.name !== 'union' || !tsType.raw || table?.type?.summary !== 'union') return [name, argType]
      const options = argType.options ?? literalOptions(tsType.elements)
      const control = argType.control === undefined || (typeof argType.control === 'object' && argType.control.type === 'object')
      return [
        name,
        {
          ...argType,
          ...(control && options ? { options, control: { type: 'inline-radio' as const } } : {}),
          table: { ...table, type: { ...table.type, summary: tsType.raw.replace(/\s*\n\s*/g, ' ') } },
        },
      ]
    }),
  )
}

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [unionMembers],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail the story test (and show in the a11y panel).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Fondations', 'Mise en page', 'Composants'] } },
    // The site's review widths, plus the two widths of the visual baselines (stories and pages): what
    // a designer reviews there is what the tests compare.
    viewport: {
      options: {
        ...reviewViewports,
        referencePhone: { name: 'Référence téléphone (390 × 844)', styles: px(visualViewports.phone), type: 'mobile' },
        referenceDesktop: { name: 'Référence bureau (1440 × 900)', styles: px(visualViewports.desktop), type: 'desktop' },
      },
    },
  },
  globalTypes: reviewGlobalTypes,
  initialGlobals: reviewInitialGlobals,
  decorators: [
    withReviewSettings,
    (Story) => (
      <I18nProvider locale="fr-FR">
        {/* Internal links record a navigation instead of leaving the story (see StoryLinkProvider). */}
        <StoryLinkProvider>
          <Story />
        </StoryLinkProvider>
      </I18nProvider>
    ),
  ],
  beforeAll() {
    document.documentElement.lang = 'fr'
  },
  async afterEach({ tags, canvasElement, parameters, globals, name }) {
    // Under Vitest only (see vitest.setup.ts): the story's text is in the font subset.
    globalThis.__storyFontCheck?.(canvasElement.ownerDocument.body)
    // Under Vitest only (see vitest.setup.ts): the story's text is in French typography.
    globalThis.__storyTypographyCheck?.(canvasElement.ownerDocument.body)
    // Visual baseline of the stories tagged 'visual', only when running under Vitest (see vitest.setup.ts):
    // at the phone and desktop reference widths, or once at the viewport a story pins (a header at 1024).
    if (tags.includes('visual') && globalThis.__storyScreenshot) {
      const pinnedViewport = Boolean(globals.viewport?.value)
      await globalThis.__storyScreenshot(canvasElement, { story: name, pinnedViewport }, parameters.screenshot)
    }
  },
}

export default preview

import type { Preview } from '@storybook/react-vite'
import { I18nProvider } from 'react-aria-components'
import '@expert/ui/fonts'
import '@expert/ui/styles'
import { StoryLinkProvider } from '../packages/ui/src/private/StoryLinkProvider'
import { reviewGlobalTypes, reviewInitialGlobals, reviewViewports, withReviewSettings } from './review'
import { visualViewports } from '../scripts/visual/viewports.mjs'

const px = ({ width, height }: { width: number; height: number }) => ({ width: `${width}px`, height: `${height}px` })

const preview: Preview = {
  tags: ['autodocs'],
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

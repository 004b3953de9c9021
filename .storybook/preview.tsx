import type { Preview } from '@storybook/react-vite'
import { I18nProvider } from 'react-aria-components'
import '@expert/ui/fonts'
import '@expert/ui/styles'
import { StoryLinkProvider } from '../packages/ui/src/private/StoryLinkProvider'
import { reviewGlobalTypes, reviewInitialGlobals, reviewViewports, withReviewSettings } from './review'

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail the story test (and show in the a11y panel).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Fondations', 'Mise en page', 'Composants'] } },
    viewport: { options: reviewViewports },
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
  async afterEach({ tags, canvasElement, parameters }) {
    // Under Vitest only (see vitest.setup.ts): the story's text is in the font subset.
    globalThis.__storyFontCheck?.(canvasElement.ownerDocument.body)
    // Visual baseline for matrix stories, only when running under Vitest (see vitest.setup.ts).
    if (tags.includes('visual') && globalThis.__storyScreenshot) {
      await globalThis.__storyScreenshot(canvasElement, parameters.screenshot)
    }
  },
}

export default preview

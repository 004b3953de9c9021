import type { StorybookConfig } from '@storybook/react-vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // No onboarding checklist in the sidebar: designers come to review units, not to learn Storybook.
  features: { componentsManifest: true, sidebarOnboardingChecklist: false },
  // TypeScript 7 has no JS API, so react-docgen-typescript cannot run: prop tables come from react-docgen + argTypes.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()]
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        // Imported by preview (toolbar viewports): optimised up front, or Vite reloads mid test run.
        'storybook/viewport',
        // Every component joins its classes with it: optimised up front, for the same reason.
        'clsx/lite',
      ],
    }
    return viteConfig
  },
}
export default config

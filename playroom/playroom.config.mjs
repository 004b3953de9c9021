// Playroom of @expert/ui: JSX with the real components at the site's phone, tablet and desktop widths,
// shareable by URL. `npm run playroom` serves it on http://localhost:9000, `npm run build-playroom`
// writes playroom-static/ (beside storybook-static/). It uses the design system as any app would:
// components.ts imports its public entry points only.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin'
import MiniCssExtractPlugin from 'mini-css-extract-plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(dirname, '..')
/** Playroom's own sources: its webpack config compiles them (and their vanilla-extract styles) itself. */
const playroomSources = path.join(root, 'node_modules', 'playroom')

export default {
  title: 'Expert UI',
  // Playroom reads the nearest tsconfig.json above `cwd` with TypeScript's JS API to offer prop values
  // in the editor (react-docgen-typescript). This repository's TypeScript 7 has no JS API, so that
  // step throws (`ts.readConfigFile is not a function`): `cwd` is the filesystem root, where no
  // tsconfig.json is found and the step is skipped. Every path below is absolute for that reason.
  cwd: path.parse(root).root,
  components: path.join(dirname, 'components.ts'),
  snippets: path.join(dirname, 'snippets.ts'),
  scope: path.join(dirname, 'scope.ts'),
  frameComponent: path.join(dirname, 'FrameComponent.tsx'),
  // Light and dark (@expert/ui/themes): each snippet at each width in both.
  themes: path.join(dirname, 'themes.ts'),
  outputPath: path.join(root, 'playroom-static'),
  // The site's phone, tablet and desktop review widths.
  widths: [390, 768, 1440],
  port: 9000,
  openBrowser: false,
  exampleCode: `<Stack space="lg" padding="lg">
  <Heading level={2}>Une expertise pour chaque situation</Heading>
  <Text>Malfaçons, fissures, infiltrations\u00a0: nous défendons les particuliers face aux assureurs.</Text>
  <Inline space="sm">
    <LinkButton href="/contact">Consultation gratuite</LinkButton>
    <LinkButton href="/services" variant="outline">Nos expertises</LinkButton>
  </Inline>
</Stack>`,
  webpackConfig: () => ({
    module: {
      rules: [
        // The design system is consumed as TypeScript source (its package exports point at src/), like
        // the site's and Storybook's Vite do.
        {
          test: /\.[cm]?tsx?$/,
          include: [path.join(root, 'packages'), dirname],
          use: [
            {
              loader: 'babel-loader',
              options: {
                babelrc: false,
                configFile: false,
                presets: [['@babel/preset-react', { runtime: 'automatic' }], '@babel/preset-typescript'],
              },
            },
          ],
        },
        // The CSS vanilla-extract emits for the design system, and the font's @font-face file; Playroom's
        // own CSS rule only takes the files its sources import.
        {
          test: /\.css$/i,
          issuer: { not: [playroomSources] },
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        { test: /\.woff2$/i, type: 'asset/resource' },
      ],
    },
    // Playroom's own plugin instance compiles only its own `.css.ts` files: this one compiles the design system's.
    plugins: [new VanillaExtractPlugin({ test: (file) => file.endsWith('.css.ts') && !file.startsWith(playroomSources) })],
  }),
}

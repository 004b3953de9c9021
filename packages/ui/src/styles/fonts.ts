// Self-hosted Inter, subset to the weights the theme uses (400–700) and to French text plus the
// characters in use: one woff2 of ~21 KB, no font CDN. By default the design system's own subset
// (src/fonts/, `npm run fonts:subset`; src/fonts/subset.test.ts fails when it is stale); an app gives
// its own text with the Vite plugin `interSubset()` of `@expert/ui/font-subset`, which serves the
// app's subset in place of this one. The metric-matched 'Inter Fallback' face is in global.css.ts.
// Apps preload the file: `import interUrl from '@expert/ui/fonts/inter.woff2?url'`.
import '../fonts/inter.css'

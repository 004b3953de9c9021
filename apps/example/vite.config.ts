// The second consumer's build: what any app needs to use @expert/ui as it ships (TypeScript and
// vanilla-extract sources): the vanilla-extract plugin, and the Inter subset of its own text.
import { interSubset } from '@expert/ui/font-subset'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), interSubset({ sources: ['src'] })],
  // No gzip report: npm test builds this app to prove it builds, not to weigh it.
  build: { target: 'es2022', reportCompressedSize: false },
  server: { port: 5174 },
})

import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  // Under Vitest the React Router plugin is left out: its typegen would race tsc (toolchain.md §5).
  plugins: [!process.env.VITEST && reactRouter(), vanillaExtractPlugin()],
  server: { port: 5173 },
  build: { target: 'es2022', assetsInlineLimit: 0 },
})

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineCriticalStyles } from './build/inline-critical-styles';
import { precompress } from './build/precompress';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), inlineCriticalStyles(), precompress()],
  resolve: {
    // react-router's package exports send every bundler to its development build (dev-only
    // checks and warnings, ~half again its size).
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload a page's own chunks (the product page's) with its HTML.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @bazar/shared declares no sideEffects flag; its modules only define values, so unused
        // zod schemas must not drag zod into the storefront bundle. A feature's index.ts only
        // re-exports: an import through it goes straight to the module that defines the name,
        // so the always-loaded layout doesn't carry what the index offers lazy screens.
        moduleSideEffects: (id: string) =>
          !id.includes('/packages/shared/') && !/\/src\/features\/[^/]+\/index\.ts$/.test(id),
      },
      output: {
        // Everything the entry imports statically (the first load: React, MUI's core, the
        // layout, the home) in one chunk. Left to itself the chunker cut it into ~18 files by
        // which lazy screens share each piece, and every screen added cut it finer: each file
        // is compressed on its own, so the home paid ~6 kB gzip more for the same code
        // (e2e/tests/delivery.spec.ts). The lazy screens load the same code as before.
        codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
      },
    },
  },
});

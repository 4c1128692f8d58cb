import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Mantine and what it brings along, but charts and the editor (their own lazy chunks). */
const mantineModule =
  /node_modules[\\/](@mantine[\\/](?!charts|tiptap)|@floating-ui|react-remove-scroll|react-textarea-autosize)/;

/**
 * Mantine pieces only lazily loaded pages use (the communications form's pickers and the
 * editor's toolbar, the notification detail's rich text): a chunk of their own, so the first
 * page does not carry them. A piece the first page needs must not be listed here.
 */
const lazyMantineModule =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](ColorPicker|Tooltip|MultiSelect|Pill|PillsInput|Typography)[\\/]|core[\\/]esm[\\/]components[\\/]Combobox[\\/]use-pills-reorder[\\/]|hooks[\\/]esm[\\/](use-move|use-input-state)[\\/])/;

/** The API server in development; the built app is served by that server itself. */
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/,
            },
            {
              name: 'mantine',
              test: (id) => mantineModule.test(id) && !lazyMantineModule.test(id),
            },
            { name: 'mantine-lazy', test: lazyMantineModule },
            // Charts (recharts and its d3 and redux parts) load only with the pages that draw one.
            { name: 'charts', test: /node_modules[\\/](@mantine[\\/]charts|recharts)[\\/]/ },
            // The rich-text editor (TipTap, ProseMirror) loads only with the communications page.
            {
              name: 'editor',
              test: /node_modules[\\/](@mantine[\\/]tiptap|@tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/ },
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack|zustand|zod|react-hook-form|@hookform)[\\/]/,
            },
            { name: 'countries', test: /node_modules[\\/]i18n-iso-countries[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget },
      '/uploads': { target: apiTarget },
    },
  },
});

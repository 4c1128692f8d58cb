import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import {
  compileHints,
  compressedServiceWorker,
  manifestLinkAfterFirstPaint,
} from './scripts/build-plugins';
import {
  adminRoots,
  firstPages,
  reachableFiles,
  readManifest,
  SIGNED_IN_CHUNK,
  signedInModules,
} from './scripts/chunk-graph';
import { earlyStart } from './scripts/early-start';
import { firstPhotoLayout, firstReadsByPath, pagesWithTheirOwnStyles } from './src/app/first-reads';
import { appManifest, ENGLISH_MANIFEST_PATH } from './src/lib/pwa/manifest';

/** The API server in development; the built app is served by that server itself. */
const apiTarget = 'http://127.0.0.1:3000';

/** The English manifest beside the German default one (decision 041). */
function englishManifest(): Plugin {
  return {
    name: 'cc-english-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: ENGLISH_MANIFEST_PATH.slice(1),
        source: JSON.stringify(appManifest('en')),
      });
    },
  };
}

/**
 * The installable, offline app (decisions 040, 041): our own service worker from
 * src/sw/service-worker.ts, built to /service-worker.js with the precache list injected.
 * The app registers it itself (lib/pwa), so the plugin injects no registration script.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  // The glob below takes the icons; the plugin would list them a second time.
  includeManifestIcons: false,
  manifest: appManifest('de'),
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/icons/apple-touch-*', 'manifest.webmanifest'],
    // The shell and the participant routes only: code and styles only the admin area loads
    // stay out of the precache, read from the build's chunk graph (issue 13).
    manifestTransforms: [
      (entries) => {
        const participantFiles = reachableFiles(
          readManifest(path.resolve(import.meta.dirname, 'dist')),
          adminRoots,
        );
        const isCode = (url: string) => /\.(js|css)$/.test(url);
        return {
          manifest: entries.filter(
            (entry) => !isCode(entry.url) || participantFiles.has(entry.url),
          ),
          warnings: [],
        };
      },
    ],
    sourcemap: false,
  },
  devOptions: { enabled: false },
});

/** The modules of the signed-in chunk (chunk-graph.ts), as the bundler names them. */
const signedInIds = new Set(signedInModules.map((file) => path.resolve(import.meta.dirname, file)));

export default defineConfig({
  plugins: [
    react(),
    pwa,
    englishManifest(),
    // What the login page and the newsfeed run before they paint (decision 048).
    compileHints([...new Set(Object.values(firstPages).flat())]),
    // A signed-in start asks for the signed-in chunk beside the entry (issue 28), and for the
    // page's first reads (decision 087).
    earlyStart(SIGNED_IN_CHUNK, firstReadsByPath, firstPhotoLayout, pagesWithTheirOwnStyles),
    // Brotli and gzip siblings of every text asset, at their highest levels: compressed once
    // here, served by the server's static plugin by Accept-Encoding (decision 044).
    compression({
      include: /\.(js|css|html|svg|webmanifest|json|txt)$/,
      exclude: /(^|[\\/])\.vite[\\/]/,
      algorithms: ['brotliCompress', 'gzip'],
    }),
    compressedServiceWorker(),
    // After vite-plugin-pwa, which links the manifest in index.html (decision 088).
    manifestLinkAfterFirstPaint(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph the size budget and the precache list read.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries change less often than the app: a separate chunk stays cached across
            // releases. Every page needs all of React and the router.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // What the entry runs before the first paint (the shell and the login page) in
            // one file instead of dozens of small shared ones: one request, one compression
            // stream (decision 046). `$initial` is the entry's static import graph.
            { name: 'first-page', tags: ['$initial'], priority: 1 },
            // What a signed-in participant's first page (the newsfeed) runs before it paints,
            // and what it imports, in one file instead of about fifty (decision 048).
            { name: SIGNED_IN_CHUNK, test: (id) => signedInIds.has(id), priority: 0 },
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

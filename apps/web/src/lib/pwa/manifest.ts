/**
 * The web app manifests (decision 041): German is the default (`manifest.webmanifest`,
 * linked from index.html), English is a second file the page links while the UI is English.
 * Both are built from this one description by vite.config.ts; only the texts differ.
 */

/** The theme colour of the app (Mantine's blue 7, the primary colour) and of index.html. */
export const THEME_COLOR = '#1c7ed6';
/** The splash background while the installed app starts (index.html's page background). */
export const BACKGROUND_COLOR = '#ffffff';

/** Where the English manifest is served. */
export const ENGLISH_MANIFEST_PATH = '/manifest.en.webmanifest';

const texts = {
  de: {
    name: 'Charity Challenge',
    short_name: 'Challenge',
    description: 'Gemeinsam laufen, gehen und wandern für den guten Zweck.',
  },
  en: {
    name: 'Charity Challenge',
    short_name: 'Challenge',
    description: 'Run, walk and hike together for a good cause.',
  },
} as const;

/** The manifest in one language. */
export function appManifest(lang: keyof typeof texts) {
  return {
    id: '/',
    ...texts[lang],
    lang,
    dir: 'ltr' as const,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    orientation: 'portrait' as const,
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['health', 'lifestyle', 'sports'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

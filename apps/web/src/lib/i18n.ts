import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import germanFirstPage from '../locales/de/index';
import type { Catalog } from '../locales/namespaces';

/** The UI languages. German is the default (participant spec §1). */
export const uiLanguages = ['de', 'en'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'de';

/** localStorage key of the language chosen on public pages, in the admin header or by the profile. */
export const LANGUAGE_STORAGE_KEY = 'language';

type Texts = () => Promise<{ default: Record<string, Catalog> }>;

/**
 * Each language's texts are two parts (`locales/<lang>/index.ts` and `pages.ts`): the first
 * page's namespaces and the others, loaded with the first other page. The default language's
 * first-page texts are part of the entry, so a first visit renders the login page without
 * waiting for a second round of requests; English ones are a chunk of their own, loaded
 * before the first render in English (issue 13, decision 048).
 */
const catalogs: Record<UiLanguage, { firstPage: Texts; pages: Texts }> = {
  de: {
    firstPage: () => Promise.resolve({ default: germanFirstPage }),
    pages: () => import('../locales/de/pages'),
  },
  en: {
    firstPage: () => import('../locales/en/index'),
    pages: () => import('../locales/en/pages'),
  },
};

type Part = keyof (typeof catalogs)[UiLanguage];

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Loads one part of a language's texts into i18next once; later calls share the first load. */
function loadPart(lang: UiLanguage, part: Part): Promise<void> {
  const key = `${lang}:${part}`;
  let load = loading.get(key);
  if (!load) {
    load = catalogs[lang][part]().then(({ default: namespaces }) => {
      for (const [ns, catalog] of Object.entries(namespaces)) {
        i18next.addResourceBundle(lang, ns, catalog, true, true);
      }
      loaded.add(key);
    });
    // A failed load (offline on first visit) may be tried again.
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** Whether the app has shown a page beyond the first one: a new language then loads all its texts. */
let allTextsWanted = false;

/** Loads a language's texts (the first page's, or all once another page asked for them). */
export function loadLanguage(lang: UiLanguage, all = allTextsWanted): Promise<void> {
  const first = loadPart(lang, 'firstPage');
  return all ? Promise.all([first, loadPart(lang, 'pages')]).then(() => undefined) : first;
}

/**
 * The language the UI shows or is switching to: a switch may still be loading its texts
 * when the next page asks for all of them (sign-in applies the profile's language).
 */
let wantedLanguage: UiLanguage | undefined;

/** Loads every text of the UI language: each page but the login page waits for it. */
export function loadAllTexts(): Promise<void> {
  allTextsWanted = true;
  return loadLanguage(wantedLanguage ?? currentLanguage(), true);
}

/** Whether the texts a switch to `lang` needs are there, so it can switch at once. */
function isLoaded(lang: UiLanguage): boolean {
  return loaded.has(`${lang}:firstPage`) && (!allTextsWanted || loaded.has(`${lang}:pages`));
}

/** Whether a value is one of the UI languages. */
export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);
}

function readStoredLanguage(): UiLanguage {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguageSideEffects(lang: UiLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

const initialLanguage = readStoredLanguage();

i18next.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage,
  // Every language has every key (locales/catalogs.test.ts), so nothing falls back to a second one.
  fallbackLng: false,
  supportedLngs: [...uiLanguages],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyLanguageSideEffects(initialLanguage);

/** Resolves once the texts of the language the app starts in are there: the app renders then. */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage);

/** The configured i18next instance the app and the tests share. */
export const i18n = i18next;

/** The language the UI shows now. */
export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/**
 * Switches the UI language (texts, `<html lang>`; dates follow in lib/dayjs.ts) and remembers it in localStorage,
 * so the public pages and the admin header keep the choice across visits. Resolves once the
 * UI shows `lang` (or another switch came meanwhile), for a message that must speak it.
 */
export function setLanguage(lang: UiLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  applyLanguageSideEffects(lang);
  wantedLanguage = lang;
  if (i18next.language === lang) return Promise.resolve();
  // A language already loaded switches at once; another one switches when its texts are in,
  // unless another switch came meanwhile.
  if (isLoaded(lang)) return i18next.changeLanguage(lang).then(() => undefined);
  return loadLanguage(lang).then(async () => {
    if (wantedLanguage === lang) await i18next.changeLanguage(lang);
  });
}

/** Applies a profile language (`DE` or `EN`), which drives the UI once a participant is signed in. */
export function applyProfileLanguage(language: 'DE' | 'EN'): Promise<void> {
  return setLanguage(language === 'EN' ? 'en' : 'de');
}

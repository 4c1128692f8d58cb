import dayjs from 'dayjs';
import 'dayjs/locale/de';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The UI languages. German is the default (participant spec §1). */
export const uiLanguages = ['de', 'en'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'de';

/** localStorage key of the language chosen on public pages, in the admin header or by the profile. */
export const LANGUAGE_STORAGE_KEY = 'language';

type Catalog = Record<string, unknown>;

/** One JSON file per feature and language, bundled eagerly: `locales/<lang>/<namespace>.json`. */
const files = import.meta.glob<Catalog>('../locales/*/*.json', { eager: true, import: 'default' });

function buildResources(): Record<UiLanguage, Record<string, Catalog>> {
  const resources: Record<UiLanguage, Record<string, Catalog>> = { de: {}, en: {} };
  for (const [file, catalog] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    const lang = match?.[1];
    const ns = match?.[2];
    if (lang && ns && isUiLanguage(lang)) resources[lang][ns] = catalog;
  }
  return resources;
}

const resources = buildResources();

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
  dayjs.locale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

const initialLanguage = readStoredLanguage();

i18next.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...uiLanguages],
  ns: Object.keys(resources.de),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyLanguageSideEffects(initialLanguage);

/** The configured i18next instance the app and the tests share. */
export const i18n = i18next;

/** The language the UI shows now. */
export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/**
 * Switches the UI language (texts, dayjs, `<html lang>`) and remembers it in localStorage,
 * so the public pages and the admin header keep the choice across visits.
 */
export function setLanguage(lang: UiLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  applyLanguageSideEffects(lang);
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
}

/** Applies a profile language (`DE` or `EN`), which drives the UI once a participant is signed in. */
export function applyProfileLanguage(language: 'DE' | 'EN'): void {
  setLanguage(language === 'EN' ? 'en' : 'de');
}

import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n, type UiLanguage } from './i18n';

const listeners = new Set<() => void>();
i18n.on('languageChanged', () => {
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One translator per language and namespace, shared by every component that asks. */
const translators = new Map<string, TFunction>();
function translatorOf(lang: UiLanguage, ns: string): TFunction {
  const key = `${lang}|${ns}`;
  let t = translators.get(key);
  if (!t) {
    t = i18n.getFixedT(lang, ns) as TFunction;
    translators.set(key, t);
  }
  return t;
}

/**
 * The texts of namespace `ns` in the UI language, for components a page shows many times
 * (a feed card and its parts). react-i18next's `useTranslation` costs each component that
 * calls it a copy of the i18next instance, a subscription and a translator of its own: about
 * 0.1 ms per call on a phone, a tenth of the newsfeed's first render with ten cards (issue 28).
 * This hook costs one listener, and the translator is shared. Unlike `useTranslation` it does
 * not wait for texts to load: use it for namespaces that are there before the page renders
 * (every page but the login page waits for all texts, lib/i18n.ts).
 */
export function useTexts(ns: string): { t: TFunction; lang: UiLanguage } {
  const lang = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: translatorOf(lang, ns), lang };
}

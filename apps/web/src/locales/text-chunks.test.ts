import { describe, expect, it } from 'vitest';
import { catalogsOf } from './catalog-reader';
import deFirst from './de/index';
import dePages from './de/pages';
import enFirst from './en/index';
import enPages from './en/pages';

/** The two text chunks of each language (lib/i18n.ts) hold every namespace exactly once. */
describe('text chunks', () => {
  it.each([
    ['de', deFirst, dePages],
    ['en', enFirst, enPages],
  ])('split the %s namespaces between the first page and the others', (lang, first, pages) => {
    const firstNames = Object.keys(first);
    const pageNames = Object.keys(pages);
    expect(firstNames.sort()).toEqual(['auth', 'common', 'errors', 'pwa', 'shell']);
    expect(pageNames.filter((ns) => firstNames.includes(ns))).toEqual([]);
    expect([...firstNames, ...pageNames].sort()).toEqual(Object.keys(catalogsOf(lang)).sort());
  });
});

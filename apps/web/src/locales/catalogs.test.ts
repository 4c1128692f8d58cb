import { errorCodes, fieldErrorCodes } from '@cc/shared/errors/error-codes';
import { successMessages } from '@cc/shared/errors/messages';
import { userTypes } from '@cc/shared/users/users.constants';
import { describe, expect, it } from 'vitest';
import { catalogsOf, leafKeys, leafValue } from './catalog-reader';

const de = catalogsOf('de');
const en = catalogsOf('en');

describe('translation catalogs', () => {
  it('have the same namespace files in German and English', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(de))('have the same keys in German and English in %s.json', (ns) => {
    expect(leafKeys(de[ns]).sort()).toEqual(leafKeys(en[ns] ?? {}).sort());
  });

  it.each(Object.keys(de))('have no empty texts in %s.json', (ns) => {
    for (const catalog of [de[ns], en[ns]]) {
      const empty = leafKeys(catalog).filter((key) => {
        const value = leafValue(catalog ?? {}, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it.each([
    ['de', de],
    ['en', en],
  ])('translate every API error, field code and success message (%s)', (_lang, catalogs) => {
    const keys = new Set(leafKeys(catalogs.errors));
    const wanted = [
      ...errorCodes,
      'NETWORK',
      ...fieldErrorCodes.map((code) => `validation.${code}`),
      ...successMessages.map((code) => `messages.${code}`),
    ];
    expect(wanted.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('translate every user type', () => {
    for (const catalogs of [de, en]) {
      const keys = new Set(leafKeys(catalogs.common));
      expect(userTypes.filter((type) => !keys.has(`userTypes.${type}`))).toEqual([]);
    }
  });
});

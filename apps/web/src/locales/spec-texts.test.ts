import { describe, expect, it } from 'vitest';
import { textOf } from './catalog-reader';
import { specLabels, specTexts } from './spec-texts';

const pinned = specTexts.flatMap(({ text, keys }) => keys.map((key) => [key, text] as const));

describe('the texts the specification quotes', () => {
  it.each(pinned)('%s reads the spec word for word in English', (key, text) => {
    expect(textOf('en', key)).toBe(text);
  });

  it.each(pinned)('%s has its own German text', (key, text) => {
    const german = textOf('de', key);
    expect(german).toBeTypeOf('string');
    expect(german).not.toBe(text);
  });

  it.each(Object.entries(specLabels))('the spec label %s is translated (%s)', (_label, key) => {
    expect(textOf('en', key)).toBeTypeOf('string');
    expect(textOf('de', key)).toBeTypeOf('string');
  });
});

import { describe, expect, it } from 'vitest';
import { foldSearchText } from './search';

describe('foldSearchText', () => {
  it('folds accents and case so names match however they are typed', () => {
    expect(foldSearchText('Jürgen', 'MÜLLER')).toBe(foldSearchText('jurgen muller'));
    expect(foldSearchText('Zoë', 'Straße')).toBe('zoe strasse');
  });

  it('skips empty parts and collapses whitespace', () => {
    expect(foldSearchText('  Ana ', null, undefined, 'Lima')).toBe('ana lima');
  });
});

import { describe, expect, it } from 'vitest';
import {
  capTotalOf,
  computeOwed,
  formatMoney,
  isCurrencyCode,
  minorDigits,
  OWED_CEILING,
  type PledgeBasis,
  ratePerMile,
  reachedMilestones,
} from './fundraising.money';

const pledge = (p: Partial<PledgeBasis> & Pick<PledgeBasis, 'id' | 'kind'>): PledgeBasis => ({
  scope: 'event',
  teamId: null,
  userId: null,
  ratePerKmMinor: null,
  amountMinor: null,
  matchPercent: null,
  capMinor: null,
  kmTenths: 0,
  ...p,
});

describe('what a pledge owes', () => {
  it('pays a per-km rate on the counted tenths, rounded down once', () => {
    // 1.5 km at 33 cents = 49.5 cents: 49.
    const [owed] = computeOwed([
      pledge({ id: 'a', kind: 'perKm', ratePerKmMinor: 33, kmTenths: 15 }),
    ]);
    expect(owed).toEqual({
      id: 'a',
      kmTenths: 15,
      grossMinor: 49,
      owedMinor: 49,
      capReached: false,
    });
  });

  it('stops a per-km pledge at its cap and says so', () => {
    const [owed] = computeOwed([
      pledge({ id: 'a', kind: 'perKm', ratePerKmMinor: 100, capMinor: 500, kmTenths: 80 }),
    ]);
    expect(owed).toMatchObject({ grossMinor: 800, owedMinor: 500, capReached: true });
  });

  it('matches the per-km and fixed pledges of its own scope only, up to its cap', () => {
    const owed = computeOwed([
      pledge({ id: 'km', kind: 'perKm', ratePerKmMinor: 100, kmTenths: 100 }),
      pledge({ id: 'fix', kind: 'fixed', amountMinor: 301 }),
      pledge({ id: 'team', kind: 'fixed', scope: 'team', teamId: 't', amountMinor: 10_000 }),
      pledge({ id: 'm', kind: 'match', matchPercent: 50, capMinor: 10_000 }),
      pledge({ id: 'mc', kind: 'match', matchPercent: 100, capMinor: 700 }),
    ]);
    const byId = Object.fromEntries(owed.map((o) => [o.id, o]));
    // (1000 + 301) × 50 % = 650.5: 650; the team's pledge is not matched.
    expect(byId.m).toMatchObject({ grossMinor: 650, owedMinor: 650, capReached: false });
    expect(byId.mc).toMatchObject({ grossMinor: 1301, owedMinor: 700, capReached: true });
  });

  it('keeps every cent of large products and owes no more than the ceiling', () => {
    const [exact, huge] = computeOwed([
      pledge({ id: 'a', kind: 'perKm', ratePerKmMinor: 99_999_999_999, kmTenths: 99 }),
      pledge({ id: 'b', kind: 'perKm', ratePerKmMinor: 1_000_000_000_000, kmTenths: 100_000 }),
    ]);
    expect(exact!.grossMinor).toBe(989_999_999_990);
    expect(huge).toMatchObject({ grossMinor: OWED_CEILING, owedMinor: OWED_CEILING });
    expect(Number.isSafeInteger(huge!.owedMinor * 50)).toBe(true);
  });
});

describe('the total of caps and its milestones', () => {
  it('adds caps and fixed amounts, and has no end when a pledge has no cap', () => {
    const capped = [
      pledge({ id: 'a', kind: 'perKm', capMinor: 1000 }),
      pledge({ id: 'b', kind: 'fixed', amountMinor: 500 }),
      pledge({ id: 'c', kind: 'match', capMinor: 250 }),
    ];
    expect(capTotalOf(capped)).toBe(1750);
    expect(capTotalOf([...capped, pledge({ id: 'd', kind: 'perKm' })])).toBeNull();
    expect(capTotalOf([])).toBeNull();
  });

  it('reaches a milestone exactly at its share', () => {
    expect(reachedMilestones(249, 1000)).toEqual([]);
    expect(reachedMilestones(250, 1000)).toEqual([25]);
    expect(reachedMilestones(1000, 1000)).toEqual([25, 50, 75, 100]);
    expect(reachedMilestones(1000, null)).toEqual([]);
  });
});

describe('amounts for people', () => {
  it('writes euros the German and the English way', () => {
    expect(formatMoney(123_456, 'EUR', 'de').replace(/\u00a0/g, ' ')).toBe('1.234,56 €');
    expect(formatMoney(123_456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(5, 'EUR', 'en')).toBe('€0.05');
  });

  it('knows currencies without minor digits', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(formatMoney(1234, 'JPY', 'en')).toBe('JP¥1,234');
  });

  it('knows the minor digits of every currency as Intl does', () => {
    for (const currency of Intl.supportedValuesOf('currency')) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
      expect({ currency, digits: minorDigits(currency) }).toEqual({ currency, digits: intl });
    }
  });

  it('writes euros exactly as Intl does, without asking it', () => {
    const values = [0, 1, 5, 99, 100, 12_345, 99_999, 100_000, 123_456_789, 2 ** 40];
    for (const minor of [...values, ...values.map((v) => -v)]) {
      for (const [language, locale] of [
        ['de', 'de-DE'],
        ['en', 'en-GB'],
      ] as const) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
        const expected = minor === 0 ? intl.format(0) : intl.format(`${minor / 100}` as never);
        expect(formatMoney(minor, 'EUR', language)).toBe(expected);
      }
    }
  });

  it('accepts ISO 4217 codes only', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('CHF')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('eur')).toBe(false);
  });

  it('shows a per-km rate per mile', () => {
    expect(ratePerMile(100)).toBe(161);
  });
});

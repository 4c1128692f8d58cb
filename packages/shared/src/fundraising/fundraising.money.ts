/**
 * The money model of a fundraising (decision 070), one pure function shared by the live
 * figure, the settlement and the tests: every amount is an integer of minor units (cents),
 * computed with BigInt so no product loses a cent, and rounded down once per pledge.
 */

/** What a pledge pays for. */
export const pledgeKinds = ['perKm', 'fixed', 'match'] as const;
export type PledgeKind = (typeof pledgeKinds)[number];

/** Whose kilometres a pledge counts. */
export const pledgeScopes = ['event', 'team', 'participant'] as const;
export type PledgeScope = (typeof pledgeScopes)[number];

/** The stored terms of a pledge, as the computation reads them. */
export interface PledgeTerms {
  id: string;
  kind: PledgeKind;
  scope: PledgeScope;
  teamId: string | null;
  userId: string | null;
  ratePerKmMinor: number | null;
  amountMinor: number | null;
  matchPercent: number | null;
  capMinor: number | null;
}

/** A pledge with the counted kilometres of its scope, in tenths (the totals' unit). */
export interface PledgeBasis extends PledgeTerms {
  kmTenths: number;
}

/** What a pledge owes: before the cap (gross) and after it (owed). */
export interface PledgeOwed {
  id: string;
  kmTenths: number;
  grossMinor: number;
  owedMinor: number;
  capReached: boolean;
}

/**
 * The most one pledge owes, in minor units (10^12: ten billion euros): beyond it an amount
 * would leave the integers JSON and spreadsheets carry exactly. A pledge whose formula gives
 * more owes this (decision 070).
 */
export const OWED_CEILING = 1_000_000_000_000;
const ceiling = BigInt(OWED_CEILING);
const bounded = (gross: bigint): bigint => (gross < ceiling ? gross : ceiling);

const capOf = (gross: bigint, cap: number | null): bigint =>
  cap === null || gross < BigInt(cap) ? gross : BigInt(cap);

/** The scope a pledge counts, as a key: pledges of one key are matched together. */
export function scopeKey(p: Pick<PledgeTerms, 'scope' | 'teamId' | 'userId'>): string {
  if (p.scope === 'team') return `team:${p.teamId}`;
  if (p.scope === 'participant') return `participant:${p.userId}`;
  return 'event';
}

/**
 * Every pledge's amount from its terms and its scope's counted kilometres:
 * - perKm: min(cap, floor(rate × kmTenths / 10));
 * - fixed: the amount;
 * - match: min(cap, floor(Σ owed of the perKm and fixed pledges of the same scope ×
 *   matchPercent / 100)).
 * No gross exceeds OWED_CEILING.
 * Answers the pledges in the order given.
 */
export function computeOwed(pledges: readonly PledgeBasis[]): PledgeOwed[] {
  const owed = new Map<string, PledgeOwed>();
  const matchedBase = new Map<string, bigint>();
  for (const p of pledges) {
    if (p.kind === 'match') continue;
    const gross = bounded(
      p.kind === 'perKm'
        ? (BigInt(p.ratePerKmMinor ?? 0) * BigInt(Math.max(0, p.kmTenths))) / 10n
        : BigInt(p.amountMinor ?? 0),
    );
    const cap = p.kind === 'perKm' ? p.capMinor : null;
    const due = capOf(gross, cap);
    owed.set(p.id, {
      id: p.id,
      kmTenths: p.kmTenths,
      grossMinor: Number(gross),
      owedMinor: Number(due),
      capReached: cap !== null && gross >= BigInt(cap),
    });
    const key = scopeKey(p);
    matchedBase.set(key, (matchedBase.get(key) ?? 0n) + due);
  }
  for (const p of pledges) {
    if (p.kind !== 'match') continue;
    const base = matchedBase.get(scopeKey(p)) ?? 0n;
    const gross = bounded((base * BigInt(p.matchPercent ?? 0)) / 100n);
    const due = capOf(gross, p.capMinor);
    owed.set(p.id, {
      id: p.id,
      kmTenths: p.kmTenths,
      grossMinor: Number(gross),
      owedMinor: Number(due),
      capReached: p.capMinor !== null && gross >= BigInt(p.capMinor),
    });
  }
  return pledges.map((p) => owed.get(p.id)!);
}

/**
 * The most a pledge can ever owe: its cap, a fixed pledge's amount; null when it has no
 * upper bound (a perKm or match pledge without a cap).
 */
export function pledgeMaximum(p: Pick<PledgeTerms, 'amountMinor' | 'capMinor'> & { kind: string }) {
  if (p.kind === 'fixed') return p.amountMinor ?? 0;
  return p.capMinor;
}

/**
 * The total of caps the "raised" bar is drawn against and the milestones count towards:
 * the sum of every pledge's maximum; null when a pledge has none (the bar would have no
 * end) or there are no pledges.
 */
export function capTotalOf(
  pledges: readonly (Pick<PledgeTerms, 'amountMinor' | 'capMinor'> & { kind: string })[],
): number | null {
  if (pledges.length === 0) return null;
  let total = 0;
  for (const p of pledges) {
    const max = pledgeMaximum(p);
    if (max === null) return null;
    total += max;
  }
  return total;
}

/** The milestones every participant is told of once, in percent of the total of caps. */
export const FUNDRAISING_MILESTONES = [25, 50, 75, 100] as const;

/** The milestones `raised` has reached of `capTotal` (none without a total). */
export function reachedMilestones(raisedMinor: number, capTotalMinor: number | null): number[] {
  if (capTotalMinor === null || capTotalMinor <= 0) return [];
  // raised / capTotal >= m / 100, in integers.
  return FUNDRAISING_MILESTONES.filter((m) => raisedMinor * 100 >= m * capTotalMinor);
}

/** Whether `code` is an ISO 4217 currency this runtime can format. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return supportedCurrencies().has(code);
}

let currencies: Set<string> | undefined;
function supportedCurrencies(): Set<string> {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies;
}

/**
 * Currencies whose minor unit is not the cent, as ICU (CLDR) has them: written out so that
 * knowing the digits costs no `Intl.NumberFormat`, whose first currency format loads locale
 * data (about 20 ms, on the newsfeed's first paint with a pinned amount raised), and so that
 * stored minor units keep their meaning when a runtime's ICU changes. The test holds the
 * table to Intl for every currency the runtime knows, and says so when a new ICU differs.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    'AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS SYP UGX VND VUV XAF XOF XPF YER'
      .split(' ')
      .map((code) => [code, 0]),
  ),
  ...Object.fromEntries('BHD JOD KWD LYD OMR TND'.split(' ').map((code) => [code, 3])),
};

/** Digits after the decimal separator of `currency` (2 for EUR, 0 for JPY). */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** The locale an amount is written in for a UI language. */
const moneyLocales = { de: 'de-DE', en: 'en-GB' } as const;

/** Formatters made so far, by locale and currency: each costs more to make than to use. */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** `1234` as `1.234` (de) or `1,234` (en). */
function groupThousands(whole: string, isGerman: boolean): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, isGerman ? '.' : ',');
}

/**
 * An amount of minor units written for the UI language: `1.234,56 €` in German,
 * `€1,234.56` in English. Exact: the minor units are split by integer arithmetic. Euros,
 * nearly every challenge's currency, are written out (as Intl writes them, held to it by the
 * test) so that the newsfeed's first paint makes no currency format; others go through Intl.
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const digits = minorDigits(currency);
  const isGerman = language.toLowerCase().startsWith('de');
  // A decimal string keeps the value exact whatever its size (Intl reads it as a decimal).
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = digits === 0 ? abs : abs.slice(0, -digits);
  const fraction = digits === 0 ? '' : abs.slice(-digits);
  if (currency === 'EUR') {
    const number = `${groupThousands(whole, isGerman)}${isGerman ? ',' : '.'}${fraction}`;
    return isGerman ? `${sign}${number}\u00a0€` : `${sign}€${number}`;
  }
  const locale = isGerman ? moneyLocales.de : moneyLocales.en;
  const text = digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
  return moneyFormat(locale, currency, digits).format(text as unknown as number);
}

/** Minor units per mile for a rate per km, rounded to the nearest unit (display only). */
export function ratePerMile(ratePerKmMinor: number): number {
  return Math.round(ratePerKmMinor * 1.609344);
}

import { describe, expect, it } from 'vitest';
import {
  areDistancesConsistent,
  isDistanceAllowed,
  kmToMile,
  mileToKm,
  pickerMax,
  round1,
} from './distance';

describe('distance conversions', () => {
  it('convert with the spec factors to one decimal', () => {
    expect(kmToMile(10)).toBe(6.2);
    expect(mileToKm(10)).toBe(16.1);
    expect(kmToMile(42.2)).toBe(26.2);
    expect(round1(1.05)).toBe(1.1);
  });

  it('accept km and miles sent together when one is the other converted', () => {
    expect(areDistancesConsistent(10, 6.2)).toBe(true);
    expect(areDistancesConsistent(16.1, 10)).toBe(true);
    expect(areDistancesConsistent(10, 7)).toBe(false);
  });
});

describe('the distance picker limit (rule 10)', () => {
  it('runs to the event maximum when it is 101 or less, otherwise to 100, plus .9', () => {
    expect(pickerMax(50)).toBe(50.9);
    expect(pickerMax(101)).toBe(101.9);
    expect(pickerMax(101.5)).toBe(100.9);
    expect(pickerMax(42.5)).toBe(42.9);
  });

  it('allows more than 0 up to that maximum in the unit the user types', () => {
    const event = { maximumKm: 50, maximumMile: 31.07 };
    expect(isDistanceAllowed(0, 'KM', event)).toBe(false);
    expect(isDistanceAllowed(0.1, 'KM', event)).toBe(true);
    expect(isDistanceAllowed(50.9, 'KM', event)).toBe(true);
    expect(isDistanceAllowed(51, 'KM', event)).toBe(false);
    expect(isDistanceAllowed(31.9, 'MILE', event)).toBe(true);
    expect(isDistanceAllowed(32, 'MILE', event)).toBe(false);
  });
});

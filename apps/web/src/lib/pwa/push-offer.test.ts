import { afterEach, describe, expect, it } from 'vitest';
import {
  hasAnsweredPushOffer,
  PUSH_OFFER_KEY,
  rememberPushOfferAnswer,
  shouldOfferPush,
} from './push-offer';

afterEach(() => localStorage.clear());

describe('shouldOfferPush', () => {
  it('offers only while the browser has not been asked and the person has not answered', () => {
    expect(shouldOfferPush('default', false)).toBe(true);
    expect(shouldOfferPush('default', true)).toBe(false);
  });

  it('never offers where push is unsupported, allowed already or blocked', () => {
    expect(shouldOfferPush('unsupported', false)).toBe(false);
    expect(shouldOfferPush('granted', false)).toBe(false);
    expect(shouldOfferPush('denied', false)).toBe(false);
  });
});

describe('the answer on this device', () => {
  it('is remembered, whichever it was', () => {
    expect(hasAnsweredPushOffer()).toBe(false);
    rememberPushOfferAnswer('later');
    expect(hasAnsweredPushOffer()).toBe(true);
    expect(localStorage.getItem(PUSH_OFFER_KEY)).toBe('later');
  });
});

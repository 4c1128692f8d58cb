import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe("GET /api/settings with the operator's pages configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      FAQ_URL: 'https://example.org/faq',
      IMPRINT_URL: 'https://example.org/impressum',
      PRIVACY_URL: 'https://example.org/datenschutz',
    });
  });
  afterAll(() => t.close());

  it('answers the time zone and the addresses of the FAQ, imprint and privacy notice to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timeZone: t.config.timeZone,
      faqUrl: 'https://example.org/faq',
      imprintUrl: 'https://example.org/impressum',
      privacyUrl: 'https://example.org/datenschutz',
      companySignIn: null,
      registration: 'open',
    });
  });
});

describe('GET /api/settings without them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers null for each page, so the app shows its own privacy notice and no imprint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timeZone: t.config.timeZone,
      faqUrl: null,
      imprintUrl: null,
      privacyUrl: null,
      companySignIn: null,
      registration: 'open',
    });
  });
});

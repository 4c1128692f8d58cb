import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { api, requestHeaders } from './api-client';
import { EARLY_READ_MAX_AGE_MS, EARLY_READS_GLOBAL } from './early-reads';

/** Leaves a read as the page's early start would have, answered with `body`. */
function sentEarly(url: string, body: unknown, headers = requestHeaders()) {
  const answer = new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
  });
  Reflect.set(globalThis, EARLY_READS_GLOBAL, [
    {
      url,
      authorization: headers.Authorization,
      language: headers['Accept-Language'],
      response: Promise.resolve(answer),
    },
  ]);
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, EARLY_READS_GLOBAL);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('reads the early start sent', () => {
  it('answer the app’s first request of the same address, once', async () => {
    const calls = mockFetch({ 'GET /api/things': { body: { from: 'server' } } });
    sentEarly('/api/things?page=1', { from: 'early' });
    await expect(api('/things', { query: { page: 1 } })).resolves.toEqual({ from: 'early' });
    expect(calls).toHaveLength(0);
    await expect(api('/things', { query: { page: 1 } })).resolves.toEqual({ from: 'server' });
    expect(calls).toHaveLength(1);
  });

  it('leave another address, session or language to the server', async () => {
    const calls = mockFetch({ 'GET /api/things': { body: { from: 'server' } } });
    sentEarly('/api/things?page=2', { from: 'early' });
    await expect(api('/things', { query: { page: 1 } })).resolves.toEqual({ from: 'server' });
    sentEarly(
      '/api/things',
      { from: 'early' },
      { Authorization: 'Bearer other', 'Accept-Language': 'de' },
    );
    await expect(api('/things')).resolves.toEqual({ from: 'server' });
    sentEarly('/api/things', { from: 'early' }, { ...requestHeaders(), 'Accept-Language': 'xx' });
    await expect(api('/things')).resolves.toEqual({ from: 'server' });
    expect(calls).toHaveLength(3);
  });

  it('are not taken once the visit is past its start', async () => {
    const calls = mockFetch({ 'GET /api/things': { body: { from: 'server' } } });
    sentEarly('/api/things', { from: 'early' });
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_READ_MAX_AGE_MS + 1);
    await expect(api('/things')).resolves.toEqual({ from: 'server' });
    expect(calls).toHaveLength(1);
  });

  it('are never taken by a write', async () => {
    const calls = mockFetch({ 'POST /api/things': { body: { from: 'server' } } });
    sentEarly('/api/things', { from: 'early' });
    await expect(api('/things', { method: 'POST', body: {} })).resolves.toEqual({ from: 'server' });
    expect(calls).toHaveLength(1);
  });
});

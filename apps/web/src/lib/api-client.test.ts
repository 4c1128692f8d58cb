import { describe, expect, it, vi } from 'vitest';
import { apiErrorBody, mockFetch } from '../test/fetch-mock';
import { signInAs } from '../test/session';
import { ApiError, api, OFFLINE_CACHE_HEADER } from './api-client';
import { useAuthStore } from './auth-store';
import { isOnline, reportOnline, useOnlineStore } from './online';

describe('api client', () => {
  it('sends JSON with the bearer token and language, and reads the JSON answer', async () => {
    signInAs('user');
    const calls = mockFetch({ 'POST /api/things': { status: 201, body: { ok: true } } });
    await expect(api('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('leaves out undefined query values', async () => {
    const calls: string[] = [];
    globalThis.fetch = async (input) => {
      calls.push(String(input));
      return new Response('{}', { status: 200 });
    };
    await api('/users', { query: { page: 2, filter: undefined, active: true } });
    expect(calls[0]).toBe('/api/users?page=2&active=true');
  });

  it('answers a 204 with undefined', async () => {
    mockFetch({ 'DELETE /api/things/1': { status: 204 } });
    await expect(api('/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws the API error code and field codes', async () => {
    mockFetch({
      'POST /api/things': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { email: ['EMAIL_INVALID'] }),
      },
    });
    const error = await api('/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { email: ['EMAIL_INVALID'] },
    });
  });

  it('reports an unreachable server as NETWORK', async () => {
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api('/things')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('turns the online flag off when the network fails, and on again when the server answers', async () => {
    useOnlineStore.setState({ online: true });
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api('/things')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(isOnline()).toBe(false);

    mockFetch({ 'GET /api/things': { status: 404, body: apiErrorBody('NOT_FOUND') } });
    await expect(api('/things')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(isOnline()).toBe(true);
  });

  it("counts an answer from the service worker's offline cache as offline", async () => {
    useOnlineStore.setState({ online: true });
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"ok":true}', { headers: { [OFFLINE_CACHE_HEADER]: '1' } }),
    );
    await expect(api('/things')).resolves.toEqual({ ok: true });
    expect(isOnline()).toBe(false);
    reportOnline();
  });

  it('answers UNAUTHORIZED to a 401 and ends a session the server no longer accepts, for writes too', async () => {
    signInAs('user');
    localStorage.setItem('auth_token', 'test-token');
    mockFetch({ 'PATCH /api/profile': { status: 401, body: apiErrorBody('UNAUTHORIZED') } });

    await expect(api('/profile', { method: 'PATCH', body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(useAuthStore.getState().authed).toBe(false);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('leaves a newer session alone when a request of an ended one is refused with 401', async () => {
    signInAs('user');
    mockFetch({
      'GET /api/profile': () => {
        // The user logged out and in again while this request was on its way.
        useAuthStore.setState({ token: 'newer-token' });
        return { status: 401, body: apiErrorBody('UNAUTHORIZED') };
      },
    });

    await expect(api('/profile')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(useAuthStore.getState()).toMatchObject({ authed: true, token: 'newer-token' });
  });

  it('keeps the visitor as they are when a call without a session is refused with 401', async () => {
    localStorage.setItem('language', 'en');
    mockFetch({ 'POST /api/users/auth/login': { status: 401 } });

    await expect(api('/users/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(localStorage.getItem('language')).toBe('en');
  });
});

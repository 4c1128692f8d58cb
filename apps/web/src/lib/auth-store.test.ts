import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyStartScript } from '../../scripts/early-start';
import { buildProfile } from '../test/factories';
import { mockFetch } from '../test/fetch-mock';

/** Loads a fresh auth store, as a page load would, after `prepare` filled the storage. */
async function loadStore(prepare: () => void) {
  prepare();
  vi.resetModules();
  const module = await import('./auth-store');
  return module.useAuthStore;
}

function storeSession(storage: Storage, expiresAt: string) {
  storage.setItem('auth_token', 'tok');
  storage.setItem('expireTokenDate', expiresAt);
  storage.setItem('user_ID', 'user-1');
  storage.setItem('user_role', 'user');
}

describe('auth store', () => {
  it.each([
    ['kept', true],
    ['of this tab', false],
  ])(
    "keeps a session %s where the page's early start finds it, and the app's headers",
    async (_, keep) => {
      const store = await loadStore(() => {});
      store
        .getState()
        .signIn(
          { token: 'tok', expiresAt: '2099-01-01T00:00:00.000Z', user: buildProfile() },
          keep,
        );
      const { requestHeaders } = await import('./api-client');
      const fetch = vi.fn(() => new Promise<never>(() => {}));
      vi.stubGlobal('fetch', fetch);
      window.location.hash = '#/page';
      const start = {
        scripts: ['assets/signed-in.js'],
        styles: [],
        texts: { de: [], en: [] },
        allStyles: { files: [], except: [] },
        reads: { '/page': [{ url: '/api/page' }] },
        photo: { sizes: [], sides: { thumb: 400, medium: 1200, display: 1600 } },
      };
      try {
        new Function(earlyStartScript(start))();
        expect(document.head.querySelector('link[href="/assets/signed-in.js"]')).not.toBeNull();
        expect(fetch).toHaveBeenCalledWith('/api/page', {
          headers: requestHeaders(),
          credentials: 'same-origin',
        });
      } finally {
        document.head.querySelector('link[href="/assets/signed-in.js"]')?.remove();
        Reflect.deleteProperty(window, 'ccEarlyReads');
        vi.unstubAllGlobals();
        window.location.hash = '';
      }
    },
  );

  afterEach(() => {
    vi.useRealTimers();
  });

  it('restores a session that has not expired', async () => {
    const store = await loadStore(() => storeSession(localStorage, '2099-01-01T00:00:00.000Z'));
    expect(store.getState()).toMatchObject({ authed: true, token: 'tok', role: 'user' });
  });

  it('starts logged out when the stored session has expired, and forgets it', async () => {
    const store = await loadStore(() => storeSession(sessionStorage, '2000-01-01T00:00:00.000Z'));
    expect(store.getState().authed).toBe(false);
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });

  it('keeps a short session in session storage and a long one in local storage', async () => {
    const store = await loadStore(() => {});
    const response = {
      token: 'short',
      expiresAt: '2099-01-01T00:00:00.000Z',
      user: buildProfile(),
    };
    store.getState().signIn(response, false);
    expect(sessionStorage.getItem('auth_token')).toBe('short');
    expect(localStorage.getItem('auth_token')).toBeNull();

    store.getState().signIn({ ...response, token: 'long' }, true);
    expect(localStorage.getItem('auth_token')).toBe('long');
    expect(localStorage.getItem('expireTokenDate')).toBe(response.expiresAt);
    expect(localStorage.getItem('user_ID')).toBe(response.user._id);
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });

  it('ends the session on the server and clears storage but keeps the language', async () => {
    vi.useFakeTimers();
    const calls = mockFetch({ 'POST /api/users/auth/logout': { status: 204 } });
    const store = await loadStore(() => {
      storeSession(localStorage, '2099-01-01T00:00:00.000Z');
      localStorage.setItem('newsfeedFilter', 'friends');
      localStorage.setItem('language', 'en');
    });
    await store.getState().signOut();

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/users/auth/logout']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(store.getState().authed).toBe(false);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('newsfeedFilter')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('logs out locally even when the server cannot be reached', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const store = await loadStore(() => storeSession(localStorage, '2099-01-01T00:00:00.000Z'));
    await store.getState().signOut();
    expect(store.getState().authed).toBe(false);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});

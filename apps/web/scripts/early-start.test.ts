import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlyStartScript } from './early-start';

const files = {
  scripts: ['assets/signed-in-1.js'],
  styles: ['assets/signed-in-2.css'],
  texts: { de: ['assets/pages-de.js'], en: ['assets/en.js', 'assets/pages-en.js'] },
  allStyles: { files: ['assets/all-1.js', 'assets/all-2.css'], except: ['/feed'] },
  reads: {
    '/feed': [
      { storageKey: 'tab', urls: { mine: '/api/mine', all: '/api/all' }, otherwise: '/api/all' },
      { url: '/api/notice' },
    ],
  },
  photo: { sizes: ['100vw'], sides: { thumb: 400, medium: 1200, display: 1600 } },
};

const future = new Date(Date.now() + 3_600_000).toISOString();
const past = new Date(Date.now() - 1_000).toISOString();

interface Sent {
  url: string;
  headers: Record<string, string>;
}

/**
 * Runs the script as a page at `hash` would, with these storages; returns the links it added
 * and the reads it sent (and left for the app).
 */
function run(local: Record<string, string>, session: Record<string, string> = {}, hash = '') {
  const links: { rel: string; href: string; as?: string; crossOrigin?: string }[] = [];
  const sent: Sent[] = [];
  const storage = (values: Record<string, string>) => ({
    getItem: (key: string) => values[key] ?? null,
  });
  const page: Record<string, unknown> = {
    localStorage: storage(local),
    sessionStorage: storage(session),
    location: { hash },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers });
      return Promise.resolve({ url });
    },
  };
  page.window = page;
  vm.runInNewContext(earlyStartScript(files), page);
  const left = (page.ccEarlyReads as { url: string; authorization: string }[] | undefined) ?? [];
  return {
    links: links.map((link) => `${link.rel} ${link.href}${link.as ? ` as ${link.as}` : ''}`),
    sent,
    left: left.map((read) => `${read.url} ${read.authorization}`),
  };
}

describe('the early start of a signed-in visit', () => {
  it('asks for nothing more without a session (the login page stays light)', () => {
    expect(run({ language: 'en' }, {}, '#/feed')).toEqual({ links: [], sent: [], left: [] });
  });

  it('asks for the signed-in chunk, its styles and the German page texts with a kept session', () => {
    expect(run({ auth_token: 'token' }, {}, '#/feed').links).toEqual([
      'modulepreload /assets/signed-in-1.js',
      'preload /assets/signed-in-2.css as style',
      'modulepreload /assets/pages-de.js',
    ]);
  });

  it('takes a session of this tab only too, and the texts of the stored language', () => {
    expect(run({ language: 'en' }, { auth_token: 'token' }, '#/feed').links).toEqual([
      'modulepreload /assets/signed-in-1.js',
      'preload /assets/signed-in-2.css as style',
      'modulepreload /assets/en.js',
      'modulepreload /assets/pages-en.js',
    ]);
  });

  it("asks for every component's styles too at a page that does not carry its own", () => {
    const { links } = run({ auth_token: 'token' }, {}, '#/other?x=1');
    expect(links).toEqual([
      'modulepreload /assets/signed-in-1.js',
      'preload /assets/signed-in-2.css as style',
      'modulepreload /assets/pages-de.js',
      'modulepreload /assets/all-1.js',
      'preload /assets/all-2.css as style',
    ]);
    // The start address (no hash) is such a page: a participant's home is not the newsfeed.
    expect(run({ auth_token: 'token' }).links).toContain('preload /assets/all-2.css as style');
  });

  it('leaves the page alone when storage cannot be read (private mode)', () => {
    expect(() =>
      vm.runInNewContext(earlyStartScript(files), {
        localStorage: {
          getItem: () => {
            throw new Error('denied');
          },
        },
      }),
    ).not.toThrow();
  });

  it("sends the first reads of the page at the address, with the session's headers", () => {
    const { sent, left } = run(
      { auth_token: 'token', expireTokenDate: future, tab: 'mine', language: 'en' },
      {},
      '#/feed?x=1',
    );
    const headers = {
      Accept: 'application/json',
      'Accept-Language': 'en',
      Authorization: 'Bearer token',
    };
    expect(sent).toEqual([
      { url: '/api/mine', headers },
      { url: '/api/notice', headers },
    ]);
    expect(left).toEqual(['/api/mine Bearer token', '/api/notice Bearer token']);
  });

  it('reads the default tab when none or an unknown one is stored', () => {
    const session = { auth_token: 't', expireTokenDate: future };
    expect(run(session, {}, '#/feed').sent[0]?.url).toBe('/api/all');
    expect(run({ ...session, tab: 'gone' }, {}, '#/feed').sent[0]?.url).toBe('/api/all');
  });

  it('reads nothing for another page, an expired session or a session without an end', () => {
    expect(run({ auth_token: 't', expireTokenDate: future }, {}, '#/other').sent).toEqual([]);
    expect(run({ auth_token: 't', expireTokenDate: past }, {}, '#/feed').sent).toEqual([]);
    expect(run({ auth_token: 't' }, {}, '#/feed').sent).toEqual([]);
    expect(run({ auth_token: 't', expireTokenDate: future }, {}, '#/constructor').sent).toEqual([]);
  });

  it("reads with a tab's own session too", () => {
    const { sent } = run({}, { auth_token: 'own', expireTokenDate: future }, '#/feed');
    expect(sent.map((read) => read.headers.Authorization)).toEqual(['Bearer own', 'Bearer own']);
  });
});

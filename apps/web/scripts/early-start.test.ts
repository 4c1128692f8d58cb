import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlyStartScript } from './build-plugins';

const files = {
  scripts: ['assets/signed-in-1.js'],
  styles: ['assets/signed-in-2.css'],
  texts: { de: ['assets/pages-de.js'], en: ['assets/en.js', 'assets/pages-en.js'] },
};

/** Runs the script as a page would, with these storages; returns the links it added. */
function run(local: Record<string, string>, session: Record<string, string> = {}) {
  const links: { rel: string; href: string; as?: string; crossOrigin?: string }[] = [];
  const storage = (values: Record<string, string>) => ({
    getItem: (key: string) => values[key] ?? null,
  });
  vm.runInNewContext(earlyStartScript(files), {
    localStorage: storage(local),
    sessionStorage: storage(session),
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  });
  return links.map((link) => `${link.rel} ${link.href}${link.as ? ` as ${link.as}` : ''}`);
}

describe('the early start of a signed-in visit', () => {
  it('asks for nothing more without a session (the login page stays light)', () => {
    expect(run({ language: 'en' })).toEqual([]);
  });

  it('asks for the signed-in chunk, its styles and the German page texts with a kept session', () => {
    expect(run({ auth_token: 'token' })).toEqual([
      'modulepreload /assets/signed-in-1.js',
      'preload /assets/signed-in-2.css as style',
      'modulepreload /assets/pages-de.js',
    ]);
  });

  it('takes a session of this tab only too, and the texts of the stored language', () => {
    expect(run({ language: 'en' }, { auth_token: 'token' })).toEqual([
      'modulepreload /assets/signed-in-1.js',
      'preload /assets/signed-in-2.css as style',
      'modulepreload /assets/en.js',
      'modulepreload /assets/pages-en.js',
    ]);
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
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the data folder', () => {
  it('is ./data of the folder npm was run from, though npm starts the server in apps/server', () => {
    const repo = path.resolve('/srv/charity-challenge');
    expect(loadConfig({ INIT_CWD: repo }).dataDir).toBe(path.join(repo, 'data'));
  });

  it('resolves a relative DATA_DIR against that folder and keeps an absolute one', () => {
    const repo = path.resolve('/srv/charity-challenge');
    expect(loadConfig({ INIT_CWD: repo, DATA_DIR: 'store' }).dataDir).toBe(
      path.join(repo, 'store'),
    );
    expect(loadConfig({ INIT_CWD: repo, DATA_DIR: '/var/cc' }).dataDir).toBe(
      path.resolve('/var/cc'),
    );
  });

  it('falls back to the working folder when npm did not start the process', () => {
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
  });
});

describe('web push settings', () => {
  it('takes the VAPID pair only together, and refuses one key alone', () => {
    expect(loadConfig({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' }).vapid).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
    });
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('names the mail sender as VAPID subject unless VAPID_SUBJECT says otherwise', () => {
    expect(loadConfig({ MAIL_FROM: 'Team <team@example.org>' }).vapidSubject).toBe(
      'mailto:team@example.org',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'https://example.org/contact' }).vapidSubject).toBe(
      'https://example.org/contact',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'team@example.org' })).toThrow(/VAPID_SUBJECT/);
  });

  it('allows loopback push endpoints only when PUSH_ALLOW_LOOPBACK is set', () => {
    expect(loadConfig({}).pushAllowLoopback).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_LOOPBACK: 'true' }).pushAllowLoopback).toBe(true);
  });
});

describe('TRUST_PROXY (who may say where a request came from)', () => {
  it('trusts no proxy unless set, or when set to 0, off, false or no', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['0', 'off', 'false', 'no']) {
      expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    }
  });

  it('takes a number as the count of proxies in front', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('reads on, true and yes as one proxy, never as trusting every address', () => {
    for (const on of ['on', 'true', 'yes']) {
      expect(loadConfig({ TRUST_PROXY: on }).trustProxy).toBe(1);
    }
  });

  it('takes a comma-separated list of proxy addresses and ranges', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12,192.168.1.7,fd00::/8,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '172.16.0.0/12', '192.168.1.7', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else, naming the forms it takes', () => {
    for (const bad of [
      'all',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '300.1.1.1',
      '10.0.0.0/8,,',
      'fe80::/129',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: .*number of proxies.*10\.0\.0\.0\/8/,
      );
    }
  });
});

describe("the operator's pages (FAQ_URL, IMPRINT_URL, PRIVACY_URL)", () => {
  it('takes http and https addresses', () => {
    const config = loadConfig({
      FAQ_URL: 'https://example.org/faq',
      IMPRINT_URL: 'https://example.org/impressum',
      PRIVACY_URL: 'http://intranet.example.org/datenschutz',
    });
    expect(config.pages).toEqual({
      faqUrl: 'https://example.org/faq',
      imprintUrl: 'https://example.org/impressum',
      privacyUrl: 'http://intranet.example.org/datenschutz',
    });
  });

  it('reads an unset or empty variable as no page, as compose passes one left out of .env', () => {
    const none = { faqUrl: undefined, imprintUrl: undefined, privacyUrl: undefined };
    expect(loadConfig({}).pages).toEqual(none);
    expect(loadConfig({ FAQ_URL: '', IMPRINT_URL: ' ', PRIVACY_URL: '' }).pages).toEqual(none);
  });

  it('refuses to start with anything but an http or https address, naming the variable', () => {
    for (const [name, bad] of [
      ['IMPRINT_URL', 'example.org/impressum'],
      ['PRIVACY_URL', 'javascript:alert(1)'],
      ['FAQ_URL', 'ftp://example.org/faq'],
      ['IMPRINT_URL', 'https://'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), bad).toThrow(
        new RegExp(`${name}: .*http:// or https://`),
      );
    }
  });
});

describe('the first administrator (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('reads empty variables as unset, as compose passes them without a .env entry', () => {
    expect(loadConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).admin).toBeUndefined();
  });

  it('takes both when set', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'secret12' }).admin,
    ).toEqual({ email: 'admin@example.org', password: 'secret12' });
  });

  it('still refuses an address that is not one, naming the variable', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'secret12' })).toThrow(
      /ADMIN_EMAIL/,
    );
  });
});

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

describe('the company sign-in and registration (OIDC_*, REGISTRATION; decision 090)', () => {
  const oidc = { OIDC_ISSUER: 'https://login.example.com/realms/staff', OIDC_CLIENT_ID: 'cc' };

  it('has no company sign-in and open registration unless configured', () => {
    const config = loadConfig({});
    expect(config.oidc).toBeUndefined();
    expect(config.registration).toEqual({ mode: 'open', domains: [] });
    // compose passes variables left out of .env as empty strings
    expect(loadConfig({ OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_DOMAINS: '' }).oidc).toBe(
      undefined,
    );
  });

  it("starts with compose.yaml's defaults when .env sets none of them", () => {
    const config = loadConfig({
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
      OIDC_SCOPES: 'openid email profile',
      OIDC_BUTTON_LABEL: '',
      OIDC_DOMAINS: '',
      OIDC_ONLY: 'off',
      OIDC_SESSION_HOURS: '168',
      REGISTRATION: 'open',
      REGISTRATION_DOMAINS: '',
    });
    expect(config.oidc).toBeUndefined();
    expect(config.registration).toEqual({ mode: 'open', domains: [] });
  });

  it('fills in the scopes, the session length and a public client by default', () => {
    expect(loadConfig(oidc).oidc).toEqual({
      issuer: 'https://login.example.com/realms/staff',
      clientId: 'cc',
      clientSecret: undefined,
      scopes: 'openid email profile',
      buttonLabel: undefined,
      domains: [],
      only: false,
      sessionHours: 168,
      insecureLoopback: false,
    });
  });

  it('takes the secret, scopes, label, domains, OIDC_ONLY and session length as written', () => {
    const config = loadConfig({
      ...oidc,
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_SCOPES: 'openid email',
      OIDC_BUTTON_LABEL: ' Sign in with Example ID ',
      OIDC_DOMAINS: 'Example.com,*.example.org',
      OIDC_ONLY: 'true',
      OIDC_SESSION_HOURS: '24',
    });
    expect(config.oidc).toMatchObject({
      clientSecret: 's3cret',
      scopes: 'openid email',
      buttonLabel: 'Sign in with Example ID',
      domains: [
        { domain: 'example.com', subdomains: false, userType: undefined },
        { domain: 'example.org', subdomains: true, userType: undefined },
      ],
      only: true,
      sessionHours: 24,
    });
  });

  it('needs both the issuer and the client id, or neither', () => {
    expect(() => loadConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(
      /set both OIDC_ISSUER and OIDC_CLIENT_ID, or neither/,
    );
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'cc' })).toThrow(
      /set both OIDC_ISSUER and OIDC_CLIENT_ID, or neither/,
    );
  });

  it('needs an https issuer, allowing http only on this machine', () => {
    for (const issuer of ['http://login.example.com', 'http://10.0.0.5:8080/realms/staff']) {
      expect(() => loadConfig({ ...oidc, OIDC_ISSUER: issuer }), issuer).toThrow(
        /OIDC_ISSUER must be an https:\/\/ address/,
      );
    }
    for (const issuer of [
      'http://127.0.0.1:9',
      'http://localhost:8080/realms/dev',
      'http://[::1]:9',
    ]) {
      expect(loadConfig({ ...oidc, OIDC_ISSUER: issuer }).oidc, issuer).toMatchObject({
        issuer,
        insecureLoopback: true,
      });
    }
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'login.example.com' })).toThrow(/OIDC_ISSUER/);
  });

  it('refuses OIDC_ONLY without the domains it is for, or without a company sign-in', () => {
    expect(() => loadConfig({ ...oidc, OIDC_ONLY: 'true' })).toThrow(
      /OIDC_ONLY needs OIDC_DOMAINS/,
    );
    expect(() => loadConfig({ OIDC_ONLY: 'true', OIDC_DOMAINS: 'example.com' })).toThrow(
      /OIDC_ONLY needs OIDC_ISSUER/,
    );
  });

  it('refuses scopes without openid, a default user type in OIDC_DOMAINS and a bad domain', () => {
    expect(() => loadConfig({ ...oidc, OIDC_SCOPES: 'email profile' })).toThrow(
      /OIDC_SCOPES must include openid/,
    );
    expect(() => loadConfig({ ...oidc, OIDC_DOMAINS: 'example.com=Staff' })).toThrow(
      /OIDC_DOMAINS: .*no user type here/,
    );
    expect(() => loadConfig({ REGISTRATION_DOMAINS: 'example' })).toThrow(
      /REGISTRATION_DOMAINS: .*not a domain/,
    );
  });

  it('refuses a session length outside 1 hour to 100 days', () => {
    for (const hours of ['0', '2401', '1.5', 'week']) {
      expect(() => loadConfig({ ...oidc, OIDC_SESSION_HOURS: hours }), hours).toThrow(
        /OIDC_SESSION_HOURS/,
      );
    }
  });

  it('takes REGISTRATION=domains only with REGISTRATION_DOMAINS, keeping their user types', () => {
    expect(() => loadConfig({ REGISTRATION: 'domains' })).toThrow(
      /REGISTRATION=domains needs REGISTRATION_DOMAINS/,
    );
    expect(
      loadConfig({ REGISTRATION: 'domains', REGISTRATION_DOMAINS: 'example.com=Staff' })
        .registration,
    ).toEqual({
      mode: 'domains',
      domains: [{ domain: 'example.com', subdomains: false, userType: 'Staff' }],
    });
    expect(loadConfig({ REGISTRATION: 'closed' }).registration.mode).toBe('closed');
    expect(() => loadConfig({ REGISTRATION: 'invite' })).toThrow(/REGISTRATION/);
  });
});

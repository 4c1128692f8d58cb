/**
 * The person at the test provider (test/oidc-provider.ts), played over HTTP where no browser
 * is needed: the API tests of the company sign-in.
 */

/** The provider's cookies per origin (name → value), to reuse a provider session. */
export type ProviderCookieJar = Map<string, Map<string, string>>;

/**
 * Plays the person at the provider over HTTP (no browser): follows the provider's redirects
 * with its own cookie jar, submits the login form and, if asked, the consent form, and answers
 * the first URL that leaves the provider's origin (the app's callback with code and state, or
 * with error=...). Throws with the page text on an error page or a re-shown login form.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  person: { email: string; password: string; consent?: 'allow' | 'deny' },
  jar: ProviderCookieJar = new Map(),
): Promise<string> {
  const origin = new URL(authorizationUrl).origin;
  const cookies = jar.get(origin) ?? new Map<string, string>();
  jar.set(origin, cookies);
  let request: { url: string; form?: Record<string, string> } = { url: authorizationUrl };
  let hasSubmittedLogin = false;

  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      body: request.form && new URLSearchParams(request.form),
      headers: {
        accept: 'text/html',
        cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; '),
      },
      redirect: 'manual',
    });
    storeCookies(cookies, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location && response.status >= 300 && response.status < 400) {
      const next = new URL(location, request.url);
      if (next.origin !== origin) return next.href;
      request = { url: next.href };
      continue;
    }

    const html = await response.text();
    const formAction = (name: string) => {
      const action = new RegExp(`action="([^"]*/${name})"`).exec(html)?.[1];
      return action && new URL(action, request.url).href;
    };
    const login = formAction('login');
    const answer = formAction(person.consent === 'deny' ? 'abort' : 'confirm');
    if (login && !hasSubmittedLogin) {
      hasSubmittedLogin = true;
      request = { url: login, form: { login: person.email, password: person.password } };
    } else if (!login && answer) {
      request = { url: answer, form: {} };
    } else {
      throw new Error(`The provider answered ${response.status}: ${textOf(html)}`);
    }
  }
  throw new Error(`Too many redirects at the provider, last at ${request.url}`);
}

/** Keeps name=value of each Set-Cookie; paths are ignored, expired cookies are dropped. */
function storeCookies(cookies: Map<string, string>, setCookies: string[]): void {
  for (const setCookie of setCookies) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const isExpired = attributes.some((attribute) => {
      const [key = '', value = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
      return key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now();
    });
    if (isExpired) cookies.delete(name);
    else cookies.set(name, pair.slice(at + 1).trim());
  }
}

function textOf(html: string): string {
  const body = html.replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, '');
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The push message of the server (issue 12 contract): JSON with the notification's type,
 * its title and body already in the recipient's language, the in-app address to open and a
 * tag that groups repeats. Kept free of service worker globals, so it is tested in the page.
 */
export interface PushMessage {
  type: number;
  title: string;
  body: string;
  /** Path and hash inside the app, e.g. `/#/notificationDetail/<id>`. */
  url: string;
  tag: string;
}

/** The title when a message carries none (it cannot be translated without one). */
const FALLBACK_TITLE = 'Charity Challenge';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads a push payload; anything missing or malformed falls back to opening the app. */
export function parsePushMessage(payload: string | null | undefined): PushMessage {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    data = { body: payload ?? '' };
  }
  return {
    type: typeof data.type === 'number' ? data.type : 0,
    title: text(data.title) || FALLBACK_TITLE,
    body: text(data.body),
    url: text(data.url) || '/',
    tag: text(data.tag),
  };
}

/**
 * The absolute address a click opens: the message's URL resolved against the app's origin.
 * An address on another origin is never opened; the app's start page is.
 */
export function targetUrl(url: string, origin: string): string {
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

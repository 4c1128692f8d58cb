import type { LoginResponse } from '@cc/shared/auth/auth.schemas';
import type { Role } from '@cc/shared/users/users.constants';
import { roles } from '@cc/shared/users/users.constants';
import { create } from 'zustand';
import { currentLanguage, LANGUAGE_STORAGE_KEY } from './i18n';
import { forgetDevice } from './pwa/forget-device';
import { clearUserCaches } from './pwa/user-caches';

/**
 * Storage keys of the session (admin spec §3). The token lives in localStorage when
 * "keep me logged in" is checked and in sessionStorage otherwise (rule 4), so a short
 * session ends with the browser. The role is kept beside it so the guards can route before
 * the profile has loaded.
 */
export const sessionKeys = {
  token: 'auth_token',
  expiresAt: 'expireTokenDate',
  userId: 'user_ID',
  role: 'user_role',
} as const;

/** Delay before the page reloads after a logout (participant spec §4). */
export const SIGN_OUT_RELOAD_MS = 200;

interface Session {
  token: string;
  expiresAt: string;
  role: Role;
  userId: string;
}

export interface AuthState {
  token: string | null;
  expiresAt: string | null;
  role: Role | null;
  userId: string | null;
  authed: boolean;
  /** Stores a fresh session from the login answer. */
  signIn: (response: LoginResponse, keepLoggedIn: boolean) => void;
  /** Ends the session on the server and in the browser, then reloads at `redirectTo`. */
  signOut: (redirectTo?: string) => Promise<void>;
}

const loggedOut = { token: null, expiresAt: null, role: null, userId: null, authed: false };

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

function isExpired(expiresAt: string): boolean {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) || end <= Date.now();
}

function readSession(storage: Storage): Session | null {
  const token = storage.getItem(sessionKeys.token);
  const expiresAt = storage.getItem(sessionKeys.expiresAt);
  const role = storage.getItem(sessionKeys.role);
  const userId = storage.getItem(sessionKeys.userId);
  if (!token || !expiresAt || !isRole(role) || !userId) return null;
  return { token, expiresAt, role, userId };
}

function writeSession(storage: Storage, session: Session): void {
  storage.setItem(sessionKeys.token, session.token);
  storage.setItem(sessionKeys.expiresAt, session.expiresAt);
  storage.setItem(sessionKeys.role, session.role);
  storage.setItem(sessionKeys.userId, session.userId);
}

function removeSession(storage: Storage): void {
  for (const key of Object.values(sessionKeys)) storage.removeItem(key);
}

/**
 * Empties local and session storage (participant spec §4: logout clears local storage).
 * The UI language survives: a visitor who chose English should not get German after logout.
 */
export function clearBrowserStorage(): void {
  const language = currentLanguage();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The session found in storage at start; an expired or incomplete one counts as logged out. */
function restoreSession(): Omit<AuthState, 'signIn' | 'signOut'> {
  const session = readSession(localStorage) ?? readSession(sessionStorage);
  if (!session) return loggedOut;
  if (isExpired(session.expiresAt)) {
    clearBrowserStorage();
    return loggedOut;
  }
  return { ...session, authed: true };
}

/** Navigates to `path` inside the hash router and reloads, so no state of the old session remains. */
export function reloadAt(path?: string): void {
  if (path) window.location.hash = path;
  window.location.reload();
}

/** The one store of the browser session; components read it with `useAuthStore(selector)`. */
export const useAuthStore = create<AuthState>()((set, get) => ({
  ...restoreSession(),

  signIn(response, keepLoggedIn) {
    const storage = keepLoggedIn ? localStorage : sessionStorage;
    const session: Session = {
      token: response.token,
      expiresAt: response.expiresAt,
      role: response.user.role,
      userId: response.user._id,
    };
    removeSession(localStorage);
    removeSession(sessionStorage);
    // A session that expired without a logout may have left its offline cache behind.
    void clearUserCaches();
    writeSession(storage, session);
    set({ ...session, authed: true });
  },

  async signOut(redirectTo) {
    const { token } = get();
    // Push subscription and offline caches go first, while the token is still valid.
    await forgetDevice(token);
    if (token) {
      try {
        await fetch('/api/users/auth/logout', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          credentials: 'same-origin',
        });
      } catch {
        // The session ends in the browser even when the server cannot be reached.
      }
    }
    clearBrowserStorage();
    set(loggedOut);
    setTimeout(() => reloadAt(redirectTo), SIGN_OUT_RELOAD_MS);
  },
}));

/**
 * Drops a session the server no longer accepts (a 401): storage and state are cleared and
 * the page reloads, which lands on the login screen (participant spec §4).
 */
export function expireSession(): void {
  clearBrowserStorage();
  useAuthStore.setState(loggedOut);
  reloadAt();
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { useAuthStore } from './lib/auth-store';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shell's local state (persisted store, drafts, online flag) is a chunk of its own. A
// signed-in start waits for it, so the profile and drafts are back before the first render;
// a visitor's first page (login) does not: the state starts once the page has loaded.
// The page at the address (`/#/newsfeed`), its frame and guards load beside it: the first
// render shows the page, not a loading screen for each level (decision 048).
const signedInAtStart = useAuthStore.getState().authed;
const startState = () => import('./app/startup').then((startup) => startup.startApp());
const beforeFirstRender = signedInAtStart
  ? Promise.all([i18nReady, startState(), preloadRoute(window.location.hash.slice(1) || '/')])
  : i18nReady;

function render(root: HTMLElement) {
  // A transition renders in slices that yield to the browser between them, instead of one
  // long task that would block a tap on the splash or the page (issue 13, decision 048).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The splash of index.html covers the page while the bundle loads; the app is up now.
  document.getElementById('splash')?.remove();
}

// The texts of the UI language are in (German is part of the entry, English its own chunk):
// the app renders. If a chunk cannot load (offline before the worker holds it), it renders
// anyway rather than show the splash forever.
void beforeFirstRender.then(
  () => render(container),
  () => render(container),
);

// The service worker, push and (for a visitor) the shell's local state start once the page
// has loaded and the browser is idle, i.e. after the first page has painted: nothing of theirs
// competes with it (decision 048). Browsers without idle callbacks wait a moment instead.
const afterFirstPaint = () => {
  if (!signedInAtStart) void startState();
  void import('./lib/pwa/start').then((pwa) => pwa.startPwa());
};
const whenIdle = () => {
  if ('requestIdleCallback' in window) requestIdleCallback(afterFirstPaint, { timeout: 3000 });
  else setTimeout(afterFirstPaint, 500);
};
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });

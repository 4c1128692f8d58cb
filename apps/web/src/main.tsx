import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { useAuthStore } from './lib/auth-store';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shell's local state (persisted store, drafts, online flag) is a chunk of its own. A
// signed-in start waits for it, so the profile and drafts are back before the first render;
// a visitor's first page (login) does not: the state starts once the page has loaded.
const signedInAtStart = useAuthStore.getState().authed;
const startState = () => import('./app/startup').then((startup) => startup.startApp());
const beforeFirstRender = signedInAtStart ? Promise.all([i18nReady, startState()]) : i18nReady;

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </AppProviders>
    </StrictMode>,
  );
  // The splash of index.html covers the page while the bundle loads; the app is up now.
  document.getElementById('splash')?.remove();
}

// The texts of the UI language are their own chunk: the app renders once they are in. If a
// chunk cannot load (offline before the worker holds it), it renders anyway rather than show
// the splash forever.
void beforeFirstRender.then(
  () => render(container),
  () => render(container),
);

// The service worker and push start once the page has loaded; the first page does not wait.
const afterLoad = () => {
  if (!signedInAtStart) void startState();
  void import('./lib/pwa/start').then((pwa) => pwa.startPwa());
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });

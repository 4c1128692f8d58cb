import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { startApp } from './app/startup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The persisted state is back before the first render, so the profile and drafts show at once.
const queryClient = createQueryClient();
startApp(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);

// The splash of index.html covers the page while the bundle loads; the app is up now.
document.getElementById('splash')?.remove();

// The service worker and push start once the page has loaded; the first page does not wait.
const startPwa = () => void import('./lib/pwa/start').then((pwa) => pwa.startPwa());
if (document.readyState === 'complete') startPwa();
else window.addEventListener('load', startPwa, { once: true });

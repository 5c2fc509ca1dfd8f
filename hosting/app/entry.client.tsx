import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { claimReload } from './lib/reload-guard';

// A chunk that fails to load (usually: a deploy replaced it) reloads the page, once per path per
// 10 s, instead of leaving a half-working app.
window.addEventListener('vite:preloadError', (event) => {
  if (!claimReload(window.sessionStorage, window.location.pathname, Date.now())) return;
  event.preventDefault();
  window.location.reload();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

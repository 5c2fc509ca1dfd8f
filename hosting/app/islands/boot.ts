// The one script a public page loads (a few hundred bytes). It loads the chunk of each island the
// page shows, and only those — Preact, the component and the words it speaks come with the chunk,
// code that several islands share once for all — and mounts them. It also tells insights which
// site a visitor came from — only the host name, and only when it is another site's — which the
// counting pixel cannot see (docs/decisions/034-insights.md).
import type { IslandChunk } from './mount';
import type { IslandName } from './registry';

const CHUNKS: { [N in IslandName]: () => Promise<{ default: IslandChunk<N> }> } = {
  sendForm: () => import('./chunks/send-form'),
  sendFormSent: () => import('./chunks/send-form-sent'),
  wallMore: () => import('./chunks/wall-more'),
  morePosts: () => import('./chunks/more-posts'),
  answerShare: () => import('./chunks/answer-share'),
  receiptDelete: () => import('./chunks/receipt-delete'),
  embedPlayer: () => import('./chunks/embed-player'),
};

const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
if (elements.length > 0)
  void Promise.all(
    Object.entries(CHUNKS).map(async ([name, load]) => {
      const shown = elements.filter((element) => element.dataset.island === name);
      if (shown.length > 0) (await load()).default(shown);
    }),
  ).then(() => {
    // Said on the page, as React Router's `__reactRouterDataRouter` says a page has hydrated: the
    // islands now answer input (journeys wait for it rather than for time).
    document.documentElement.dataset.islands = 'mounted';
  });

const beacon = document.querySelector<HTMLElement>('[data-hit-referrer]')?.dataset.hitReferrer;
const from = document.referrer && new URL(document.referrer).hostname;
if (beacon && from && from !== location.hostname)
  navigator.sendBeacon(`${beacon}&r=${encodeURIComponent(`https://${from}/`)}`);

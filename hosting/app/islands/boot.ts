// The one script a public page loads (a few hundred bytes): the islands themselves, with Preact
// and the callable client, load only on a page that has one. It also tells insights which site a
// visitor came from — only the host name, and only when it is another site's — which the counting
// pixel cannot see (docs/decisions/034-insights.md).
if (document.querySelector('[data-island]')) void import('./mount');

const beacon = document.querySelector<HTMLElement>('[data-hit-referrer]')?.dataset.hitReferrer;
const from = document.referrer && new URL(document.referrer).hostname;
if (beacon && from && from !== location.hostname)
  navigator.sendBeacon(`${beacon}&r=${encodeURIComponent(`https://${from}/`)}`);

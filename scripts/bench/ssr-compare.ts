// How the SSR bench's two pages are compared (ssr.ts refuses to measure two different pages;
// ssr-baseline.test.ts holds them equal): byte for byte, but for what differs between any two
// responses, or any two trees that render one page.

/**
 * `html` with each response's nonce emptied (a nonce still missing where the other page has one
 * differs) and React's useId ids, which React numbers by their place in the tree, renamed in the
 * order they first appear (an id still pointing elsewhere than in the other page differs).
 */
export function comparablePage(html: string): string {
  const ids = new Map<string, string>();
  return html.replace(/ nonce="[^"]*"/g, ' nonce=""').replace(/_R_[0-9a-zA-Z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `_id${ids.size}_`);
    return ids.get(id)!;
  });
}

/** The build's asset URLs a page links, for the baseline to link the same files. */
export interface BuildAssets {
  stylesheet: string;
  islandsScript: string;
}

/** The asset URLs the function's page links: constants of one build. */
export function buildAssetsOf(html: string): BuildAssets {
  const find = (what: string, pattern: RegExp) => {
    const url = pattern.exec(html)?.[1];
    if (!url) throw new Error(`the function's page links no ${what}`);
    return url;
  };
  return {
    stylesheet: find('stylesheet', /<link[^>]* rel="stylesheet" href="([^"]+)"/),
    islandsScript: find('islands script', /<script type="module" src="([^"]+)"/),
  };
}

/** Where two pages first differ, with some context: for the message of a refusal. */
export function firstDifference(a: string, b: string, context = 120): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return 'none';
  const around = (html: string) =>
    JSON.stringify(html.slice(Math.max(0, i - context), i + context));
  return `at character ${i}:\n  function: ${around(a)}\n  baseline: ${around(b)}`;
}

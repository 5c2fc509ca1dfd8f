// What a visitor's phone pays for a public page: for the demo space's top page, a board, the letter
// page and a public answer, the HTML and the JavaScript of a first load (gzipped; each page loads
// the islands it shows, and the letter page has a budget of its own), the requests, the Firestore
// document reads of an uncached view (the SSR function's) and of a CDN hit, and Lighthouse's mobile
// scores with LCP, CLS and TBT, in Chromium against the local stack.
//
//   SPACES_PORT_OFFSET=N node --import tsx scripts/bench/page.ts [--no-lighthouse] [--json FILE]
//     [--smoke]   (npm test's smoke tier, smoke.ts: windows of one view, no Lighthouse)
//
// Start the stack first (scripts/stack.ts --build --seed), or run `npm run bench`, which does.
// Reads are counted by our Firestore emulator (GET …:documentReads), so run it on a quiet stack:
// it waits first for the stack to settle (the seed's triggers), and counts windows of views until
// the fewest reads of one have been seen twice.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { settled } from '../../functions/test/support/settled';
import { BUDGETS } from '../../hosting/budgets';
import { portsFor } from '../ports';
import { stackEnv } from '../stack';
import { printTable, type Figure } from './figures';
import { documentReads } from './running-stack';

const { values } = parseArgs({
  options: {
    'no-lighthouse': { type: 'boolean', default: false },
    json: { type: 'string' },
    views: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const withLighthouse = !values['no-lighthouse'] && !values.smoke;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--no-first-run',
];

const env = stackEnv(portsFor(Number(process.env.SPACES_PORT_OFFSET ?? 0)));
Object.assign(process.env, env);
const origin = env.SPACES_HOSTING_ORIGIN!;

/**
 * The pages, in Japanese (the HTML and the script alike). A public answer is read at each view,
 * with no CDN copy (decision 067): its reads are printed, without the pages' budgets.
 */
const PAGES = [
  { name: 'top', path: '/demo', readBudgets: true },
  { name: 'board', path: '/demo/fan-art', readBudgets: true },
  { name: 'letter', path: '/demo/letter', readBudgets: true },
  { name: 'answer', path: () => firstAnswerPath('/demo/answers'), readBudgets: false },
] as const;
const LANGUAGE = { 'Accept-Language': 'ja' };

/** A public answer's page: the seed publishes its answers with ids of their own, found on its board. */
async function firstAnswerPath(board: string): Promise<string> {
  const html = await (await fetch(origin + board)).text();
  const path = new RegExp(`href="(${board}/[A-Za-z0-9]+)"`).exec(html)?.[1];
  if (!path) throw new Error(`${board} links to no answer`);
  return path;
}

interface PageFigures {
  htmlGzip: number;
  jsGzip: number;
  jsFiles: number;
  requests: number;
  readsPerView: number;
  cdnCacheable: boolean;
}

/** At most this many windows of views are counted (see serverFigures). */
const READ_WINDOWS = 10;

/**
 * Uncached views, straight to the SSR function (the local Hosting emulator caches nothing). The
 * emulator counts every read it serves, and whatever else runs on the stack (a trigger the seed or
 * a send started, which may wake after seconds of silence) only ever adds to the count: so windows
 * of `views` views are counted until the fewest reads of a window have been seen twice, and that
 * fewest is the page's.
 */
async function serverFigures(
  path: string,
  views: number,
): Promise<{ html: string; readsPerView: number; cdnCacheable: boolean }> {
  let html = '';
  let cacheControl = '';
  let setsCookie = false;
  const windows: number[] = [];
  const fewestSeenTwice = () => windows.filter((n) => n === Math.min(...windows)).length >= 2;
  while (windows.length < READ_WINDOWS && !fewestSeenTwice()) {
    await documentReads(env, true);
    for (let i = 0; i < views; i++) {
      const response = await fetch(origin + path, { headers: LANGUAGE });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      html = await response.text();
      cacheControl = response.headers.get('cache-control') ?? '';
      setsCookie = response.headers.has('set-cookie');
    }
    windows.push(await documentReads(env));
  }
  if (windows.length > 2)
    console.log(`${path}: reads of each window of ${views}: ${windows.join(', ')}`);
  const readsPerView = Math.min(...windows) / views;
  // A CDN hit never reaches the function: it costs no read when the CDN may keep the page.
  const sharedMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  const cdnCacheable = cacheControl.startsWith('public') && sharedMaxAge > 0 && !setsCookie;
  return { html, readsPerView, cdnCacheable };
}

/** A first load in a phone-sized Chromium: every request, and the scripts' bytes gzipped. */
async function browserFigures(
  browser: Browser,
  path: string,
): Promise<{ jsGzip: number; jsFiles: number; requests: number }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: LANGUAGE,
  });
  const page = await context.newPage();
  const responses: Array<Promise<{ script: boolean; bytes: number }>> = [];
  page.on('response', (response) => {
    const script = response.request().resourceType() === 'script';
    responses.push(
      script
        ? response.body().then(
            (body) => ({ script, bytes: gzipSync(body).length }),
            () => ({ script, bytes: 0 }),
          )
        : Promise.resolve({ script, bytes: 0 }),
    );
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const seen = await Promise.all(responses);
  await context.close();
  const scripts = seen.filter((r) => r.script);
  return {
    jsGzip: scripts.reduce((sum, r) => sum + r.bytes, 0),
    jsFiles: scripts.length,
    requests: seen.length,
  };
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/**
 * Lighthouse's default mobile run (simulated slow 4G, a mid-range phone's CPU). A run that could
 * not score the page (Lighthouse's own trace trouble on a busy machine) is run once more.
 */
async function lighthouseFigures(path: string): Promise<LighthouseFigures> {
  const first = await lighthouseRun(path);
  return Number.isNaN(first.performance) ? lighthouseRun(path) : first;
}

async function lighthouseRun(path: string): Promise<LighthouseFigures> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(origin + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? NaN) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? NaN) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    };
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const views = Number(values.views ?? (values.smoke ? 1 : 5));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const figures: Figure[] = [];
  try {
    // The seed's triggers (the image pipeline, the public documents) read too: let them finish.
    await settled(120_000);
    for (const { name, path: pathOf, readBudgets } of PAGES) {
      const path = typeof pathOf === 'string' ? pathOf : await pathOf();
      const server = await serverFigures(path, views);
      const loaded = await browserFigures(browser, path);
      const page: PageFigures = {
        htmlGzip: gzipSync(server.html).length,
        readsPerView: server.readsPerView,
        cdnCacheable: server.cdnCacheable,
        ...loaded,
      };
      console.log(
        `${path}: HTML ${kb(page.htmlGzip)} gz, JavaScript ${kb(page.jsGzip)} gz in ${page.jsFiles} files, ` +
          `${page.requests} requests, ${page.readsPerView} reads per uncached view, ` +
          `CDN hit: ${page.cdnCacheable ? '0 reads (cacheable)' : 'not cacheable'}`,
      );
      figures.push(
        { ...BUDGETS.htmlGzip, figure: `${name}: HTML gzipped`, value: page.htmlGzip },
        {
          ...(name === 'letter' ? BUDGETS.letterJsGzip : BUDGETS.jsGzip),
          figure: `${name}: JavaScript gzipped`,
          value: page.jsGzip,
        },
        { figure: `${name}: requests`, value: page.requests, unit: '', goal: null },
        {
          ...(readBudgets ? BUDGETS.readsPerView : { unit: '', goal: null }),
          figure: `${name}: reads per view`,
          value: page.readsPerView,
        },
        {
          ...(readBudgets ? BUDGETS.readsPerCdnHit : { unit: '', goal: null }),
          figure: `${name}: reads per CDN hit`,
          value: page.cdnCacheable ? 0 : page.readsPerView,
        },
      );
      if (withLighthouse) {
        const lh = await lighthouseFigures(path);
        console.log(
          `${path}: Lighthouse mobile performance ${lh.performance}, accessibility ${lh.accessibility}, ` +
            `LCP ${lh.lcpMs} ms, CLS ${lh.cls}, TBT ${lh.tbtMs} ms`,
        );
        figures.push(
          {
            ...BUDGETS.performance,
            figure: `${name}: Lighthouse performance`,
            value: lh.performance,
          },
          {
            ...BUDGETS.accessibility,
            figure: `${name}: Lighthouse accessibility`,
            value: lh.accessibility,
          },
          { figure: `${name}: LCP`, value: lh.lcpMs, unit: 'ms', goal: null },
          { figure: `${name}: CLS`, value: lh.cls, unit: '', goal: null },
          { figure: `${name}: TBT`, value: lh.tbtMs, unit: 'ms', goal: null },
        );
      }
    }
  } finally {
    await browser.close();
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(figures, null, 2));
  else printTable(figures);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

await main();

// The SSR bench's baseline (ssr-baseline.tsx) renders the page the `ssr` function renders, from the
// same code and the same demo document (decision 064): a ratio against a baseline that renders
// less, or more, measures nothing. Compared here on the built server build (npm test builds before
// this tier), as ssr.ts compares the two servers before it measures.
import { SECTION_KINDS } from '@spaces/contracts';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPageDataSource } from '../../hosting/app/lib/page-data.server';
import { islandsPages } from '../../hosting/server/islands-pages';
import { buildAssetsOf, comparablePage, firstDifference } from './ssr-compare';
import { readDotenvFiles } from '../../tooling/dotenv';
import { demoPublicSpace } from './ssr-demo';
import { onlyDocument } from './ssr-document';

const hosting = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../hosting');
const SITE = 'http://127.0.0.1:5000';
const NONCE = 'bench-nonce';

let functionPage: string;
let baselinePage: string;

beforeAll(async () => {
  // One instant for both pages: a page's insights addresses carry the minute they were signed in,
  // and its wall the time since each message.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T05:30:00Z'));
  // The local stack's runtime configuration and insights secret, as ssr.ts gives both servers.
  Object.assign(
    process.env,
    Object.fromEntries(readDotenvFiles(hosting, ['.env.demo-spaces', '.secret.local'])),
  );
  const space = demoPublicSpace();
  setPageDataSource((documentPath) => Promise.resolve(onlyDocument(space, documentPath)));
  const build = (await import(
    pathToFileURL(path.join(hosting, 'build/server/index.js')).href
  )) as ServerBuild;
  const page = await islandsPages(build).respond(new Request(`${SITE}/demo`), {
    cspNonce: NONCE,
  });
  if (!page) throw new Error('the direct path did not answer /demo');
  functionPage = page.html;
  // After the environment is set: the baseline's modules read it when they load.
  const { baselineRenderer } = await import('./ssr-baseline');
  const render = await baselineRenderer(SITE, 'demo', buildAssetsOf(functionPage));
  baselinePage = await render(NONCE);
});

afterAll(() => {
  vi.useRealTimers();
});

describe("the SSR bench's baseline", () => {
  it("renders the demo page as the function does, byte for byte but for React's ids", () => {
    // Where they first differ, rather than two pages of 28 KB side by side.
    expect(firstDifference(comparablePage(functionPage), comparablePage(baselinePage))).toBe(
      'none',
    );
  });

  it('is compared on a page that shows every kind of section, the insights hits and the islands', () => {
    for (const kind of SECTION_KINDS) expect(functionPage).toContain(`data-section="${kind}"`);
    expect(functionPage).toContain('/_h/v.gif?');
    expect(functionPage).toMatch(/<script type="module" src="\/assets\/[^"]+\.js">/);
  });
});

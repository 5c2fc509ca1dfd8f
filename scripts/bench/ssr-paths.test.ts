// The `ssr` function's two ways to a visitor's page answer the same bytes: the direct path
// (hosting/server/islands-pages.ts, decision 035) and React Router's request handler, each given
// the built server build (npm test builds before this tier) and the demo's public document in
// memory. Also what the direct path leaves to React Router, and that handing a request over never
// reads a document twice.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createRequestHandler,
  matchRoutes,
  type RequestHandler,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../hosting/app/entry.server';
import { isIslandsHandle } from '../../hosting/app/lib/page-handle';
import { setPageDataSource } from '../../hosting/app/lib/page-data.server';
import {
  islandsPages,
  pageMatcher,
  routeTree,
  type IslandsPages,
} from '../../hosting/server/islands-pages';
import { readDotenvFiles } from '../../tooling/dotenv';
import { withoutIdempotencyKeys } from './ssr-compare';
import { demoPublicSpace } from './ssr-demo';
import { onlyDocument } from './ssr-document';

const hosting = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../hosting');
const SITE = 'http://127.0.0.1:5000';

/** Every document a page read, in order. */
const reads: string[] = [];
let databaseDown = false;

let routes: RouteObject[];
let islands: IslandsPages;
/** React Router's handler as the ssr function had it before the direct path: the reference. */
let reference: RequestHandler;
/** React Router's handler as the ssr function has it: reusing the direct path's outcomes. */
let router: RequestHandler;

beforeAll(async () => {
  // The local stack's runtime configuration and insights secret: the page carries its hits.
  Object.assign(
    process.env,
    Object.fromEntries(readDotenvFiles(hosting, ['.env.demo-spaces', '.secret.local'])),
  );
  const space = demoPublicSpace();
  setPageDataSource((documentPath) => {
    reads.push(documentPath);
    if (databaseDown) return Promise.reject(new Error('unavailable'));
    return Promise.resolve(onlyDocument(space, documentPath));
  });
  const build = (await import(
    pathToFileURL(path.join(hosting, 'build/server/index.js')).href
  )) as ServerBuild;
  routes = routeTree(Object.values(build.routes).filter((route) => route !== undefined));
  islands = islandsPages(build);
  reference = createRequestHandler(build, 'production');
  router = createRequestHandler(islands.build, 'production');
});

const request = (pathname: string, init?: RequestInit) => new Request(SITE + pathname, init);

/** A response as the tests compare it, with the documents read for it. */
async function answerOf(response: Response) {
  const html = await response.text();
  return { status: response.status, headers: [...response.headers], html, reads: [...reads] };
}

async function viaReference(pathname: string) {
  reads.length = 0;
  return answerOf(await reference(request(pathname), { cspNonce: 'nonce' }));
}

/** What the ssr function answers: the direct path, else React Router's handler. */
async function viaFunction(pathname: string, init?: RequestInit) {
  reads.length = 0;
  const context = { cspNonce: 'nonce' };
  const page: RenderedPage | undefined = await islands.respond(request(pathname, init), context);
  if (page) return { direct: true, ...page, headers: [...page.headers], reads: [...reads] };
  return { direct: false, ...(await answerOf(await router(request(pathname, init), context))) };
}

describe('which paths are visitor pages', () => {
  const simple = (matches: ReturnType<typeof matchRoutes>) =>
    matches?.map(({ route, params, pathname, pathnameBase }) => ({
      id: route.id,
      params,
      pathname,
      pathnameBase,
    }));
  it.each([
    ...['/demo', '/demo/', '/Demo', '/demo/letter', '/demo/Letter', '/demo/letter/', '/demo/b-1'],
    ...['/%E3%81%82', '/%E3%81%82/letter', '/a%2Fb', '/a%2Fb/letter', '/-', '/demo/-'],
    ...['/', '/terms', '/TERMS', '/%74erms', '/s', '/u', '/a', '/api', '/api/language'],
    ...['/s/new', '/s/demo', '/demo/a/b', '/demo/a/b/c', '//demo', '/a/signin'],
    // The report form's optional segments (decision 070): named as React Router names them.
    ...['/report', '/report/demo', '/report/demo/letter', '/report/demo/b-1', '/report/demo/a/b'],
  ])('%s: what React Router matches, when it is a visitor page', (pathname) => {
    const expected = matchRoutes(routes, pathname);
    const page = isIslandsHandle(expected?.at(-1)?.route.handle);
    expect(simple(pageMatcher(routes)(pathname))).toEqual(page ? simple(expected) : undefined);
  });

  it('/demo//: a form no link takes is left to React Router', () => {
    expect(matchRoutes(routes, '/demo//')?.at(-1)?.route.path).toBe(':slug');
    expect(pageMatcher(routes)('/demo//')).toBeNull();
  });
});

describe('a visitor page', () => {
  it.each(['/demo', '/demo/letter'])(
    '%s: the direct path answers what React Router answers, from one read',
    async (pathname) => {
      const answer = await viaFunction(pathname);
      const expected = await viaReference(pathname);
      expect(answer.direct).toBe(true);
      expect(answer.status).toBe(200);
      expect(answer.headers).toEqual(expected.headers);
      expect(withoutIdempotencyKeys(answer.html)).toBe(withoutIdempotencyKeys(expected.html));
      expect(answer.html).toContain('/_h/v.gif?');
      expect(answer.reads).toEqual(['publicSpaces/demo']);
    },
  );

  it('HEAD is answered by the direct path too', async () => {
    const answer = await viaFunction('/demo', { method: 'HEAD' });
    expect(answer.direct).toBe(true);
    expect(answer.status).toBe(200);
  });
});

describe('what the direct path hands to React Router', () => {
  it.each([
    '/',
    '/terms',
    '/privacy',
    '/a/signin',
    '/u',
    '/s/demo',
    '/s/demo/top',
    '/demo/a/b/c',
    '//demo',
    '/%E0%A4%A',
  ])('%s, without reading anything', async (pathname) => {
    const answer = await viaFunction(pathname);
    expect(answer.direct).toBe(false);
    expect(answer.reads.filter((read) => read.startsWith('publicSpaces/'))).toEqual([]);
  });

  it.each(['/demo.data', '/demo/letter.data'])(
    "%s: React Router's own data request",
    async (pathname) => {
      expect((await viaFunction(pathname)).direct).toBe(false);
    },
  );

  it('a form sent to a visitor page', async () => {
    const answer = await viaFunction('/demo', { method: 'POST', body: new FormData() });
    expect(answer.direct).toBe(false);
  });

  it('a mixed-case address: the same redirect, still without a read', async () => {
    const answer = await viaFunction('/Demo');
    expect(answer.direct).toBe(false);
    expect(answer.status).toBe(301);
    expect(answer.headers).toContainEqual(['location', '/demo']);
    expect(answer.reads).toEqual([]);
  });

  it.each(['/nobody', '/nobody/letter', '/demo/no-such-board'])(
    '%s: the same 404 page, from the same reads',
    async (pathname) => {
      const answer = await viaFunction(pathname);
      const expected = await viaReference(pathname);
      expect(answer.direct).toBe(false);
      expect(answer.status).toBe(404);
      expect(withoutIdempotencyKeys(answer.html)).toBe(withoutIdempotencyKeys(expected.html));
      expect(answer.reads).toEqual(expected.reads);
    },
  );

  it('a database that fails: the 503 page after one read, not two', async () => {
    databaseDown = true;
    try {
      const answer = await viaFunction('/demo');
      expect(answer.direct).toBe(false);
      expect(answer.status).toBe(503);
      expect(answer.reads).toEqual(['publicSpaces/demo']);
    } finally {
      databaseDown = false;
    }
  });
});

// Prerenders the pages that are the same for everyone reading them in one language — `/`,
// `/terms` and `/tokushoho` — into build/client, where Hosting serves them as files before any
// rewrite reaches the `ssr` function (decision 060). Each page is written once per language with
// its data payload (React Router's `.data`, what a client navigation fetches) under Hosting's
// i18n root, where Hosting picks it by the `firebase-language-override` cookie or Accept-Language.
//
// The pages carry the runtime configuration (the web app's keys, the site origin, the operator of
// the legal notice), so they are rendered with the target's values: by `npm run build` for the
// local demo project, again by the local stack with its ports, and by the Hosting predeploy with
// the deployed project's `.env` files.
//
//   node --import tsx hosting/prerender.ts      (GCLOUD_PROJECT names the project, demo-spaces by default)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { deployedDotenvFiles, loadDotenvFiles } from '../tooling/dotenv';
import { parseEnv, toPublicEnv } from './app/env/parse';
import { LANGS, type Lang } from './app/i18n/lang';
import { prerenderedPagePolicy } from './server/security';

/** The prerendered paths; firebase.json gives them their headers (a test holds the two equal). */
export const PRERENDERED_PATHS = ['/', '/terms', '/tokushoho'] as const;

/** Hosting's i18n root inside build/client (firebase.json `hosting.i18n.root`). */
export const I18N_ROOT = 'i18n';

/** The User-Agent of the prerender's requests: a bot's, so the document is rendered whole. */
const PRERENDER_AGENT = 'SpacesPrerender/1.0 (bot)';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENT_DIR = path.join(here, 'build/client');
const SERVER_BUILD = path.join(here, 'build/server/index.js');

/**
 * A path's two files, relative to a language's folder: the document where Hosting looks for the
 * path (`terms/index.html`, served at `/terms` as trailingSlash is false) and the payload where
 * React Router's client asks for it (`/terms.data`, `/_root.data` for `/`).
 */
export function prerenderedFiles(pathname: string): { html: string; data: string } {
  if (pathname === '/') return { html: 'index.html', data: '_root.data' };
  const name = pathname.replace(/^\//, '');
  return { html: `${name}/index.html`, data: `${name}.data` };
}

/**
 * Where a language's copies go, relative to build/client: under the i18n root only. A request
 * Hosting finds no language for (none accepted, or a signed-in browser's override) finds no file
 * and reaches the `ssr` function.
 */
export function languageFolder(lang: Lang): string {
  return `${I18N_ROOT}/${lang}`;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The base64 SHA-256 of every inline script the browser would run (not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\btype="application\/json"/.test(attributes)) continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/**
 * The page with its Content-Security-Policy as the first element after the charset: a file has
 * no per-response nonce, so its inline scripts are allowed by their hashes.
 */
export function withPolicy(html: string, policy: string): string {
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset)) throw new Error('prerendered page has no charset element');
  const escaped = policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return html.replace(
    charset,
    `${charset}<meta http-equiv="Content-Security-Policy" content="${escaped}"/>`,
  );
}

/** The same-origin URL of `pathname`'s data payload. */
function dataUrl(origin: string, pathname: string): string {
  return `${origin}/${prerenderedFiles(pathname).data}`;
}

async function renderOk(
  handler: (request: Request) => Promise<Response>,
  url: string,
  lang: Lang,
): Promise<string> {
  const response = await handler(
    new Request(url, { headers: { 'Accept-Language': lang, 'User-Agent': PRERENDER_AGENT } }),
  );
  if (response.status !== 200) throw new Error(`${url} (${lang}) answered ${response.status}`);
  return response.text();
}

/** Renders every prerendered path in every language into build/client; returns the files. */
export async function prerender(): Promise<string[]> {
  // `hosting/.env` and `.env.<project>` where the process has no value yet, read as a deploy reads
  // them (an inline comment is no part of the operator's name on /tokushoho).
  loadDotenvFiles(here, deployedDotenvFiles(process.env.GCLOUD_PROJECT ?? 'demo-spaces'));
  const env = toPublicEnv(parseEnv(process.env));
  if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: build first`);
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const handler = (request: Request) => handle(request, {});
  const written: string[] = [];
  for (const lang of LANGS) {
    for (const pathname of PRERENDERED_PATHS) {
      const page = await renderOk(handler, `${env.siteOrigin}${pathname}`, lang);
      const html = withPolicy(page, prerenderedPagePolicy(env, inlineScriptHashes(page)));
      const data = await renderOk(handler, dataUrl(env.siteOrigin, pathname), lang);
      const files = prerenderedFiles(pathname);
      for (const [file, body] of [
        [files.html, html],
        [files.data, data],
      ] as const) {
        const target = path.join(CLIENT_DIR, languageFolder(lang), file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, body);
        written.push(path.relative(CLIENT_DIR, target));
      }
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = await prerender();
  console.log(`prerendered ${written.length} files into build/client`);
}

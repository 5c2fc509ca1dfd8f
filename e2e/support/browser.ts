// Chromium for the browser journeys: Debian's /usr/bin/chromium driven by playwright-core (a test
// tool's own browser download cannot work offline). Quiet flags keep it from calling home.
//
// A vitest worker launches Chromium once, on the first page a journey opens, and every file the
// worker runs after that opens its pages in the same browser (launching one costs seconds on a
// busy machine). Each page has a context of its own, so no cookie or storage outlives it; the
// contexts a file leaves open are closed after the file (./page-errors.setup.ts), and the browser
// goes with the worker's process (Playwright kills what it launched when the process exits).
//
// Every page a journey opens is watched: a console error or an uncaught exception fails the test
// in which it happened (see ./page-errors.setup.ts, run before every e2e file). A test that
// provokes an error on purpose says so with allowErrors(), for as long as it provokes it.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const HOSTING_ORIGIN = (
  process.env.SPACES_HOSTING_ORIGIN ?? 'http://127.0.0.1:5000'
).replace(/\/$/, '');

/**
 * Asks Hosting for `path` the way a server or a crawler does: no browser, no cookies unless
 * `init` sends them, and a redirect answered as it is (its status and Location), not followed.
 */
export function fetchHosting(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${HOSTING_ORIGIN}${path}`, { ...init, redirect: 'manual' });
}

let launched: Promise<Browser> | undefined;

/** The worker's browser, launched on first use (and again should it have gone away). */
function sharedBrowser(): Promise<Browser> {
  launched ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => {
      launched = undefined;
    });
    return browser;
  });
  return launched;
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.SPACES_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

interface Watched {
  page: Page;
  /** Errors not yet reported to a test. */
  errors: string[];
  /** Patterns tolerated right now, pushed and popped by allowErrors(). */
  allowed: RegExp[];
}

const watched: Watched[] = [];

/**
 * Records console errors and uncaught exceptions of a page; the shared afterEach fails the test on
 * any of them. Returns the live list of what has not been reported yet.
 */
function collectPageErrors(page: Page): string[] {
  const entry: Watched = { page, errors: [], allowed: [] };
  watched.push(entry);
  const record = (text: string) => {
    if (!entry.allowed.some((pattern) => pattern.test(text))) entry.errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" says nothing about which one: add the address.
    const { url } = message.location();
    record(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => record(`uncaught: ${error.message}`));
  return entry.errors;
}

/**
 * Tolerates errors matching `patterns` on `page` while `during` runs, and only then: for a step
 * that makes the page fail on purpose (a network cut, a refused request). Keep patterns narrow.
 */
export async function allowErrors<T>(
  page: Page,
  patterns: readonly RegExp[],
  during: () => Promise<T>,
): Promise<T> {
  const entry = watched.find((candidate) => candidate.page === page);
  if (!entry) throw new Error('allowErrors: the page was not opened through openPage');
  entry.allowed.push(...patterns);
  try {
    return await during();
  } finally {
    entry.allowed.splice(entry.allowed.length - patterns.length, patterns.length);
  }
}

/** Every unreported error of every watched page, emptied; pages that closed are forgotten. */
export function takePageErrors(): string[] {
  const all = watched.flatMap((entry) => entry.errors.splice(0));
  for (let i = watched.length - 1; i >= 0; i -= 1) {
    if (watched[i]!.page.isClosed()) watched.splice(i, 1);
  }
  return all;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions not yet reported (the shared afterEach empties it). */
  errors: string[];
  close: () => Promise<void>;
}

/** The contexts opened since the last closeOpenedPages(), which the file has not closed. */
const open = new Set<BrowserContext>();

/**
 * How long a page waits for what it looks for: a minute, since a cold, busy stack is slow to answer
 * (the Functions emulator starts a function's worker on its first call).
 */
const PAGE_TIMEOUT_MS = 60_000;

/** A page in a fresh context (no cookies, no storage), whose errors fail the running test. */
export async function openPage(options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await (await sharedBrowser()).newContext(options);
  open.add(context);
  context.on('close', () => open.delete(context));
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  return { page, errors: collectPageErrors(page), close: () => context.close() };
}

/** A phone's screen and touch, as every journey at phone size opens its pages. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A desktop's window, as the journeys at desktop size open their pages. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A page on a phone, in English unless `options` say. */
export function openPhone(options: BrowserContextOptions = {}): Promise<OpenedPage> {
  return openPage({ ...PHONE, locale: 'en-US', ...options });
}

/** Every page still open, in the order its context was opened. */
export function openPages(): Page[] {
  return [...open].flatMap((context) => context.pages());
}

/** Closes every context still open: a file's pages go with the file, the browser stays. */
export async function closeOpenedPages(): Promise<void> {
  await Promise.all([...open].map((context) => context.close()));
}

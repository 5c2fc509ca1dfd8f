// Chromium for the browser journeys: Debian's /usr/bin/chromium driven by playwright-core (a test
// tool's own browser download cannot work offline). Quiet flags keep it from calling home.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const HOSTING_ORIGIN = (
  process.env.SPACES_HOSTING_ORIGIN ?? 'http://127.0.0.1:5000'
).replace(/\/$/, '');

export function launchBrowser(): Promise<Browser> {
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

/** Collects console errors and uncaught exceptions of a page, so a journey can fail on them. */
export function collectPageErrors(
  page: Page,
  ignore: (text: string) => boolean = () => false,
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || ignore(message.text())) return;
    // "Failed to load resource" says nothing about which one: add the address.
    const { url } = message.location();
    errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/** A page in a fresh context (no cookies, no storage), recording its errors. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  ignore?: (text: string) => boolean,
): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page, ignore), close: () => context.close() };
}

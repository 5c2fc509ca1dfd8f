// Japanese headings break only between phrases in browsers without `word-break: auto-phrase`
// (Safari, Firefox) too: a visitor's page carries a <wbr> between phrases from the server, with
// or without JavaScript; the hydrated app (here the landing page) adds them after loading BudouX's
// model, only in such a browser. Chromium has `auto-phrase`, so the journey takes it away: a style
// that forces `keep-all` (what those browsers apply, app.css) and a `CSS.supports` that says no.
// (A page with JavaScript turned off cannot be measured: the checks run as scripts in it.)
import { phrasesOf } from '@spaces/contracts/phrases';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_ORIGIN, openPage, type OpenedPage } from './support/browser';
import { newDemoLikeSpace } from './support/spaces';

/** A heading with no punctuation: `keep-all` alone would find no place to break it. */
const HEADING = 'みんなで新しい歌を練習していますので見に来てください';

const WITHOUT_AUTO_PHRASE = `
  const supports = CSS.supports.bind(CSS);
  CSS.supports = (...args) => (String(args.join(' ')).includes('auto-phrase') ? false : supports(...args));
`;

/**
 * Where each line of the heading holding `text` starts, as offsets into `text`: each character's
 * box, a new line wherever a box sits lower than the one before.
 */
function lineStarts(page: Page, text: string): Promise<number[]> {
  return page.evaluate((wanted) => {
    const heading = Array.from(document.querySelectorAll('h1, h2, h3')).find(
      (element) => element.textContent?.trim() === wanted,
    );
    if (!heading) throw new Error(`no heading reads ${wanted}`);
    const starts: number[] = [];
    let offset = 0;
    let lastTop = -Infinity;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i++, offset++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = range.getBoundingClientRect().top;
        if (top > lastTop + 4) starts.push(offset);
        lastTop = Math.max(lastTop, top);
      }
    }
    return starts;
  }, text);
}

/** The offsets at which `text` may break: where each phrase after the first starts. */
function phraseStarts(text: string): number[] {
  const starts = [0];
  for (const phrase of phrasesOf(text).slice(0, -1)) starts.push(starts.at(-1)! + phrase.length);
  return starts;
}

describe('phrase breaks in browsers without auto-phrase', () => {
  let slug: string;
  let phone: OpenedPage;

  beforeAll(async () => {
    const space = await newDemoLikeSpace('phrases', (demo) => {
      const [first, ...rest] = demo.texts ?? [];
      return { ...demo, texts: [{ ...first!, heading: HEADING, visible: true }, ...rest] };
    });
    slug = space.slug;
    phone = await openPage({
      viewport: { width: 320, height: 740 },
      locale: 'ja-JP',
    });
  });

  afterAll(() => phone?.close());

  it("breaks a visitor's page heading only between phrases, with or without script", async () => {
    // Without script: the breaks are in the server's markup.
    const html = await (await fetch(`${HOSTING_ORIGIN}/${slug}`)).text();
    expect(html).toContain(phrasesOf(HEADING).join('<wbr/>'));

    const { page } = phone;
    await page.goto(`${HOSTING_ORIGIN}/${slug}`);
    await page.addStyleTag({ content: '* { word-break: keep-all !important; }' });
    const starts = await lineStarts(page, HEADING);
    expect(starts.length, 'the heading fills more than one line at 320 px').toBeGreaterThan(1);
    const allowed = phraseStarts(HEADING);
    for (const start of starts) expect(allowed, `a line starts at ${start}`).toContain(start);
  });

  it('marks the landing page’s headings once hydrated, in such a browser only', async () => {
    /** The scripts the landing page loads, and how many breaks its main heading has. */
    async function landing(withoutAutoPhrase: boolean) {
      const opened = await openPage({ locale: 'ja-JP' });
      try {
        const scripts = new Set<string>();
        opened.page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.add(request.url());
        });
        if (withoutAutoPhrase) await opened.page.addInitScript(WITHOUT_AUTO_PHRASE);
        await opened.page.goto(`${HOSTING_ORIGIN}/`, { waitUntil: 'networkidle' });
        const hero = opened.page.locator('h1');
        if (withoutAutoPhrase) await hero.locator('wbr').first().waitFor({ state: 'attached' });
        const text = (await hero.textContent())!.trim();
        return { scripts, text, breaks: await hero.locator('wbr').count() };
      } finally {
        await opened.close();
      }
    }
    const without = await landing(true);
    expect(without.breaks).toBe(phrasesOf(without.text).length - 1);
    // Chromium finds the phrases itself: the heading stays one text and the model never loads.
    const native = await landing(false);
    expect(native.breaks).toBe(0);
    const model = [...without.scripts].filter((url) => !native.scripts.has(url));
    expect(
      model.length,
      'the model loads as scripts of their own, only without auto-phrase',
    ).toBeGreaterThan(0);
  });
});

// Public answers and the stream view, in Chromium against the running stack, on a space of the
// journey's own: the owner answers a signed letter publicly from the inbox, showing the name; the
// answer page renders without JavaScript with its card as og:image (a 1200×630 PNG); the read-aloud
// view steps with ←/→ behind its curtain and shows the answer; unpublishing makes the page a 404.
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { HOSTING_ORIGIN, openPage, openPhone, type OpenedPage } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const run = Date.now().toString(36);
const question = `What do you read before a stream? ${run}`;
const answerText = `Poems, mostly. Short ones <b>fit</b> the time. ${run}`;

let slug: string;
let owner: Awaited<ReturnType<typeof newDemoLikeSpace>>['owner'];
/** Oldest first: an anonymous letter, the signed question, another anonymous letter. */
let ids: string[];
let answerPath: string;

/** Letters straight into the space's inbox, read already (opening one then writes nothing). */
async function putLetters(spaceId: string): Promise<string[]> {
  const out: string[] = [];
  const bodies: [string, string][] = [
    [`An older letter ${run}`, ''],
    [question, 'Aki'],
    [`A newer letter ${run}`, ''],
  ];
  let at = Date.now() - 60_000;
  for (const [body, name] of bodies) {
    const ref = getFirestore().collection(`spaces/${spaceId}/messages`).doc();
    await ref.set({
      kind: 'letter',
      body,
      name,
      senderKey: `journey-${run}-${out.length}`,
      createdAt: new Date((at += 1000)),
      read: true,
      starred: false,
      archived: false,
      held: false,
      wall: 'none',
    });
    out.push(ref.id);
  }
  return out;
}

beforeAll(async () => {
  ({ slug, owner } = await newDemoLikeSpace('answers'));
  ids = await putLetters(`space-${slug}`);
});

describe('the owner answers publicly', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openPage({ locale: 'en-US' }));
    await signIn(page, owner, `/s/${slug}/messages`);
  });

  it('publishes the signed letter with its sender named, from the inbox', async () => {
    const letter = page.getByTestId('inbox-row').filter({ hasText: question });
    await letter.getByRole('button', { expanded: false }).click();
    await letter.getByRole('button', { name: 'Answer publicly' }).click();
    const panel = letter.getByTestId('answer-panel');
    await panel.getByTestId('answer-input').fill(answerText);
    await panel.getByTestId('answer-show-name').check();
    const answered = page.waitForResponse((r) => r.url().endsWith('/publishAnswer'));
    await panel.getByTestId('answer-publish').click();
    const body = (await (await answered).json()) as { result: { path: string } };
    answerPath = body.result.path;
    expect(answerPath).toMatch(new RegExp(`^/${slug}/answers/[A-Za-z0-9]+$`));
    await panel.getByTestId('answer-published').waitFor();
    await expect(panel.getByTestId('share-x').getAttribute('href')).resolves.toContain(
      encodeURIComponent(`${HOSTING_ORIGIN}${answerPath}`),
    );
  });

  it('steps through the letters with the arrow keys, behind the curtain, and shows the answer', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/messages/${ids[1]}/read`);
    const stage = page.getByTestId('read-aloud-stage');
    // The letter opened from the inbox is on stage at once.
    await stage.getByText(question).waitFor();
    // Inbox order is newest first: → goes to the older letter, behind the curtain until shown.
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('read-aloud-curtain').waitFor();
    expect(await stage.textContent()).not.toContain(`An older letter ${run}`);
    await page.keyboard.press('Space');
    await stage.getByText(`An older letter ${run}`).waitFor();
    // A step back returns to what was already seen.
    await page.keyboard.press('ArrowLeft');
    await stage.getByText(question).waitFor();
    await page.keyboard.press('a');
    await expect(page.getByTestId('read-aloud-answer').textContent()).resolves.toBe(answerText);
    await page.keyboard.press('r');
    await expect
      .poll(() => page.getByTestId('read-aloud-mark').getAttribute('aria-pressed'), {
        timeout: 30_000,
      })
      .toBe('true');
  });
});

describe('a visitor reads the answer', () => {
  let opened: OpenedPage;

  afterAll(() => opened?.close());

  it('renders without JavaScript, escaped, with the name the owner chose to show', async () => {
    opened = await openPhone({ javaScriptEnabled: false });
    const { page } = opened;
    const response = await page.goto(`${HOSTING_ORIGIN}${answerPath}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('answer-question').textContent()).resolves.toBe(question);
    await expect(page.getByTestId('answer-text').textContent()).resolves.toBe(answerText);
    await expect(page.getByTestId('answer-from').textContent()).resolves.toContain('Aki');
    // The share row is plain links without JavaScript; X and LINE say the creator's answer.
    const line = new URL((await page.getByTestId('share-line').getAttribute('href')) ?? '');
    expect(`${line.origin}${line.pathname}`).toBe('https://line.me/R/share');
    expect(line.searchParams.get('text')).toBe(`${answerText}\n${HOSTING_ORIGIN}${answerPath}`);
    const x = new URL((await page.getByTestId('share-x').getAttribute('href')) ?? '');
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe(answerText);
    await keepScreenshot(page, 'answers/answer-page-phone');
  });

  it('names its card as og:image, a 1200×630 PNG, for a large summary card', async () => {
    const { page } = opened;
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(
      new RegExp(`/api/cards/${slug}/answer/answers/\\w+\\.og\\.png\\?v=\\d+$`),
    );
    await expect(page.locator('meta[name="twitter:card"]').getAttribute('content')).resolves.toBe(
      'summary_large_image',
    );
    const png = await fetch(image!);
    expect(png.status).toBe(200);
    const { format, width, height } = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it('looks right on a desktop too', async () => {
    const desktop = await openPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await desktop.page.goto(`${HOSTING_ORIGIN}${answerPath}`);
    await desktop.page.getByTestId('answer-text').waitFor();
    await keepScreenshot(desktop.page, 'answers/answer-page-desktop');
    // The board lists the answer with a link to its page.
    await desktop.page.goto(`${HOSTING_ORIGIN}/${slug}/answers`);
    await desktop.page.getByTestId('answer-link').first().waitFor();
    await desktop.close();
  });
});

describe('the owner unpublishes', () => {
  it('takes the page down: it answers 404', async () => {
    const opened = await openPage({ locale: 'en-US' });
    const { page } = opened;
    await signIn(page, owner, `/s/${slug}/messages`);
    const letter = page.getByTestId('inbox-row').filter({ hasText: question });
    await letter.getByRole('button', { expanded: false }).click();
    await letter.getByTestId('answer-unpublish').click();
    const done = page.waitForResponse((r) => r.url().endsWith('/unpublishAnswer'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click();
    expect((await done).ok()).toBe(true);
    await letter.getByTestId('answer-unpublish').waitFor({ state: 'detached' });
    const gone = await fetch(`${HOSTING_ORIGIN}${answerPath}`);
    expect(gone.status).toBe(404);
    await opened.close();
  });
});

// Sending with JavaScript off, in Chromium at phone size against the running stack: the letter
// form, the fan-message box and a board's post form are plain forms that post to /_send, which
// answers with the form's own page — the thanks after a 303 (so reloading never sends again), or
// the refusal with what the fan wrote kept in the fields (in the paused box's note when the owner
// paused it meanwhile). The letter and the fan message go to a space of this file's own (made
// like the demo), the board post to the demo's open board.
// Every page fails the journey on any console error.
import { publicSpacePath } from '@spaces/contracts';
import type { Page } from 'playwright-core';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_BOARDS } from '../fixtures/demo';
import { HOSTING_ORIGIN, allowErrors, openPhone, type OpenedPage } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const run = Date.now().toString(36);

/**
 * Sends the letter form and waits for the refusal the page shows (`shownBy`); answers the refused
 * response, whose `status` Chromium logs as an error.
 */
async function sendRefused(page: Page, status: number, shownBy: string) {
  return allowErrors(page, [new RegExp(`status of ${status}`)], async () => {
    const response = page.waitForResponse((r) => r.url().includes('refused='));
    await page.getByRole('button', { name: 'Send the letter' }).click();
    await page.getByTestId(shownBy).waitFor();
    return response;
  });
}

/** The letters and fan messages a space holds with `text` in their body. */
async function storedWith(slug: string, text: string): Promise<number> {
  const messages = await getFirestore().collection(`spaces/space-${slug}/messages`).get();
  return messages.docs.filter((doc) => String(doc.get('body')).includes(text)).length;
}

describe('a fan without JavaScript, at phone size', () => {
  let fan: OpenedPage;
  let page: Page;
  let slug: string;

  beforeAll(async () => {
    ({ slug } = await newDemoLikeSpace('nojs'));
    fan = await openPhone({ javaScriptEnabled: false });
    page = fan.page;
  });

  afterAll(() => fan?.close());

  it('sends a letter and sees the thanks; reloading sends nothing again', async () => {
    const text = `A letter without scripts ${run}\nSecond line`;
    await page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
    await keepScreenshot(page, 'no-js/letter-form-phone');
    await page.getByLabel(/^Your name/).fill('Plain Fan');
    await page.getByLabel('Your letter').fill(text);
    // The server drew the form with an idempotency key: a repeated post of it is stored once.
    await expect(page.locator('input[name="idem"]').inputValue()).resolves.toMatch(/^[\w-]{22}$/);
    await page.getByRole('button', { name: 'Send the letter' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/${slug}/letter` && url.searchParams.get('sent') === 'sent',
    );
    const thanks = page.getByTestId('sent-thanks');
    await thanks.getByText('Your letter was sent').waitFor();
    await thanks.getByText(/Thank you so much for your letter!/).waitFor();
    await keepScreenshot(page, 'no-js/letter-thanks-phone');
    expect(await storedWith(slug, text)).toBe(1);
    // The browser now holds its sender token, where only Hosting's functions read it.
    const session = (await page.context().cookies()).find((c) => c.name === '__session');
    expect(session?.httpOnly).toBe(true);
    expect(decodeURIComponent(session?.value ?? '')).toMatch(/(^|&)sender=[\w-]{22}(&|$)/);
    await page.reload();
    await thanks.getByText('Your letter was sent').waitFor();
    expect(await storedWith(slug, text)).toBe(1);
    // The way back is a link to the empty form.
    await thanks.getByRole('link', { name: 'Write another letter' }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/${slug}/letter`);
    await expect(page.getByLabel('Your letter').inputValue()).resolves.toBe('');
  });

  it('is told what is wrong with a letter that is too long, and keeps it', async () => {
    const kept = `Too long ${run} `.padEnd(2001, 'x');
    await page.getByLabel(/^Your name/).fill('Kept Name');
    await page.getByLabel('Your letter').fill(kept);
    const answer = await sendRefused(page, 400, 'send-error');
    expect(answer.status()).toBe(400);
    expect(page.url()).toBe(`${HOSTING_ORIGIN}/${slug}/letter?refused=invalid-input`);
    await expect(page.getByTestId('send-error').textContent()).resolves.toBe(
      'Check the highlighted fields. What you wrote is kept.',
    );
    await page.getByText('Up to 2000 characters (1 over).').waitFor();
    await expect(page.getByLabel('Your letter').inputValue()).resolves.toBe(kept);
    await expect(page.getByLabel(/^Your name/).inputValue()).resolves.toBe('Kept Name');
    await keepScreenshot(page, 'no-js/letter-refused-phone');
    expect(await storedWith(slug, `Too long ${run}`)).toBe(0);
  });

  it('sends a fan message from the top page and sees the thanks in the box', async () => {
    const text = `Fan message without scripts ${run}`;
    await page.goto(`${HOSTING_ORIGIN}/${slug}`);
    const box = page.locator('#fan-messages');
    await box.locator('textarea[name="body"]').fill(text);
    await box.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/${slug}` &&
        url.searchParams.get('sent') === 'sent' &&
        url.hash === '#fan-messages',
    );
    await box.getByTestId('sent-thanks').getByText('Your message was sent').waitFor();
    await box.getByText(/Thanks for the love!/).waitFor();
    expect(await storedWith(slug, text)).toBe(1);
    // Sending another leads back to the empty box, where it is on the page.
    await box.getByRole('link', { name: 'Send another' }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/${slug}#fan-messages`);
    await expect(box.locator('textarea[name="body"]').inputValue()).resolves.toBe('');
  });

  it('posts to an open board and is told it is posted', async () => {
    const board = `${HOSTING_ORIGIN}/${DEMO.slug}/${DEMO_BOARDS.fanArt.slug}`;
    await page.goto(board);
    await page.getByLabel('Your post').fill(`Board post without scripts ${run}`);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.waitForURL(`${board}?sent=published`);
    await page.getByTestId('post-sent').getByText('Posted.').waitFor();
  });

  it('keeps the letter when the owner paused the box while the fan wrote', async () => {
    const text = `Written before the pause ${run}`;
    await page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
    await page.getByLabel('Your letter').fill(text);
    await getFirestore()
      .doc(`spaces/space-${slug}`)
      .update({ 'messages.letterBox.paused': true, 'messages.letterBox.pauseNote': 'Back soon' });
    // The public document follows by a trigger.
    await expect
      .poll(
        async () =>
          (await getFirestore().doc(publicSpacePath(slug)).get()).get(
            'letterBox.paused',
          ) as unknown,
        { timeout: 30_000 },
      )
      .toBe(true);
    const answer = await sendRefused(page, 409, 'box-paused');
    expect(answer.status()).toBe(409);
    const paused = page.getByTestId('box-paused');
    await paused.getByText('Back soon').waitFor();
    await expect(paused.getByRole('textbox').inputValue()).resolves.toBe(text);
    await keepScreenshot(page, 'no-js/letter-paused-phone');
    expect(await storedWith(slug, text)).toBe(0);
  });
});

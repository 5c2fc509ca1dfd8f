// A sender hears back, against the running stack: a fan with JavaScript off sends a letter and
// keeps the receipt link the thanks shows; the receipt says it is delivered and offers deletion;
// the owner opens the letter (which reads it) and replies in the inbox; the fan's receipt then
// says it was answered, shows the reply, and no longer offers deletion. Screenshots of the
// receipt at phone and desktop size. Every page fails the journey on any console error.
import { describe, expect, it } from 'vitest';
import { HOSTING_ORIGIN, allowErrors, openPage } from './support/browser';
import { fanAtNewSpace, replyInInbox, sendLetter } from './support/letters';
import { keepScreenshot } from './support/screenshots';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const run = Date.now().toString(36);
const letterText = `A letter that hopes for an answer ${run}`;
const replyText = `Thank you, it made my day ${run}`;

describe('a sender’s receipt', () => {
  const fan = fanAtNewSpace('rcpt');
  let receipt: string;

  it('the thanks after a send without JavaScript shows the receipt link to keep', async () => {
    const href = await sendLetter(fan.page, fan.slug, { name: 'Hopeful Fan', text: letterText });
    const link = fan.page.getByTestId('receipt-link');
    await link.getByText('Keep this link').waitFor();
    // The whole address, as visible text, so that it can be kept without a script.
    expect(href).toMatch(new RegExp(`^${HOSTING_ORIGIN}/${fan.slug}/r/[A-Za-z0-9_-]{43}$`));
    expect(await link.getByTestId('receipt-href').textContent()).toBe(href);
    receipt = href.slice(HOSTING_ORIGIN.length);
    await keepScreenshot(fan.page, 'receipts/thanks-with-receipt-phone');
  });

  it('the receipt says delivered, shows the letter, and offers deletion', async () => {
    const response = await fan.page.goto(`${HOSTING_ORIGIN}${receipt}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await fan.page.getByTestId('receipt-state').getByText('Delivered. Not read yet.').waitFor();
    await fan.page.getByTestId('receipt-body').getByText(letterText).waitFor();
    await fan.page.getByTestId('receipt-delete').waitFor();
    await keepScreenshot(fan.page, 'receipts/receipt-delivered-phone');
  });

  it('a wrong token is the same 404 as an absent page', async () => {
    const wrong = receipt.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const response = await allowErrors(fan.page, [/status of 404/], () =>
      fan.page.goto(`${HOSTING_ORIGIN}${wrong}`),
    );
    expect(response?.status()).toBe(404);
  });

  it('the owner reads the letter and replies in the inbox', async () => {
    await replyInInbox({
      owner: fan.owner,
      slug: fan.slug,
      letter: letterText,
      reply: replyText,
      saved: async (ownerPage) => {
        await ownerPage
          .getByRole('region', { name: /Notifications/ })
          .getByText('Reply saved', { exact: true })
          .last()
          .waitFor();
        await keepScreenshot(ownerPage, 'receipts/inbox-reply-phone');
      },
    });
  });

  it('the receipt then shows it read and answered, with the reply, and no deletion', async () => {
    await fan.page.goto(`${HOSTING_ORIGIN}${receipt}`);
    // The creator is named by their display name, never "the owner".
    await fan.page
      .getByTestId('receipt-state')
      .getByText(/^.+ replied\.$/)
      .waitFor();
    await fan.page.getByText(/^Read by .+\.$/).waitFor();
    expect(await fan.page.getByTestId('receipt').textContent()).not.toMatch(/owner/i);
    await fan.page.getByTestId('receipt-reply').getByText(replyText).waitFor();
    await fan.page.getByTestId('receipt-locked').waitFor();
    expect(await fan.page.getByTestId('receipt-delete').count()).toBe(0);
    await keepScreenshot(fan.page, 'receipts/receipt-answered-phone');

    const wide = await openPage({ ...DESKTOP, locale: 'ja-JP' });
    try {
      await wide.page.goto(`${HOSTING_ORIGIN}${receipt}`);
      await wide.page.getByTestId('receipt-reply').getByText(replyText).waitFor();
      await keepScreenshot(wide.page, 'receipts/receipt-answered-desktop-ja');
    } finally {
      await wide.close();
    }
  });
});

// Letters, fan messages and the inbox, in Chromium against the running stack and the seeded demo
// space (letter box and fan messages on, the wall shown, messages in every state):
//   a fan at phone size sends a letter and a fan message and sees the thanks; a refused send keeps
//   what was written; the owner works the inbox — filter, mark read, star, export it as CSV,
//   approve the fan message to the wall (and a guest sees it on the public page), block a sender
//   and lift the block, delete.
// Every page fails the journey on any console error.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../fixtures/demo';
import { HOSTING_ORIGIN, allowErrors, openPhone } from './support/browser';
import { toastOf } from './support/editor';

const run = Date.now().toString(36);
const letterText = `A letter from the journey ${run}.\nThank you for everything 🎉`;
const fanText = `Journey fan message ${run}`;

/** Waits for the answer to a click: a callable's by its name, the send forms' at /_send. */
async function clickAndCall(page: Page, name: string, click: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(`/${name}`) && response.request().method() === 'POST',
  );
  await click();
  return answered;
}

describe('a fan writes, at phone size', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openPhone());
  });

  it('reaches the letter page from the top page card', async () => {
    const response = await page.goto(`${HOSTING_ORIGIN}/${DEMO.slug}`);
    expect(response?.status()).toBe(200);
    await page.getByTestId('letter-card').click();
    await page.waitForURL(`${HOSTING_ORIGIN}/${DEMO.slug}/letter`);
    await page.getByRole('heading', { level: 1, name: /Write a letter to/ }).waitFor();
  });

  it('hides the honeypot from people and assistive technology', async () => {
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot.getAttribute('tabindex')).resolves.toBe('-1');
    await expect(honeypot.getAttribute('autocomplete')).resolves.toBe('off');
    await expect(
      honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null),
    ).resolves.toBe(true);
    // The only name field people see is the sender's.
    await expect(page.getByRole('textbox', { name: /Website/ }).count()).resolves.toBe(0);
  });

  it('counts characters by code point as the fan types', async () => {
    await page.getByLabel('Your letter').fill('🎉🎉');
    await expect(page.getByTestId('char-count').textContent()).resolves.toMatch(/^2 \/ \d+/);
  });

  it('sends a letter and sees the thanks, then can write another', async () => {
    const name = page.getByLabel(/^Your name/);
    await name.fill('Journey Fan');
    await page.getByLabel('Your letter').fill(letterText);
    // The island posts the same form as a page without JavaScript, and reads JSON.
    const answer = await clickAndCall(page, '_send', () =>
      page.getByRole('button', { name: 'Send the letter' }).click(),
    );
    expect(answer.ok()).toBe(true);
    expect(answer.request().headers().accept).toBe('application/json');
    expect(page.url()).toBe(`${HOSTING_ORIGIN}/${DEMO.slug}/letter`);
    await page.getByTestId('sent-thanks').getByText('Your letter was sent').waitFor();
    await page.getByRole('button', { name: 'Write another letter' }).click();
    await expect(page.getByLabel('Your letter').inputValue()).resolves.toBe('');
  });

  it('keeps what was written when a send is refused', async () => {
    const kept = `This one is refused ${run}`;
    await page.getByLabel('Your letter').fill(kept);
    // Only bots fill the honeypot: the server refuses the send.
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    // The refused call is answered with an error status, which the browser logs as a failed load;
    // waiting for the page's message inside the allowance lets that log arrive within it.
    const answer = await allowErrors(page, [/status of 400 .*\/_send/], async () => {
      const response = await clickAndCall(page, '_send', () =>
        page.getByRole('button', { name: 'Send the letter' }).click(),
      );
      await page.getByTestId('send-error').waitFor();
      return response;
    });
    expect(answer.ok()).toBe(false);
    await expect(page.getByTestId('send-error').textContent()).resolves.toBe(
      'Could not send. Reload the page and try again.',
    );
    await expect(page.getByLabel('Your letter').inputValue()).resolves.toBe(kept);
    await expect(page.getByTestId('sent-thanks').count()).resolves.toBe(0);
  });

  it('sends a fan message from the top page, a quick phrase filling the field', async () => {
    await page.goto(`${HOSTING_ORIGIN}/${DEMO.slug}`);
    const field = page.locator('textarea[name="body"]');
    const chip = page.getByTestId('quick-phrases').getByRole('button').first();
    const phrase = (await chip.textContent()) ?? '';
    expect(phrase).not.toBe('');
    await chip.click();
    await expect(field.inputValue()).resolves.toBe(phrase);
    await field.fill(fanText);
    // The island posts the form's idempotency key, and makes a new one for the next message.
    const key = page.locator('#fan-messages input[name="idem"]');
    const sentKey = await key.inputValue();
    expect(sentKey).toMatch(/^[\w-]{22}$/);
    const answer = await clickAndCall(page, '_send', () =>
      page.getByRole('button', { name: 'Send', exact: true }).click(),
    );
    expect(answer.ok()).toBe(true);
    expect(new URLSearchParams(answer.request().postData() ?? '').get('idem')).toBe(sentKey);
    await page.getByTestId('sent-thanks').getByText('Your message was sent').waitFor();
    await page.getByRole('button', { name: 'Send another' }).click();
    await expect(key.inputValue()).resolves.toMatch(/^[\w-]{22}$/);
    expect(await key.inputValue()).not.toBe(sentKey);
  });
});

describe('the owner works the inbox', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openPhone());
    await page.goto(`${HOSTING_ORIGIN}/s/${DEMO.slug}/messages`);
    await page.waitForURL(/\/a\/signin\?next=/);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${DEMO.slug}/messages`);
  });

  const row = (text: string) => page.getByTestId('inbox-row').filter({ hasText: text });
  const toast = (text: string) => toastOf(page, text);

  it('shows the unread count in the navigation', async () => {
    await page.getByTestId('inbox-list').waitFor();
    const badge = page.getByTestId('nav-unread');
    await badge.waitFor();
    expect(
      Number((await badge.locator('[aria-hidden="true"]').textContent()) ?? '0'),
    ).toBeGreaterThan(0);
  });

  it('filters to unread letters and finds the new letter', async () => {
    await page
      .getByRole('navigation', { name: 'Which messages' })
      .getByRole('link', { name: 'Unread' })
      .click();
    await page.waitForURL(/filter=unread/);
    await page
      .getByRole('navigation', { name: 'Kind' })
      .getByRole('link', { name: 'Letters' })
      .click();
    await page.waitForURL(/filter=unread&kind=letter/);
    await row(run).first().waitFor();
    await expect(
      page
        .getByTestId('inbox-row')
        .evaluateAll((rows) => rows.every((r) => r.getAttribute('data-read') === 'false')),
    ).resolves.toBe(true);
  });

  it('marks the letter read by opening it, and it leaves the unread list', async () => {
    const letter = row(`A letter from the journey ${run}`);
    await clickAndCall(page, 'updateMessages', () =>
      letter.getByRole('button', { expanded: false }).click(),
    );
    await letter.waitFor({ state: 'detached' });
  });

  it('stars the letter', async () => {
    await page
      .getByRole('navigation', { name: 'Which messages' })
      .getByRole('link', { name: 'All', exact: true })
      .click();
    await page.waitForURL((url) => !url.search.includes('filter='));
    const letter = row(`A letter from the journey ${run}`);
    await letter.waitFor();
    await clickAndCall(page, 'updateMessages', () =>
      letter.getByRole('button', { name: 'Star', exact: true }).click(),
    );
    await toast('Starred').waitFor();
    await page
      .getByRole('navigation', { name: 'Which messages' })
      .getByRole('link', { name: 'Starred' })
      .click();
    await page.waitForURL(/filter=starred/);
    await row(`A letter from the journey ${run}`).waitFor();
  });

  it('exports the inbox as CSV, the letter in it read and starred', async () => {
    // Exports live on the space's settings page, apart from the overview.
    await page.goto(`${HOSTING_ORIGIN}/s/${DEMO.slug}/settings`);
    // The machine-readable form: field names and raw values, for scripts.
    await page
      .getByLabel('CSV column names and values')
      .selectOption({ label: 'Machine-readable (English field names and values)' });
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Inbox (CSV)' }).click();
    const csv = readFileSync(await (await downloaded).path(), 'utf8');
    expect(csv.startsWith('\uFEFFid,kind,date,name,body,')).toBe(true);
    // Quoted for its line break; then read, starred, archived, held, wall: nothing of the sender.
    expect(csv).toContain(`"${letterText}",true,true,false,false,none\r\n`);
  });

  it('approves the fan message to the wall, and a guest sees it', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${DEMO.slug}/messages?kind=fanMessage`);
    const message = row(fanText);
    await message.getByRole('button', { expanded: false }).click();
    await clickAndCall(page, 'updateMessages', () =>
      message.getByRole('button', { name: 'Show on wall' }).click(),
    );
    await toast('Shown on the wall').waitFor();

    const guest = await openPhone();
    // The public document is rebuilt by a trigger: load until the wall shows the message.
    await expect
      .poll(
        async () => {
          await guest.page.goto(`${HOSTING_ORIGIN}/${DEMO.slug}`);
          return guest.page.getByTestId('fan-wall').getByText(fanText).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    expect(guest.errors).toEqual([]);
    await guest.close();
  });

  it('blocks a sender saying what happens, tags no message, lists the block and lifts it', async () => {
    // A seeded letter: it holds no address key, so the block holds back no other journey's sends.
    await page.goto(`${HOSTING_ORIGIN}/s/${DEMO.slug}/messages?kind=letter`);
    const letter = row('Kenji');
    await letter.getByRole('button', { expanded: false }).click();
    await letter.getByRole('button', { name: 'Block sender' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.textContent()).resolves.toMatch(
      /They are not told\..*look sent to them but will never reach you\..*For one day.*held for your review\..*unblock at any time/s,
    );
    await clickAndCall(page, 'blockSender', () =>
      dialog.getByRole('button', { name: 'Block sender' }).click(),
    );
    await toast('Sender blocked').waitFor();
    await expect(
      page.getByTestId('inbox-list').getByText('Blocked', { exact: true }).count(),
    ).resolves.toBe(0);

    await page.getByText('Blocked senders', { exact: true }).click();
    const block = page
      .getByTestId('blocked-senders')
      .getByRole('listitem')
      .filter({ hasText: '先日のワークショップに参加した者です' });
    await block.waitFor();
    await expect(block.textContent()).resolves.toMatch(/From a message of .+0 sends stopped since/);
    await block.getByRole('button', { name: 'Unblock' }).click();
    await clickAndCall(page, 'unblockSender', () =>
      page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click(),
    );
    await toast('Sender unblocked').waitFor();
    await block.waitFor({ state: 'detached' });
  });

  it('deletes the letter after confirming', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${DEMO.slug}/messages?filter=starred`);
    const letter = row(`A letter from the journey ${run}`);
    await letter.getByRole('button', { expanded: false }).click();
    await letter.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast('Deleted 1').waitFor();
    await row(`A letter from the journey ${run}`).waitFor({ state: 'detached' });
  });
});

// A letter followed to its receipt, as the journeys about receipts and reply notices do: a fan's
// phone page with JavaScript off, the letter sent from it (answering the receipt link the thanks
// shows), and the owner's reply to it in the inbox.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { HOSTING_ORIGIN, openPhone, type OpenedPage } from './browser';
import { signIn, type Account } from './accounts';
import { newDemoLikeSpace } from './spaces';

/** A fan's phone, in English, with JavaScript off: what a send must work without. */
async function openFanPhone(): Promise<OpenedPage> {
  return openPhone({ javaScriptEnabled: false });
}

/** A fan's phone (openFanPhone) and the new demo-like space, of its own owner, it sends to. */
export type FanAtSpace = OpenedPage & { slug: string; owner: Account };

/**
 * Before the describe's tests, a new demo-like space (its slug begins with `prefix`) and a fan's
 * phone to send to it from; after them, the phone closed. The fields are there when tests run.
 */
export function fanAtNewSpace(prefix: string): FanAtSpace {
  const fan = {} as FanAtSpace;
  beforeAll(async () => {
    const { slug, owner } = await newDemoLikeSpace(prefix);
    Object.assign(fan, await openFanPhone(), { slug, owner });
  });
  afterAll(() => fan.close?.());
  return fan;
}

/**
 * Sends a letter signed `name` from the space's letter page and waits for the thanks; answers the
 * receipt link it shows (the whole address).
 */
export async function sendLetter(
  page: Page,
  slug: string,
  letter: { name: string; text: string },
): Promise<string> {
  await page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
  await page.getByLabel(/^Your name/).fill(letter.name);
  await page.getByLabel('Your letter').fill(letter.text);
  await page.getByRole('button', { name: 'Send the letter' }).click();
  await page.waitForURL((url) => url.searchParams.get('sent') === 'sent');
  return (await page.getByTestId('receipt-href').getAttribute('href')) ?? '';
}

interface Reply {
  owner: Account;
  slug: string;
  /** The text of the letter to answer, which finds its row. */
  letter: string;
  reply: string;
  /** What to wait for or keep once the reply is saved, before the page closes. */
  saved?: (ownerPage: Page) => Promise<void>;
}

/** The owner signs in on a phone of their own and replies to the letter from the inbox. */
export async function replyInInbox({ owner, slug, letter, reply, saved }: Reply): Promise<void> {
  const inbox = await openPhone();
  try {
    const ownerPage = inbox.page;
    await signIn(ownerPage, owner, `/s/${slug}/messages`);
    const row = ownerPage.getByTestId('inbox-row').filter({ hasText: letter });
    await row.getByRole('button', { expanded: false }).click();
    await row.getByTestId('reply-open').click();
    await row.getByTestId('reply-body').fill(reply);
    await row.getByTestId('reply-save').click();
    await row.getByRole('button', { name: 'Update reply' }).waitFor();
    await saved?.(ownerPage);
  } finally {
    await inbox.close();
  }
}

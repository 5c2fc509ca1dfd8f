// A notice when the reply comes (decision 068), with JavaScript off: a fan leaves an address on
// the receipt, the one confirmation mail's link confirms it, the creator replies in the inbox, and
// exactly one notice mail in the fan's language links the receipt; afterwards no notice holds the
// address. The mails are documents of the `mail` collection, as the stack's outbox writes them.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { fanAtNewSpace, replyInInbox, sendLetter } from './support/letters';
import { keepScreenshot } from './support/screenshots';

const run = Date.now().toString(36);
const address = `fan-${run}@example.com`;
const letterText = `Please tell me when you answer ${run}`;

function db() {
  if (!getApps().some((app) => app.name === '[DEFAULT]'))
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-spaces' });
  return getFirestore();
}

interface MailSeen {
  id: string;
  subject: string;
  text: string;
}

/** The mails to the fan's address, as the outbox wrote them. */
async function mailsToFan(): Promise<MailSeen[]> {
  const found = await db().collection('mail').where('to', '==', address).get();
  return found.docs.map((doc) => ({
    id: doc.id,
    subject: doc.get('message.subject') as string,
    text: doc.get('message.text') as string,
  }));
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('a notice when the reply comes', () => {
  const fan = fanAtNewSpace('note');
  let receipt: string;

  it('leaves an address on the receipt, and one mail asks to confirm it', async () => {
    receipt = await sendLetter(fan.page, fan.slug, { name: 'Waiting Fan', text: letterText });
    expect(receipt).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    await fan.page.goto(receipt);
    const notice = fan.page.getByTestId('receipt-notice');
    await notice.getByLabel('E-mail address').fill(address);
    await notice.getByRole('button', { name: 'Notify me' }).click();
    await fan.page.getByTestId('notice-state').waitFor();
    expect(await fan.page.getByTestId('receipt-notice').getAttribute('data-notice')).toBe(
      'pending',
    );
    await keepScreenshot(fan.page, 'reply-notice/receipt-pending-phone');

    const [confirm, ...more] = await waitFor('the confirmation mail', async () => {
      const mails = await mailsToFan();
      return mails.length > 0 ? mails : undefined;
    });
    expect(more).toEqual([]);
    // In the fan's language, saying what the address is for; it never links the receipt.
    expect(confirm!.subject).toMatch(/^Confirm your address/);
    expect(confirm!.text).toContain('used for this notice alone');
    expect(confirm!.text).not.toContain(receipt.split('/r/')[1]);
  });

  it('confirms the address through the mail’s one link', async () => {
    const [confirm] = await mailsToFan();
    const link = /https?:\/\/\S+\/a\/notice\/[A-Za-z0-9_-]{43}/.exec(confirm!.text)?.[0];
    expect(link).toBeDefined();
    const opened = await fan.page.goto(link!);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    // Opening the link changes nothing; the button confirms.
    await fan.page.getByRole('button', { name: 'Confirm' }).click();
    await fan.page.getByTestId('notice-confirmed').waitFor();
    await keepScreenshot(fan.page, 'reply-notice/confirmed-phone');
    await fan.page.goto(receipt);
    expect(await fan.page.getByTestId('receipt-notice').getAttribute('data-notice')).toBe('on');
  });

  it('the creator replies, and exactly one notice links the receipt; the address is gone', async () => {
    await replyInInbox({
      owner: fan.owner,
      slug: fan.slug,
      letter: letterText,
      reply: `Thank you ${run}`,
    });
    const notices = await waitFor('the notice mail', async () => {
      const mails = (await mailsToFan()).filter(
        (mail) => mail.id.startsWith('notice-') && !mail.id.startsWith('notice-confirm'),
      );
      return mails.length > 0 ? mails : undefined;
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toMatch(/replied to your message$/);
    expect(notices[0]!.text).toContain(receipt);
    // The notice, and the address with it, goes once its mail is written.
    await waitFor('the notice’s deletion', async () => {
      const left = await db().collection('replyNotices').where('email', '==', address).get();
      return left.empty ? true : undefined;
    });
    // The receipt shows the reply and offers no notice any more.
    await fan.page.goto(receipt);
    await fan.page.getByTestId('receipt-reply').waitFor();
    expect(await fan.page.getByTestId('receipt-notice').count()).toBe(0);
  });
});

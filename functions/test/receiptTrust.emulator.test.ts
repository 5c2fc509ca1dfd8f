// What a receipt must never give away, through Hosting as a browser meets it (decision 068): a
// blocked sender's thanks and receipt read byte for byte as anyone's, and deleting through the
// receipt answers the same; the thanks address carries no token; the receipt sends no referrer
// whatever Hosting's catch-all header says; lookups by token are counted per client by the abuse
// gate; and a sender deletes only while the owner has done nothing with the letter.
import {
  blockSender,
  markReadAloud,
  publishAnswer,
  replyToMessage,
  updateMessages,
} from '@spaces/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from './support/call';
import { Browser, receiptLinks } from './support/forms';
import { waitForPublicSpace } from './support/firestore';
import { newClient, newOpenSpace, storedMessages, type OpenSpace } from './support/sends';
import { MANY_CALLS_TIMEOUT_MS } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

const run = Math.random().toString(36).slice(2, 8);

/** A published space with its letter box on, once its public page shows the box. */
async function openSpace(): Promise<OpenSpace> {
  const space = await newOpenSpace();
  await waitForPublicSpace(space.slug, (doc) => doc?.letterBox !== undefined);
  return space;
}

/** Sends a letter as `browser` and answers the thanks page's address (the 303's Location). */
async function sendLetter(browser: Browser, slug: string, body: string): Promise<string> {
  const response = await browser.post({ kind: 'letter', slug, body });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** The receipt of the newest letter the thanks page at `thanks` links to. */
async function receiptOfThanks(browser: Browser, thanks: string, slug: string) {
  const page = await browser.get(thanks);
  expect(page.status).toBe(200);
  const html = await page.text();
  const [receipt] = receiptLinks(html, slug);
  expect(receipt).toBeDefined();
  return { page, html, receipt: receipt! };
}

/** Headers a page of either sender must share; the rest vary per response. */
const COMPARED_HEADERS = [
  'cache-control',
  'content-type',
  'referrer-policy',
  'x-robots-tag',
  'vary',
  'x-frame-options',
];

/**
 * A page as a sender sees it, less what is their own letter's: its text, its token and its times
 * (and the per-response nonce).
 */
function normalized(response: Response, html: string, texts: RegExp) {
  const body = html
    .replace(texts, 'TEXT')
    .replace(/[A-Za-z0-9_-]{43}/g, 'TOKEN')
    .replace(/<time[^>]*>[^<]*<\/time>/g, '<time/>')
    .replace(/nonce="[^"]*"/g, 'nonce');
  const headers = Object.fromEntries(COMPARED_HEADERS.map((h) => [h, response.headers.get(h)]));
  return { status: response.status, headers, body };
}

describe('a blocked sender cannot tell', () => {
  let space: OpenSpace;
  const blocked = new Browser(newClient());
  const free = new Browser(newClient());
  const texts = new RegExp(`[BF]-(one|two)-${run}`, 'g');
  const pages: Record<'blocked' | 'free', { thanks: string; receipt: string }> = {
    blocked: { thanks: '', receipt: '' },
    free: { thanks: '', receipt: '' },
  };

  beforeAll(async () => {
    space = await openSpace();
    await sendLetter(blocked, space.slug, `B-one-${run}`);
    await sendLetter(free, space.slug, `F-one-${run}`);
    const first = (await storedMessages(space.spaceId)).find((m) => m.body === `B-one-${run}`);
    await call(blockSender, space.owner, {
      spaceId: space.spaceId,
      messageId: first!.id as string,
    });
  }, MANY_CALLS_TIMEOUT_MS);

  it('reads the thanks and the receipt of a dropped letter byte for byte as anyone’s', async () => {
    const compared = {} as Record<'blocked' | 'free', unknown[]>;
    for (const [who, browser] of [
      ['blocked', blocked],
      ['free', free],
    ] as const) {
      const thanks = await sendLetter(browser, space.slug, `${who[0]!.toUpperCase()}-two-${run}`);
      // No token rides in the address: it would reach every log of the request.
      expect(thanks).not.toMatch(/[A-Za-z0-9_-]{43}/);
      const shown = await receiptOfThanks(browser, thanks, space.slug);
      const receipt = await browser.get(shown.receipt);
      const receiptHtml = await receipt.text();
      pages[who] = { thanks: shown.html, receipt: shown.receipt };
      compared[who] = [
        normalized(shown.page, shown.html, texts),
        normalized(receipt, receiptHtml, texts),
      ];
    }
    // The dropped letter is nowhere in the inbox, yet its receipt shows it delivered.
    const bodies = (await storedMessages(space.spaceId)).map((m) => m.body);
    expect(bodies).not.toContain(`B-two-${run}`);
    expect(bodies).toContain(`F-two-${run}`);
    expect(compared.blocked).toEqual(compared.free);
    const [, receipt] = compared.blocked as [unknown, { body: string }];
    expect(receipt.body).toContain('data-state="delivered"');
  });

  it('deletes through the receipt as anyone’s, and then says so alike', async () => {
    const compared = {} as Record<'blocked' | 'free', unknown>;
    for (const [who, browser] of [
      ['blocked', blocked],
      ['free', free],
    ] as const) {
      const receipt = pages[who].receipt;
      const token = receipt.split('/').at(-1)!;
      const deleted = await browser.post({ kind: 'deleteMessage', slug: space.slug, token });
      expect(deleted.status).toBe(303);
      expect(deleted.headers.get('location')).toBe(receipt);
      const after = await browser.get(receipt);
      compared[who] = normalized(after, await after.text(), texts);
    }
    expect(compared.blocked).toEqual(compared.free);
    expect((compared.free as { body: string }).body).toContain('data-state="deleted"');
  });
});

describe('the receipt page', () => {
  it('sends no referrer through Hosting, whatever its catch-all header says', async () => {
    const space = await openSpace();
    const browser = new Browser(newClient());
    const thanks = await sendLetter(browser, space.slug, `Referrer ${run}`);
    const { receipt } = await receiptOfThanks(browser, thanks, space.slug);
    const page = await browser.get(receipt);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('counts lookups by token per client in the abuse gate, and refuses past the limit', async () => {
    const space = await openSpace();
    const sender = new Browser(newClient());
    const thanks = await sendLetter(sender, space.slug, `Lookups ${run}`);
    const { receipt } = await receiptOfThanks(sender, thanks, space.slug);
    const prober = new Browser(newClient());
    const statuses: number[] = [];
    for (let i = 0; i < 80 && !statuses.includes(429); i++)
      statuses.push((await prober.get(receipt)).status);
    expect(statuses).toContain(429);
    expect(statuses[0]).toBe(200);
    // The refusal says when to come back, and another client is not held up by it.
    const refused = await prober.get(receipt);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await new Browser(newClient()).get(receipt)).status).toBe(200);
    // A deletion through the same client's receipt form is a lookup too.
    const token = receipt.split('/').at(-1)!;
    const deletion = await prober.post({ kind: 'deleteMessage', slug: space.slug, token });
    expect(deletion.headers.get('location')).toBe(`${receipt}?refused=rate-limited`);
    expect(await storedMessages(space.spaceId)).toHaveLength(1);
  });
});

describe('deleting through the receipt', () => {
  /** A letter sent by a new browser: the space, the message's id and the receipt's token. */
  async function sent() {
    const space = await openSpace();
    const browser = new Browser(newClient());
    const thanks = await sendLetter(browser, space.slug, `Handled ${run}`);
    const { receipt } = await receiptOfThanks(browser, thanks, space.slug);
    const [message] = await storedMessages(space.spaceId);
    return { ...space, browser, receipt, messageId: message!.id as string };
  }

  type Letter = Awaited<ReturnType<typeof sent>>;

  async function refusedDeletion(letter: Letter, reason: string) {
    const token = letter.receipt.split('/').at(-1)!;
    const response = await letter.browser.post({ kind: 'deleteMessage', slug: letter.slug, token });
    expect(response.headers.get('location')).toBe(`${letter.receipt}?refused=${reason}`);
    expect(await storedMessages(letter.spaceId)).toHaveLength(1);
    const page = await (await letter.browser.get(letter.receipt)).text();
    expect(page).not.toContain('data-testid="receipt-delete"');
  }

  /** What the owner does with a letter that takes away the sender's deletion. */
  const ownerActs: [string, (letter: Letter) => Promise<unknown>][] = [
    [
      'replied privately, though unread',
      async ({ owner, spaceId, messageId }) => {
        await call(replyToMessage, owner, { spaceId, messageId, body: 'Thank you!' });
        await call(updateMessages, owner, {
          spaceId,
          messageIds: [messageId],
          change: { read: false },
        });
      },
    ],
    [
      'answered in public',
      ({ owner, slug, messageId }) =>
        call(publishAnswer, owner, { slug, messageId, answer: 'In public' }),
    ],
    [
      'read it aloud on stream',
      ({ owner, slug, messageId }) =>
        call(markReadAloud, owner, { slug, messageId, readAloud: true }),
    ],
  ];

  it.each(ownerActs)('is refused once the owner %s', async (_, ownerAct) => {
    const letter = await sent();
    await ownerAct(letter);
    await refusedDeletion(letter, 'message-answered');
  });
});

// Every send form carries an idempotency key (decision 066), and /_send stores a send once however
// often its form is posted: a double submit without JavaScript (both posts before the first answer,
// or after a Back to the form) stores one letter and answers both with the same thanks, receipt
// included; a script's retry gets the same JSON; a board post is stored once too. A new key, or the
// same cached page's key from another browser, is another send.
import {
  hostingCookieEntries,
  IDEMPOTENCY_FIELD,
  LETTERS_ENTRY,
  lettersOf,
  newIdempotencyKey,
} from '@spaces/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from './support/firestore';
import { newOpenSpace, senderCookie, storedMessages } from './support/sends';
import {
  MANY_CALLS_TIMEOUT_MS,
  PROJECT_ID,
  REGION,
  functionsOrigin,
  unique,
} from './support/stack';
import { addBoard } from './support/boards';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

const run = Math.floor(Math.random() * 200);
/** A documentation address (RFC 5737) of this run. */
const address = (n: number) => ({ 'X-Forwarded-For': `198.18.${run}.${n}` });

/** Posts a form to /_send as a browser does (JSON when `script`), redirects not followed. */
function post(
  fields: Record<string, string>,
  headers: Record<string, string>,
  script = false,
): Promise<Response> {
  return fetch(`${functionsOrigin()}/${PROJECT_ID}/${REGION}/sendForm`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
      ...(script && { Accept: 'application/json' }),
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

/** The cookie entries an answer sets: the sender token, and the letters the browser keeps. */
const cookieOf = (response: Response) =>
  hostingCookieEntries((response.headers.get('set-cookie') ?? '').split(';')[0]);
const tokenOf = (response: Response) => cookieOf(response).get('sender') ?? undefined;
/** The receipts of the letters an answer has the browser keep (decision 068). */
const receiptsOf = (response: Response) =>
  lettersOf(cookieOf(response).get(LETTERS_ENTRY)).map((letter) => letter.token);

/** A send form as a freshly loaded page renders it: `fields` and a new idempotency key. */
const freshForm = (fields: Record<string, string>) => ({
  ...fields,
  [IDEMPOTENCY_FIELD]: newIdempotencyKey(),
});

beforeAll(async () => {
  // The first post starts the function's worker: a refused one is cheap.
  await post({ kind: 'letter', slug: 'warm-up', body: '' }, address(0)).catch(() => undefined);
}, 240_000);

describe('a send form posted twice', () => {
  it('stores a letter once without JavaScript and shows both posts the same thanks', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const form = freshForm({ kind: 'letter', slug, body: 'いつも応援しています' });
    // A double click: the second post leaves before the first answer gives the browser a token.
    const [first, second] = await Promise.all([post(form, address(1)), post(form, address(1))]);
    expect([first.status, second.status]).toEqual([303, 303]);
    const thanks = first.headers.get('location');
    expect(thanks).toBe(`/${slug}/letter?sent=sent`);
    expect(second.headers.get('location')).toBe(thanks);
    // Both answers have the browser keep the one letter's receipt, which the thanks shows.
    const [receipt] = receiptsOf(first);
    expect(receipt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(receiptsOf(second)).toEqual([receipt]);
    // Back to the form and Send again, now with the token the first answer gave the browser.
    const token = tokenOf(first) ?? tokenOf(second);
    const back = await post(form, { ...address(1), ...senderCookie(token!) });
    expect(back.headers.get('location')).toBe(thanks);
    expect(receiptsOf(back)).toEqual([receipt]);
    expect((await storedMessages(spaceId)).map((m) => m.body)).toEqual(['いつも応援しています']);
  });

  it('answers a script’s repeated fan message with the same JSON, stored once', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const form = freshForm({ kind: 'fanMessage', slug, body: '大好き！' });
    const browser = { ...address(2), ...senderCookie('B'.repeat(22)) };
    const answers = await Promise.all([1, 2, 3].map(() => post(form, browser, true)));
    const json = await Promise.all(answers.map((a) => a.json()));
    expect(json[0]).toMatchObject({
      held: false,
      receipt: expect.stringMatching(/\/r\//) as unknown,
    });
    expect(json[1]).toEqual(json[0]);
    expect(json[2]).toEqual(json[0]);
    expect((await storedMessages(spaceId)).map((m) => m.body)).toEqual(['大好き！']);
  });

  it('stores a board post once', async () => {
    const space = await newOpenSpace();
    const boardSlug = `b-${unique()}`;
    const board = await addBoard(space.owner, space.spaceId, { slug: boardSlug });
    const form = freshForm({
      kind: 'boardPost',
      slug: space.slug,
      board: boardSlug,
      body: 'My drawing',
    });
    const [first, second] = await Promise.all([post(form, address(3)), post(form, address(3))]);
    expect(first.headers.get('location')).toBe(`/${space.slug}/${boardSlug}?sent=published`);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    const posts = await db()
      .collection(`spaces/${space.spaceId}/boards/${board.boardId}/posts`)
      .get();
    expect(posts.docs.map((doc) => doc.get('body') as unknown)).toEqual(['My drawing']);
  });

  it('stores another send for a new key, and for another browser with the same page', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const form = freshForm({ kind: 'letter', slug, body: 'おめでとう' });
    expect((await post(form, address(4))).status).toBe(303);
    // The fan writes the same words again from a fresh form.
    const again = freshForm(form);
    expect((await post(again, { ...address(4), ...senderCookie('C'.repeat(22)) })).status).toBe(
      303,
    );
    // Someone else on another connection, whose page the CDN served with the same key.
    const other = await post(form, address(5));
    expect(other.status).toBe(303);
    const bodies = (await storedMessages(spaceId)).map((m) => m.body);
    expect(bodies).toEqual(['おめでとう', 'おめでとう', 'おめでとう']);
  });
});

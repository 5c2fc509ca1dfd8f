// The send forms' endpoint (sendForm, behind Hosting's /_send) against the running stack: a plain
// post is answered with a redirect to the form's page (303 to the thanks, 307 back with the
// refusal), a script's post with JSON; posts from another site are refused before anything is
// read; the first send gives the browser its sender token, and later sends keep it. Through the
// Functions port, and once through the Hosting emulator's rewrite as a browser would post.
import { hostingCookieEntries, lettersOf } from '@spaces/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { client, newClient, newOpenSpace, storedMessages } from './support/sends';
import { db } from './support/firestore';
import { sendFormUrl } from './support/sendForm';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';
import { addBoard } from './support/boards';

/** A value `toEqual` matches against the pattern (typed so that it is not `any`). */
const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

function post(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  url = sendFormUrl('function'),
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The sender token a Set-Cookie header gives, if any. */
function senderTokenSet(response: Response): string | undefined {
  const cookie = response.headers.get('set-cookie');
  if (!cookie) return undefined;
  return hostingCookieEntries(cookie.split(';')[0]).get('sender') ?? undefined;
}

beforeAll(async () => {
  // The first post starts the function's worker: a refused one is cheap.
  await post({ kind: 'letter', slug: 'warm-up', body: '' }, SAME_ORIGIN).catch(() => undefined);
}, 240_000);

/** The letters a Set-Cookie header lists (decision 068): each a slug and a receipt's token. */
function lettersSet(response: Response) {
  const cookie = response.headers.get('set-cookie');
  return lettersOf(cookie ? hostingCookieEntries(cookie.split(';')[0]).get('letters') : null);
}

describe('a plain post (JavaScript off)', () => {
  it('answers a letter with 303 to the thanks, sets the sender token, stores the message', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const response = await post(
      { kind: 'letter', slug, body: 'Line one\r\nLine two', name: ' Mei ', website: '' },
      { ...SAME_ORIGIN, ...client(11) },
    );
    expect(response.status).toBe(303);
    // The thanks' address carries no token: the browser's cookie lists the receipt instead.
    expect(response.headers.get('location')).toBe(`/${slug}/letter?sent=sent`);
    expect(lettersSet(response)).toEqual([{ slug, token: matching(/^[A-Za-z0-9_-]{43}$/) }]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__session=.+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(senderTokenSet(response)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [message, ...rest] = await storedMessages(spaceId);
    expect(rest).toEqual([]);
    // Stored as the callable stores it: line breaks as the field counted them, the name trimmed.
    expect(message).toMatchObject({ kind: 'letter', body: 'Line one\nLine two', name: 'Mei' });
  });

  it('keeps the token a browser has, and its other entries', async () => {
    const { slug } = await newOpenSpace();
    const first = await post(
      { kind: 'fanMessage', slug, body: 'first' },
      { ...SAME_ORIGIN, ...client(12) },
    );
    const token = senderTokenSet(first)!;
    expect(token).toBeDefined();
    expect(first.headers.get('location')).toBe(`/${slug}?sent=sent#fan-messages`);
    const again = await post(
      { kind: 'fanMessage', slug, body: 'second' },
      { ...SAME_ORIGIN, ...client(12), Cookie: `__session=lang%3Den%26sender%3D${token}` },
    );
    expect(again.status).toBe(303);
    // The cookie changes only by the letter it now lists: the token and the language stay.
    const kept = hostingCookieEntries(again.headers.get('set-cookie')!.split(';')[0]);
    expect(kept.get('sender')).toBe(token);
    expect(kept.get('lang')).toBe('en');
    expect(lettersOf(kept.get('letters'))).toHaveLength(1);
    // A browser without a sender entry gets one beside the entries it has.
    const other = await post(
      { kind: 'fanMessage', slug, body: 'third' },
      { ...SAME_ORIGIN, ...newClient(), Cookie: '__session=lang%3Den' },
    );
    const entries = hostingCookieEntries(other.headers.get('set-cookie')!.split(';')[0]);
    expect(entries.get('lang')).toBe('en');
    expect(entries.get('sender')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('says a held message is held', async () => {
    const { slug } = await newOpenSpace((s) => (s.ngWords = ['spoiler']));
    const response = await post(
      { kind: 'letter', slug, body: 'A SPOILER ahead' },
      { ...SAME_ORIGIN, ...newClient() },
    );
    expect(response.headers.get('location')).toBe(`/${slug}/letter?sent=held`);
  });

  it('answers a refusal with 307 to the form page, which the browser posts the draft to', async () => {
    const { spaceId, slug } = await newOpenSpace((s) => (s.letterBox.nameMode = 'required'));
    const response = await post(
      { kind: 'letter', slug, body: 'No name given' },
      { ...SAME_ORIGIN, ...newClient() },
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`/${slug}/letter?refused=invalid-input`);
    expect(await storedMessages(spaceId)).toEqual([]);
  });

  it('says when a rate-limited sender may send again', async () => {
    const { slug } = await newOpenSpace();
    const me = { ...SAME_ORIGIN, ...newClient() };
    let last: Response | undefined;
    // One more than the per-client limit (a minute's boundary may let a few more through).
    for (let i = 0; i < 12 && last?.status !== 307; i++) {
      last = await post({ kind: 'fanMessage', slug, body: `burst ${i}` }, me);
    }
    expect(last?.status).toBe(307);
    expect(last?.headers.get('location')).toMatch(
      new RegExp(`^/${slug}\\?refused=rate-limited&retry=\\d+#fan-messages$`),
    );
  });

  it('posts to a board through the boards’ own send', async () => {
    const space = await newOpenSpace();
    const board = await addBoard(space.owner, space.spaceId, { mode: 'approval' });
    const response = await post(
      { kind: 'boardPost', slug: space.slug, board: board.slug, body: 'My drawing', name: '' },
      { ...SAME_ORIGIN, ...newClient() },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/${space.slug}/${board.slug}?sent=pending`);
    const posts = await db()
      .collection(`spaces/${space.spaceId}/boards/${board.boardId}/posts`)
      .get();
    expect(posts.docs.map((doc) => doc.get('body') as unknown)).toEqual(['My drawing']);
  });
});

describe('a script’s post (Accept: application/json)', () => {
  const json = { ...SAME_ORIGIN, Accept: 'application/json' };

  it('answers the callable’s response', async () => {
    const { slug } = await newOpenSpace();
    const response = await post(
      { kind: 'letter', slug, body: 'Hello' },
      { ...json, ...newClient() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      held: false,
      thanks: { text: 'お手紙ありがとう / Thank you for your letter' },
      receipt: matching(new RegExp(`^/${slug}/r/[A-Za-z0-9_-]{43}$`)),
    });
    expect(senderTokenSet(response)).toBeDefined();
  });

  it('answers a refusal with its reason, details and status', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const spam = await post(
      { kind: 'letter', slug, body: 'Buy now', website: 'https://spam.example' },
      { ...json, ...newClient() },
    );
    expect(spam.status).toBe(400);
    const refusal = (await spam.json()) as { error: Record<string, unknown> };
    expect(refusal.error.reason).toBe('spam-suspected');
    expect(refusal.error.details).toEqual({ reason: 'spam-suspected' });
    expect(refusal.error.message).toMatch(/honeypot/);
    const long = await post(
      { kind: 'fanMessage', slug, body: 'x'.repeat(5000) },
      { ...json, ...newClient() },
    );
    expect(long.status).toBe(400);
    const answer = (await long.json()) as { error: { details: { issues: { field: string }[] } } };
    expect(answer.error.details.issues.map((issue) => issue.field)).toContain('body');
    const missing = await post(
      { kind: 'letter', slug: `no-${unique()}`, body: 'Hi' },
      { ...json, ...newClient() },
    );
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { reason: string } }).error.reason).toBe(
      'space-not-found',
    );
    expect(await storedMessages(spaceId)).toEqual([]);
  });
});

describe('posts from another site', () => {
  it('are refused with 403 before anything is read or set', async () => {
    const { spaceId, slug } = await newOpenSpace();
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      {},
    ];
    for (const headers of refused) {
      const response = await post({ kind: 'letter', slug, body: 'CSRF' }, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(await storedMessages(spaceId)).toEqual([]);
  });
});

describe('through Hosting’s rewrite', () => {
  it('reaches the function at /_send, its redirect and cookie intact', async () => {
    const hosting = process.env.SPACES_HOSTING_ORIGIN;
    expect(hosting).toBeDefined();
    const { slug } = await newOpenSpace();
    const response = await post(
      { kind: 'letter', slug, body: 'Through Hosting' },
      { Origin: hosting!, ...newClient() },
      sendFormUrl('hosting'),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/${slug}/letter?sent=sent`);
    expect(senderTokenSet(response)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

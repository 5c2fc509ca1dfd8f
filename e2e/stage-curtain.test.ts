// The stream view's curtain and queue (decision 069), keyboard only: the owner queues messages in
// the inbox before going live — among them one released from hold that matches an NG word and one
// whose sender is blocked — then opens the stage. Nothing unrevealed is in the stage's DOM or its
// accessibility tree; Space shows a message, → lowers the curtain again; the NG-matched and the
// blocked sender's messages never step on stage, and neither does a held one. The shortcuts are
// listed and focus is visible. Screenshots of the curtain and a revealed letter at desktop size.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Account } from './support/accounts';
import { HOSTING_ORIGIN, openPage, type OpenedPage, DESKTOP } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const run = Date.now().toString(36);
const NG = `forbidden${run}`;
/** Oldest first. */
const LETTERS = {
  first: `The first queued letter ${run}`,
  ngMatched: `This one says ${NG} after all ${run}`,
  blocked: `A letter from someone blocked ${run}`,
  held: `A letter still held ${run}`,
  last: `The last queued letter ${run}`,
};
type Name = keyof typeof LETTERS;

function db() {
  if (!getApps().some((app) => app.name === '[DEFAULT]'))
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-spaces' });
  return getFirestore();
}

/** The letters straight into the inbox (the blocked one's sender blocked), their ids by name. */
async function putLetters(spaceId: string): Promise<Record<Name, string>> {
  const ids = {} as Record<Name, string>;
  let at = Date.now() - 60_000;
  for (const [name, body] of Object.entries(LETTERS) as [Name, string][]) {
    const ref = db().collection(`spaces/${spaceId}/messages`).doc();
    await ref.set({
      kind: 'letter',
      body,
      name: '',
      senderKey: `stage-${run}-${name}`,
      createdAt: new Date((at += 1000)),
      read: true,
      starred: false,
      archived: false,
      held: name === 'held',
      wall: 'none',
    });
    ids[name] = ref.id;
  }
  await db()
    .doc(`spaces/${spaceId}/blockedSenders/stage-${run}`)
    .set({
      senderKey: `stage-${run}-blocked`,
      blockedAt: new Date(),
      excerpt: 'A letter from someone',
      sentAt: new Date(),
      stopped: 0,
    });
  return ids;
}

/** Everything of the stage a person or a screen reader could meet: its markup and its tree. */
async function stageShows(page: Page): Promise<string> {
  const stage = page.getByTestId('read-aloud-stage');
  return `${await stage.innerHTML()}\n${await page.locator('body').ariaSnapshot()}`;
}

describe('the stage’s curtain and queue', () => {
  let opened: OpenedPage;
  let page: Page;
  let slug: string;
  let owner: Account;

  beforeAll(async () => {
    ({ slug, owner } = await newDemoLikeSpace('stage', (space) => ({
      ...space,
      messages: space.messages && { ...space.messages, ngWords: [NG] },
    })));
    await putLetters(`space-${slug}`);
    opened = await openPage({ ...DESKTOP, locale: 'en-US' });
    page = opened.page;
    await signIn(page, owner, `/s/${slug}/messages`);
  });

  afterAll(() => opened?.close());

  it('queues messages in the inbox before going live', async () => {
    for (const name of ['first', 'ngMatched', 'blocked', 'last'] as const) {
      const row = page.getByTestId('inbox-row').filter({ hasText: LETTERS[name] });
      await row.getByRole('button', { expanded: false }).click();
      await row.getByTestId('queue-toggle').click();
      await expect
        .poll(() => row.getByTestId('queue-toggle').getAttribute('aria-pressed'), {
          timeout: 30_000,
        })
        .toBe('true');
    }
    await expect.poll(() => page.getByTestId('stage-queue-link').textContent()).toContain('(4)');
  });

  it('opens the stage behind the curtain: nothing unrevealed in its DOM or accessibility tree', async () => {
    await page.getByTestId('stage-queue-link').click();
    await page.getByTestId('read-aloud-curtain').getByText('The next letter is waiting').waitFor();
    const shown = await stageShows(page);
    for (const body of Object.values(LETTERS)) expect(shown).not.toContain(body);
    // Only what may go on stage is in the queue: the first and the last letter.
    await expect(page.getByTestId('read-aloud-position').textContent()).resolves.toBe('1 / 2');
    await expect(page.getByTestId('stage-keys').textContent()).resolves.toContain('Space / Enter');
    await keepScreenshot(page, 'stage/curtain-desktop');
  });

  it('shows a message with Space only, and lowers the curtain again with →', async () => {
    await page.keyboard.press('Space');
    await page.getByTestId('read-aloud-body').getByText(LETTERS.first).waitFor();
    await keepScreenshot(page, 'stage/revealed-desktop');
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('read-aloud-curtain').waitFor();
    const shown = await stageShows(page);
    for (const body of Object.values(LETTERS)) expect(shown).not.toContain(body);
    await page.keyboard.press('Enter');
    await page.getByTestId('read-aloud-body').getByText(LETTERS.last).waitFor();
    // The end of the queue: the NG-matched, blocked and held letters never stepped on stage.
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('read-aloud-body').getByText(LETTERS.last).waitFor();
    const seen = await stageShows(page);
    for (const name of ['ngMatched', 'blocked', 'held'] as const)
      expect(seen).not.toContain(LETTERS[name]);
  });

  it('is used from the keyboard with a visible focus', async () => {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return undefined;
      const style = getComputedStyle(active);
      return {
        visible: active.matches(':focus-visible'),
        ring: `${style.outlineStyle} ${style.boxShadow}`,
      };
    });
    expect(focus?.visible).toBe(true);
    expect(focus?.ring).not.toBe('none none');
  });

  it('never puts a held or blocked message on stage from the inbox either', async () => {
    const ids = await db()
      .collection(`spaces/space-${slug}/messages`)
      .where('body', '==', LETTERS.blocked)
      .get();
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/messages/${ids.docs[0]!.id}/read`);
    await page.getByTestId('read-aloud-curtain').getByText('cannot go on the stage').waitFor();
    expect(await stageShows(page)).not.toContain(LETTERS.blocked);
  });
});

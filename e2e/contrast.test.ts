// Every control and text of the public pages readable in every theme, after every action: for
// each theme preset, a space of its own (the demo's sections, with an open board) is visited by a
// fan on a phone, and axe runs (WCAG 2.1 AA, contrast included) on the top page, the fan
// message's thanks, a letter's thanks with its receipt link, a held letter's thanks, a refused
// send, the receipt, the board and the board after posting. Any finding fails the cell it was
// found in, named by preset and state, so one run shows the whole matrix.
import { PRESET_DESIGNS, THEME_PRESETS, type ThemePreset } from '@spaces/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredBoard } from '../functions/src/boards/board';
import { restoreBoards, syncBoard } from '../functions/src/boards/store';
import { withDesign } from '../functions/src/spaces/space';
import { expectAccessible } from './support/a11y';
import { HOSTING_ORIGIN, openPhone, type OpenedPage } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { newDemoLikeSpace } from './support/spaces';

const BOARD_SLUG = 'wall';
/** One of the demo space's NG words: a letter holding it is accepted and held for review. */
const HELD_WORD = '副業';

function openBoard(now: Date): StoredBoard {
  return {
    title: 'Open board',
    slug: BOARD_SLUG,
    description: 'Say hello.',
    mode: 'open',
    images: 'review',
    formerSlugs: [],
    visible: true,
    postCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

describe.each(THEME_PRESETS.map((preset) => [preset]))('the %s theme', (preset: ThemePreset) => {
  let fan: OpenedPage;
  let page: Page;
  let slug: string;
  let receipt = '';
  const findings: string[] = [];

  /** Runs axe where the page is now; a finding is kept for the cell and shown at the end. */
  async function check(state: string) {
    await keepScreenshot(page, `contrast/${preset}-${state}`, { fullPage: false });
    try {
      await expectAccessible(page, `${preset} × ${state}`);
    } catch (failure) {
      findings.push((failure as Error).message);
      throw failure;
    }
  }

  beforeAll(async () => {
    const now = new Date();
    ({ slug } = await newDemoLikeSpace(`ct${preset}`, (space) =>
      withDesign(space, PRESET_DESIGNS[preset].background, PRESET_DESIGNS[preset].theme, now),
    ));
    const spaceId = `space-${slug}`;
    await restoreBoards(spaceId, [{ boardId: 'wall', board: openBoard(now), posts: [] }]);
    await syncBoard(spaceId, 'wall');
    fan = await openPhone();
    page = fan.page;
  });

  afterAll(async () => {
    if (findings.length > 0) console.log(findings.join('\n'));
    await fan?.close();
  });

  it('the top page', async () => {
    await page.goto(`${HOSTING_ORIGIN}/${slug}`);
    await expect(page.getByTestId('space-page').getAttribute('data-preset')).resolves.toBe(preset);
    await check('top');
  });

  it('a fan message sent, its thanks', async () => {
    const box = page.locator('[data-section="fanMessages"]');
    await box.getByRole('textbox').last().fill(`Hello from the ${preset} matrix`);
    await box.getByRole('button', { name: 'Send', exact: true }).click();
    await box.getByTestId('sent-thanks').waitFor();
    await check('fan-message-thanks');
  });

  it('a send refused, the reason beside the form', async () => {
    await page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
    await page.getByRole('button', { name: 'Send the letter' }).click();
    await page.getByTestId('send-error').waitFor();
    await check('refused');
  });

  it('a letter sent, its thanks with the receipt link', async () => {
    await page.getByLabel('Your letter').fill(`A letter in the ${preset} theme`);
    await page.getByRole('button', { name: 'Send the letter' }).click();
    await page.getByTestId('sent-thanks').waitFor();
    receipt = (await page.getByTestId('receipt-href').getAttribute('href')) ?? '';
    // The receipt's link is absolute, so that it opens wherever the fan pastes it.
    expect(receipt).toMatch(new RegExp(`^${HOSTING_ORIGIN}/${slug}/r/`));
    await check('letter-thanks');
  });

  it('a held letter, its thanks', async () => {
    await page.goto(`${HOSTING_ORIGIN}/${slug}/letter`);
    await page.getByLabel('Your letter').fill(`Held: ${HELD_WORD} in ${preset}`);
    await page.getByRole('button', { name: 'Send the letter' }).click();
    await page.getByTestId('sent-held').waitFor();
    await check('held');
  });

  it('the receipt, with its delete control', async () => {
    await page.goto(receipt);
    await page.getByTestId('receipt-delete').waitFor();
    await check('receipt');
  });

  it('the board, then the board after posting', async () => {
    await page.goto(`${HOSTING_ORIGIN}/${slug}/${BOARD_SLUG}`);
    await page.getByLabel('Your post').waitFor();
    await check('board');
    await page.getByLabel('Your post').fill(`A post in the ${preset} theme`);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByRole('button', { name: 'Write another' }).waitFor();
    await check('board-posted');
  });
});

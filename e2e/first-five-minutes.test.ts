// A new creator's first five minutes on a phone, measured: from the landing page through sign-up,
// verifying the address, a template, a picture, their own bio, three social links and three
// buttons (pasted at once in the first steps), the template's last sample removed, publishing, and
// the share sheet that publishing opens. Every tap, typed field and file pick goes through one
// counter (./support/interactions.ts); the journey prints the count and holds it to a budget, so a
// change that lengthens the way to a shared page is seen. Then the page it shares must be the
// creator's: none of the template's sample words, and only links the creator pasted.
import { spaceTemplate } from '@spaces/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName, verificationCode } from './support/accounts';
import { HOSTING_ORIGIN, openPhone } from './support/browser';
import { sectionLink } from './support/editor';
import { Interactions } from './support/interactions';
import { keepScreenshot } from './support/screenshots';

/** The most interactions the first five minutes may take. */
const BUDGET = 25;

const SOCIAL = [
  'https://x.com/mika_tone',
  'https://www.youtube.com/@mikatone',
  'instagram.com/mika.tone',
];
const BUTTON_LINKS = [
  'https://live.mika-tone.jp/',
  'https://clips.mika-tone.jp/archive',
  'https://mika-tone.jp/membership',
];

const BIO = 'Mika Tone — I stream rhythm games and draw on Sundays.';

const withHttps = (link: string) => (/^https?:/.test(link) ? link : `https://${link}`);

/** The streamer template's sample words, each line of each, as they would be written on a page. */
function sampleWords(): string[] {
  const template = spaceTemplate('streamer', 'en');
  return [
    template.bio,
    ...template.buttons.flatMap((b) => [b.label, b.url]),
    ...template.cards.flatMap((c) => [c.title, c.text]),
    ...template.texts.flatMap((t) => [t.heading, t.body]),
  ]
    .flatMap((words) => words.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A square portrait-ish picture, as a phone's photo would be after its own crop. */
function picture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#f472b6"/><circle cx="320" cy="220" r="140" fill="#fde68a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('the first five minutes on a phone', () => {
  const act = new Interactions();
  const email = `${uniqueName('five')}@example.test`;
  const slug = uniqueName('five').toLowerCase().slice(0, 24);
  let page: Page;
  let closePage: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ page, close: closePage } = await openPhone({
      permissions: ['clipboard-read', 'clipboard-write'],
    }));
    // The picture goes through the image pipeline, the slowest step on a busy machine.
    page.setDefaultTimeout(90_000);
  });

  afterAll(async () => {
    console.log(`First five minutes: ${act.count} interactions\n${act.log}`);
    await closePage?.();
  });

  it('signs up from the landing page and verifies the address', async () => {
    await act.visit(page, `${HOSTING_ORIGIN}/`, 'the landing page');
    await act.click(page.getByRole('link', { name: 'Get started for free' }).first(), 'sign up');
    await act.fill(page.getByLabel('E-mail', { exact: true }), email, 'e-mail');
    await act.fill(page.getByLabel('Password', { exact: true }), 'five-minutes-pw', 'password');
    await act.click(page.getByRole('button', { name: 'Create account' }), 'create account');
    await page.waitForURL(/\/a\/verify-email/);

    // The link in the verification mail, as the project's action handler receives it.
    const code = await verificationCode(email);
    await act.visit(
      page,
      `${HOSTING_ORIGIN}/a/action?mode=verifyEmail&lang=en&oobCode=${code}`,
      'the link in the mail',
    );
    await act.click(page.getByRole('link', { name: 'Continue' }), 'continue');
    // A verified new account lands on making its first space.
    await page.waitForURL(`${HOSTING_ORIGIN}/s/new`);
  });

  it('makes a space from a template', async () => {
    await act.click(page.getByRole('radio', { name: /^Streamer/ }), 'the streamer template');
    await act.fill(page.getByLabel('URL', { exact: true }), slug, 'URL');
    const name = page.getByLabel('Display name');
    await act.fill(name, 'Mika Tone', 'display name');
    // Enter in the last field creates the space, as the Create button would.
    await act.press(name, 'Enter', 'display name');
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}`);
  });

  it('sets a picture and writes a bio from the first steps', async () => {
    const steps = page.getByTestId('first-steps');
    await act.click(steps.getByRole('link', { name: 'Choose an avatar' }), 'choose an avatar');
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}/top`);
    const avatar = page.getByRole('group', { name: 'Avatar', exact: true });
    await act.upload(
      avatar.locator('input[type=file]'),
      { name: 'me.png', mimeType: 'image/png', buffer: await picture() },
      'a picture',
    );
    await act.click(
      page.getByRole('dialog', { name: 'Choose what to show' }).getByRole('button', {
        name: 'Use this crop',
      }),
      'use this crop',
    );
    await avatar.getByText('Image updated.').waitFor();
    // The template's bio is marked as a sample, not the creator's words.
    await page.getByText('Sample: A sample from the template.', { exact: false }).waitFor();
    await act.fill(page.getByLabel('Bio'), BIO, 'bio');
    await act.click(page.getByTestId('save-bar').getByRole('button', { name: 'Save' }), 'save');
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Saved')
      .first()
      .waitFor();
    await act.click(sectionLink(page, 'Space overview'), 'back to the overview');
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}`);
    await expect(steps.getByTestId('first-step-picture').getAttribute('data-done')).resolves.toBe(
      'true',
    );
  });

  it('pastes three social links and three button links at once', async () => {
    const box = page.getByTestId('quick-links');
    await act.fill(
      box.getByLabel('Paste all your links'),
      [...SOCIAL, ...BUTTON_LINKS].join('\n'),
      'all the links',
    );
    await act.click(box.getByRole('button', { name: 'Add links' }), 'add links');
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Added 3 social links and 3 buttons')
      .waitFor();
    // The pasted links took the sample buttons' places; one sample is left, the schedule.
    const left = page.getByTestId('sample-left');
    await expect(left.allTextContents()).resolves.toEqual([
      expect.stringContaining('Stream schedule'),
    ]);
    await keepScreenshot(page, 'first-steps/phone-en-samples-left', { fullPage: false });
    await act.click(
      left.getByRole('button', { name: 'Remove “Stream schedule”' }),
      'remove sample',
    );
    await page.getByTestId('samples-left').waitFor({ state: 'detached' });
    await expect(page.getByTestId('first-step-links').getAttribute('data-done')).resolves.toBe(
      'true',
    );
  });

  it('publishes, and the share sheet opens with the link, X, LINE, the QR code and the story image', async () => {
    await act.click(
      page.getByTestId('first-step-publish').getByRole('button', { name: 'Publish' }),
      'publish',
    );
    const sheet = page.getByRole('dialog', { name: 'Your page is live!' });
    await sheet.waitFor();
    const url = `${HOSTING_ORIGIN}/${slug}`;
    await expect(sheet.getByTestId('share-url').textContent()).resolves.toBe(url);
    const x = new URL((await sheet.getByRole('link', { name: /Post on X/ }).getAttribute('href'))!);
    expect(x.searchParams.get('url')).toBe(url);
    const line = await sheet.getByRole('link', { name: /Send on LINE/ }).getAttribute('href');
    expect(line).toBe(`https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`);
    await expect(
      sheet.getByRole('link', { name: 'Story-size image' }).getAttribute('href'),
    ).resolves.toBe(`/api/cards/${slug}/space.story.png`);
    await sheet.getByTestId('space-qr').waitFor();
    await keepScreenshot(page, 'share/phone-en-after-publish', { fullPage: false });

    await act.click(sheet.getByRole('button', { name: 'Copy link' }), 'copy link');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url);
    // The link is shared: the five minutes end here, on the sheet.
    expect(act.count).toBeLessThanOrEqual(BUDGET);
    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
  });

  it('shares the creator’s page: their words and links, none of the template’s samples', async () => {
    // The public document follows a trigger: the page answers once it has been written.
    await expect
      .poll(async () => (await fetch(`${HOSTING_ORIGIN}/${slug}`)).status, { timeout: 30_000 })
      .toBe(200);
    const guest = await openPhone();
    await guest.page.goto(`${HOSTING_ORIGIN}/${slug}`);
    await expect(
      guest.page
        .getByTestId('space-sns')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual([
      'https://x.com/mika_tone',
      'https://www.youtube.com/@mikatone',
      'https://instagram.com/mika.tone',
    ]);
    await expect(
      guest.page
        .getByTestId('space-buttons')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual(BUTTON_LINKS);
    // Every link on the page is one the creator pasted (or the site's own pages).
    const pasted = new Set([
      ...SOCIAL.map((link) => new URL(withHttps(link)).href),
      ...BUTTON_LINKS,
    ]);
    const hrefs = await guest.page
      .locator('main a[href^="http"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) expect(pasted).toContain(href);
    // A pasted link is named after its page or its host, never a sample's label.
    await expect(
      guest.page.getByTestId('space-buttons').locator('a').allTextContents(),
    ).resolves.toEqual(['live.mika-tone.jp', 'clips.mika-tone.jp', 'mika-tone.jp']);
    await guest.page.getByText(BIO).waitFor();
    const html = await guest.page.content();
    for (const words of sampleWords()) expect(html).not.toContain(words);
    await keepScreenshot(guest.page, 'first-steps/phone-en-public-page');
    await guest.close();
  });
});

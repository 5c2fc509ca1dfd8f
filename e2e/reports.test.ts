// Reporting in Chromium against the running stack (decision 070): a visitor with JavaScript off
// follows a post's report link on the demo's fan-art board to the report form, is refused an
// address that is not one and keeps what they wrote, then sends and reads the receipt that says
// what happens next — at phone size, screenshots at phone and desktop. Every page type links its
// form. An operator then finds the report in the console at /ops, beside the page's snapshot;
// anyone else gets the 404 page there.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, DEMO_BOARDS } from '../fixtures/demo';
import { setClaim } from '../functions/src/operator/claims';
import { OPERATOR_CLAIM } from '../functions/src/platform/credential';
import { expectAccessible } from './support/a11y';
import { newVerifiedAccount, signIn, type Account } from './support/accounts';
import {
  HOSTING_ORIGIN,
  allowErrors,
  openPage,
  openPhone,
  type OpenedPage,
  DESKTOP,
} from './support/browser';
import { keepScreenshot } from './support/screenshots';

// The journeys wait on pages a busy machine renders cold.
vi.setConfig({ testTimeout: 300_000 });

/**
 * The accessibility check of a page a visitor without JavaScript sees, run where axe can run: the
 * same address at the same size with JavaScript on (axe's run never settles in a page whose
 * scripts are off). The report pages never hydrate, so the document is the same.
 */
async function expectAccessibleAt(url: string): Promise<void> {
  const checker = await openPhone();
  try {
    await checker.page.goto(url);
    await expectAccessible(checker.page);
  } finally {
    await checker.close();
  }
}
const run = Date.now().toString(36);
const note = `Traced from my drawing, see my gallery ${run}`;
const contact = `artist-${run}@example.com`;

beforeAll(() => {
  if (getApps().length === 0)
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-spaces' });
});

/** The reports that carry this run's note. */
async function reportsWithNote(): Promise<Record<string, unknown>[]> {
  const all = await getFirestore().collection('reports').where('spaceId', '==', DEMO.spaceId).get();
  return all.docs.map((doc) => doc.data()).filter((doc) => doc.note === note);
}

describe('a visitor without JavaScript, at phone size', () => {
  let visitor: OpenedPage;

  beforeAll(async () => {
    visitor = await openPhone({ javaScriptEnabled: false });
  });

  afterAll(() => visitor?.close());

  it('finds a report link on every page type', async () => {
    const { page } = visitor;
    const links: [string, string][] = [
      [`/${DEMO.slug}`, `/report/${DEMO.slug}`],
      [`/${DEMO.slug}/letter`, `/report/${DEMO.slug}/letter`],
      [
        `/${DEMO.slug}/${DEMO_BOARDS.fanArt.slug}`,
        `/report/${DEMO.slug}/${DEMO_BOARDS.fanArt.slug}`,
      ],
    ];
    for (const [path, report] of links) {
      await page.goto(`${HOSTING_ORIGIN}${path}`);
      await expect(page.getByTestId('report-page-link').getAttribute('href')).resolves.toBe(report);
    }
    // Each post on the board, fan art included, has its own.
    const posts = page.getByTestId('report-post-link');
    expect(await posts.count()).toBeGreaterThan(0);
    await expect(posts.first().getAttribute('href')).resolves.toMatch(
      new RegExp(`^/report/${DEMO.slug}/${DEMO_BOARDS.fanArt.slug}\\?post=[\\w-]+$`),
    );
  });

  it('reports a fan drawing: refused an address that is not one, keeps the words, then sends', async () => {
    const { page } = visitor;
    await page.goto(`${HOSTING_ORIGIN}/${DEMO.slug}/${DEMO_BOARDS.fanArt.slug}`);
    const drawing = page
      .getByTestId('board-post')
      .filter({ has: page.locator('img') })
      .first();
    await drawing.getByTestId('report-post-link').click();
    await page.waitForURL(
      (url) => url.pathname === `/report/${DEMO.slug}/${DEMO_BOARDS.fanArt.slug}`,
    );
    await expect(page.getByTestId('report-subject').textContent()).resolves.toContain(
      'A post on a board',
    );
    await keepScreenshot(page, 'reports/report-form-phone');
    await expectAccessibleAt(page.url());
    await page.getByLabel(/^Infringement/).check();
    await page.getByLabel('Details (optional)').fill(note);
    // A browser takes this as an address; the server does not send mail to a local host.
    await page.getByLabel('Your e-mail address (optional)').fill('me@localhost');
    await allowErrors(page, [/status of 400/], async () => {
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByRole('alert').waitFor();
    });
    expect(new URL(page.url()).searchParams.get('refused')).toBe('invalid-input');
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Check the reason you chose and, if you gave one, the e-mail address.',
    );
    await expect(page.getByLabel('Details (optional)').inputValue()).resolves.toBe(note);
    await expect(page.getByLabel(/^Infringement/).isChecked()).resolves.toBe(true);
    expect(await reportsWithNote()).toEqual([]);

    await page.getByLabel('Your e-mail address (optional)').fill(contact);
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.waitForURL((url) => url.searchParams.get('sent') === 'received');
    const receipt = page.getByTestId('report-received');
    await receipt.getByText('Thank you for your report').waitFor();
    await receipt.getByText('What happens next').waitFor();
    await receipt.getByText(/never who reported it/).waitFor();
    await keepScreenshot(page, 'reports/report-received-phone');
    await expectAccessibleAt(page.url());
    const [stored, ...more] = await reportsWithNote();
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ reason: 'infringement', contact, lang: 'en', open: true });
    // Reloading the receipt sends nothing again.
    await page.reload();
    expect(await reportsWithNote()).toHaveLength(1);
  });

  it('shows the receipt at desktop width too', async () => {
    const desktop = await openPage({ ...DESKTOP, locale: 'ja-JP', javaScriptEnabled: false });
    try {
      await desktop.page.goto(`${HOSTING_ORIGIN}/report/${DEMO.slug}/letter?sent=received`);
      await desktop.page.getByText('通報ありがとうございます').waitFor();
      await keepScreenshot(desktop.page, 'reports/report-received-desktop-ja');
      await desktop.page.goto(`${HOSTING_ORIGIN}/report/${DEMO.slug}`);
      await desktop.page.getByRole('heading', { name: 'Spaces の運営に通報する' }).waitFor();
      await keepScreenshot(desktop.page, 'reports/report-form-desktop-ja');
    } finally {
      await desktop.close();
    }
  });
});

describe('the operator', () => {
  let operator: Account;
  let browser: OpenedPage;

  beforeAll(async () => {
    const { uid, ...account } = await newVerifiedAccount('operator');
    await setClaim(uid, OPERATOR_CLAIM, true);
    operator = account;
    browser = await openPage({ ...DESKTOP, locale: 'en-US' });
  });

  afterAll(() => browser?.close());

  it("finds the report in the console, beside the page's snapshot", async () => {
    const { page } = browser;
    await signIn(page, operator, '/ops');
    const row = page.getByTestId('report-target').filter({ hasText: 'Fan art' }).first();
    await row.waitFor();
    await keepScreenshot(page, 'reports/console-list-desktop');
    await page.getByRole('link', { name: 'Most reported' }).click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'most-reported');
    await page.getByTestId('report-target').first().waitFor();
    await page
      .getByTestId('report-target')
      .filter({ hasText: `/${DEMO.slug}/${DEMO_BOARDS.fanArt.slug}` })
      .first()
      .click();
    await page.waitForURL(/\/ops\/t\//);
    const report = page.getByTestId('target-report').filter({ hasText: note });
    await report.waitFor();
    await expect(report.textContent()).resolves.toContain(contact);
    await page.getByTestId('target-snapshot').locator('img').first().waitFor();
    await page.getByTestId('target-now').getByText('Public', { exact: true }).waitFor();
    await keepScreenshot(page, 'reports/console-target-desktop');
    await expectAccessible(page);
  });

  it('is the 404 page to a signed-in account without the claim', async () => {
    const other = await openPhone();
    try {
      const { uid: _uid, ...stranger } = await newVerifiedAccount('stranger');
      await signIn(other.page, stranger);
      const response = await allowErrors(other.page, [/status of 404/], () =>
        other.page.goto(`${HOSTING_ORIGIN}/ops`),
      );
      expect(response?.status()).toBe(404);
    } finally {
      await other.close();
    }
  });
});

// The notification settings in Chromium against the running stack: a new, verified owner finds the defaults
// (letters right away, the rest off), changes two kinds, saves with the save bar, and a reload
// shows what was saved; in Japanese too; without JavaScript the page says why it cannot work.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { HOSTING_ORIGIN, openPage, openPhone } from './support/browser';

const run = Date.now().toString(36);
const email = `notify-${run}@example.test`;
const password = `notify-${run}-pw`;

describe('notification settings', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openPhone());
  });

  const group = (name: string) => page.getByRole('group', { name, exact: true });
  const radio = (kind: string, mode: string) =>
    group(kind).getByRole('radio', { name: mode, exact: true });
  /** The radio is drawn by its label (the input itself is visually hidden): choose by the label. */
  const choose = (kind: string, mode: string) =>
    group(kind).locator('label').filter({ hasText: mode }).click();

  it('shows the defaults to a new account, reached from /u', async () => {
    // Choosing mail needs a verified address.
    await signUpVerified(page, email, password);
    await page.goto(`${HOSTING_ORIGIN}/u`);
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(`${HOSTING_ORIGIN}/u/notifications`);
    await page.getByRole('heading', { name: 'E-mail notifications' }).waitFor();
    await page.getByText(`Sent to ${email}`).waitFor();
    await expect(radio('Letters', 'Right away').isChecked()).resolves.toBe(true);
    await expect(radio('Fan messages', 'Off').isChecked()).resolves.toBe(true);
    await expect(radio('Board posts', 'Off').isChecked()).resolves.toBe(true);
  });

  it('saves changed choices, which a reload keeps', async () => {
    await choose('Fan messages', 'Daily digest');
    await choose('Letters', 'Off');
    await expect(radio('Fan messages', 'Daily digest').isChecked()).resolves.toBe(true);
    await page.getByTestId('save-bar').getByText('Unsaved changes').waitFor();
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/updateNotifications') && response.request().method() === 'POST',
    );
    await page.getByTestId('save-bar').getByRole('button', { name: 'Save' }).click();
    expect((await answered).ok()).toBe(true);
    await page.getByText('Notification settings saved').first().waitFor();
    await expect(page.getByTestId('save-bar').getByText('Unsaved changes').count()).resolves.toBe(
      0,
    );

    await page.reload();
    await page.getByRole('heading', { name: 'E-mail notifications' }).waitFor();
    await radio('Letters', 'Off').waitFor();
    await expect(radio('Letters', 'Off').isChecked()).resolves.toBe(true);
    await expect(radio('Fan messages', 'Daily digest').isChecked()).resolves.toBe(true);
    await expect(radio('Board posts', 'Off').isChecked()).resolves.toBe(true);
  });

  it('speaks Japanese, and says why it cannot work without JavaScript', async () => {
    // The site's language switch (a form POST), in the signed-in browser.
    const switched = await page.request.post(`${HOSTING_ORIGIN}/api/language`, {
      form: { lang: 'ja', redirectTo: '/u/notifications' },
      // As the site's own form would: another site's POST is refused.
      headers: { Origin: HOSTING_ORIGIN },
      maxRedirects: 0,
    });
    expect(switched.status()).toBe(303);
    await page.goto(`${HOSTING_ORIGIN}/u/notifications`);
    await page.getByRole('heading', { name: 'メール通知' }).waitFor();
    await expect(
      page
        .getByRole('group', { name: 'ファンメッセージ' })
        .getByRole('radio', { name: '1日1回まとめて' })
        .isChecked(),
    ).resolves.toBe(true);

    const cookies = await page.context().cookies();
    const off = await openPage({ locale: 'en-US', javaScriptEnabled: false });
    await off.page.context().addCookies(cookies.filter((cookie) => cookie.name === '__session'));
    await off.page.goto(`${HOSTING_ORIGIN}/u/notifications`);
    // The cookie carries the Japanese choice now, so the note is in Japanese.
    await expect(off.page.getByRole('note').textContent()).resolves.toContain(
      'この画面は JavaScript を使います',
    );
    await expect(off.page.getByRole('radio').count()).resolves.toBe(0);
    await off.close();
  });
});

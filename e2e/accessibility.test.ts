// Every route, as a guest and as the demo owner, at phone (390 × 844) and desktop (1280 × 800)
// size, through axe-core (fails on serious and critical findings) and the overflow check (no
// label past its button's edge, no sideways scrolling) — and the faults a new user found, each
// as a check that would have caught it: the header of a signed-in person, tooltips, long button
// labels, the editor's 404 status, the sign-up form's rules, error pages in the page's language,
// and pages that need JavaScript saying so.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, overflowFindings } from './support/a11y';
import { sessionCookieOfNewAccount } from './support/accounts';
import { allowErrors, HOSTING_ORIGIN, openPage, PHONE, fetchHosting } from './support/browser';
import { DEMO } from '../fixtures/demo';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const GUEST_PAGES = [
  '/',
  '/terms',
  '/tokushoho',
  '/a/signin',
  '/a/signup',
  '/a/reset-password',
  '/a',
  '/demo',
  '/demo/letter',
  '/demo/news',
  '/demo/fan-art',
  '/no-such-page-here',
];

const OWNER_PAGES = [
  '/',
  '/u',
  '/s/new',
  '/a/verify-email',
  '/s/demo',
  '/s/demo/top',
  '/s/demo/sns',
  '/s/demo/button',
  '/s/demo/card',
  '/s/demo/text',
  '/s/demo/embed',
  '/s/demo/bg',
  '/s/demo/news',
  '/u/icon',
  '/u/spaces',
  '/u/profile',
  '/u/language',
  '/u/email',
  '/u/password',
  '/s/demo/letter',
  '/s/demo/fan-message',
  '/s/demo/thanks-message',
  '/s/demo/messages',
  '/s/demo/messages/demo-letter-01/read',
  '/s/no-such-space-here',
];

/** The pages that answer 404 on purpose: Chromium logs the status, which is expected there. */
const MISSING = new Set(['/no-such-page-here', '/s/no-such-space-here']);

/** Opens `path` and waits until the page has hydrated and loaded what it loads. */
async function visit(page: Page, path: string): Promise<number> {
  const address = `${HOSTING_ORIGIN}${path}`;
  const go = () => page.goto(address, { waitUntil: 'networkidle' });
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const response = MISSING.has(path)
    ? await allowErrors(page, [new RegExp(`status of 404 \\(Not Found\\) \\(${escaped}\\)$`)], go)
    : await go();
  // The editor's sections load through a callable after hydration: wait for the loading line to go.
  await page
    .getByRole('status')
    .filter({ hasText: /^(読み込み中…|Loading…)$/ })
    .waitFor({ state: 'detached' });
  return response?.status() ?? 0;
}

/** Visits each of `paths` at the page's present size; answers every serious finding, page by page. */
async function findingsOn(page: Page, sizeName: string, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    await expectAccessible(page, `${sizeName} ${path}`).catch((error: Error) =>
      failures.push(error.message),
    );
  }
  return failures;
}

describe('accessibility of every page', () => {
  it('has no serious finding on any guest page, at phone and desktop size', async () => {
    const { page, close } = await openPage({ locale: 'ja-JP' });
    const failures: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      failures.push(...(await findingsOn(page, size.name, GUEST_PAGES)));
    }
    await close();
    expect(failures).toEqual([]);
  }, 300_000);

  // One size per test: fourteen pages that each load through callables take their time.
  it.each(SIZES)(
    'has no serious finding on any page of the signed-in owner at $name size',
    async (size) => {
      const { page, close } = await openPage({ locale: 'ja-JP', viewport: size });
      await page.goto(`${HOSTING_ORIGIN}/a/signin`);
      await page.getByLabel('メールアドレス').fill(DEMO.email);
      await page.getByLabel('パスワード').fill(DEMO.password);
      await page.getByRole('button', { name: 'ログイン' }).last().click();
      await page.waitForURL(`${HOSTING_ORIGIN}/u`);
      const failures = await findingsOn(page, size.name, OWNER_PAGES);
      await close();
      expect(failures).toEqual([]);
    },
    300_000,
  );

  it('has no serious finding on a form showing its errors', async () => {
    const { page, close } = await openPage({ locale: 'ja-JP' });
    await visit(page, '/a/signup');
    await page.getByRole('button', { name: 'アカウントを作成' }).click();
    await page.getByText('メールアドレスを入力してください。').waitFor();
    await expectAccessible(page, 'sign-up with errors');
    await close();
  });
});

describe('faults a new user found', () => {
  it('offers a signed-in person their spaces and sign-out, not sign-in, in the server HTML', async () => {
    const cookie = await sessionCookieOfNewAccount('a11y');
    for (const path of ['/', '/terms', '/no-such-page-here']) {
      const html = await (
        await fetch(`${HOSTING_ORIGIN}${path}`, { headers: { Cookie: cookie } })
      ).text();
      expect(html, path).toMatch(/href="\/u"/);
      expect(html, path).toMatch(/href="\/u\/logout"/);
      expect(html, path).not.toMatch(/href="\/a\/signin"/);
      expect(html, path).not.toMatch(/href="\/a\/signup"/);
    }
    const guest = await (await fetch(`${HOSTING_ORIGIN}/`)).text();
    expect(guest).toMatch(/href="\/a\/signin"/);
    expect(guest).not.toMatch(/href="\/u\/logout"/);
  });

  it("answers 404 for the editor of a space that is not the user's or does not exist", async () => {
    const cookie = await sessionCookieOfNewAccount('a11y');
    const get = (path: string) => fetchHosting(path, { headers: { Cookie: cookie } });
    for (const path of [
      '/s/demo',
      '/s/demo/top',
      '/s/demo/messages',
      '/s/demo/messages/demo-letter-01/read',
      '/s/no-such-space-here',
      '/s/no-such-space-here/button',
      '/s/x',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('ページが見つかりません');
    }
  });

  it("answers 404 for a message that is not in the owner's space", async () => {
    const { page, close } = await openPage({ locale: 'en-US' });
    await page.goto(`${HOSTING_ORIGIN}/a/signin`);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL(`${HOSTING_ORIGIN}/u`);
    const cookie = (await page.context().cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const missing = await fetch(`${HOSTING_ORIGIN}/s/demo/messages/no-such-message/read`, {
      headers: { Cookie: cookie },
    });
    expect(missing.status).toBe(404);
    const own = await fetch(`${HOSTING_ORIGIN}/s/demo/messages/demo-letter-01/read`, {
      headers: { Cookie: cookie },
    });
    expect(own.status).toBe(200);
    expect((await fetch(`${HOSTING_ORIGIN}/s/demo`, { headers: { Cookie: cookie } })).status).toBe(
      200,
    );

    // The tooltip of the copy button shows: the button hands its element to the trigger.
    await visit(page, '/s/demo');
    await page.getByRole('button', { name: 'Copy' }).hover();
    await expect(page.getByRole('tooltip').textContent()).resolves.toBe('Copy');
    await close();
  });

  it('wraps long button labels instead of drawing them past the edge, at phone size', async () => {
    const { page, close } = await openPage({
      locale: 'en-US',
      viewport: PHONE.viewport,
    });
    // Every kit button and link button on these pages, relabelled with a long label.
    for (const path of ['/', '/a/signup', '/no-such-page-here']) {
      await visit(page, path);
      const count = await page.evaluate(() => {
        const long =
          'A very long label that a creator might well write for one of their buttons ' +
          'Supercalifragilisticexpialidocious-and-then-some-more-without-any-space';
        const targets = document.querySelectorAll<HTMLElement>('main button, main a.inline-flex');
        for (const element of Array.from(targets)) {
          const textNode = Array.from(element.childNodes).find(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (textNode) textNode.textContent = long;
          else element.append(long);
        }
        return targets.length;
      });
      expect(count, path).toBeGreaterThan(0);
      expect(await overflowFindings(page), path).toEqual([]);
    }
    await close();
  });

  it('names every broken rule of an empty sign-up form, each under its field', async () => {
    const { page, close } = await openPage({ locale: 'ja-JP' });
    await visit(page, '/a/signup');
    await page.getByRole('button', { name: 'アカウントを作成' }).click();
    const email = page.getByLabel('メールアドレス');
    const password = page.getByLabel('パスワード');
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedText = async (input: typeof email) => {
      const id = (await input.getAttribute('aria-describedby')) ?? '';
      return page.locator(`[id="${id}"]`).textContent();
    };
    await expect(describedText(email)).resolves.toBe('メールアドレスを入力してください。');
    await expect(describedText(password)).resolves.toBe('パスワードを入力してください。');
    // Each message once: under its field, not again in the alert above the form.
    await expect(page.getByText('メールアドレスを入力してください。').count()).resolves.toBe(1);
    await expect(page.getByText('パスワードを入力してください。').count()).resolves.toBe(1);

    await email.fill('not-an-address');
    await password.fill('abc');
    await page.getByRole('button', { name: 'アカウントを作成' }).click();
    await page.getByText('メールアドレスの形式が正しくありません。').waitFor();
    await page.getByText('パスワードは6文字以上にしてください。').waitFor();
    await close();
  });

  it('says that signing in needs JavaScript, and shows no dead button, when it is off', async () => {
    const { page, close } = await openPage({
      locale: 'ja-JP',
      javaScriptEnabled: false,
    });
    for (const [path, submit] of [
      ['/a/signin', 'ログイン'],
      ['/a/signup', 'アカウントを作成'],
      ['/a/reset-password', '再設定メールを送る'],
    ] as const) {
      await page.goto(`${HOSTING_ORIGIN}${path}`);
      await expect(page.getByRole('note').textContent(), path).resolves.toContain(
        'JavaScript が必要です',
      );
      await expect(
        page.locator('main form').getByRole('button', { name: submit }).isVisible(),
        path,
      ).resolves.toBe(false);
    }
    await close();
  });
});

// A new creator builds a whole space through the editor, once on a phone (touch) and once on a
// desktop — create; top (name, bio with a URL); two SNS links; three buttons, one moved; a card
// with text and link; a text block; the letter and fan-message boxes; a theme preset with a
// gradient background and its own button shape, seen in the live preview before saving; the
// sections reordered on the overview (by touch drag on the phone, by the keyboard on the desktop);
// publish — then a guest finds every section at /{slug} in that order and theme; the slug is
// renamed and the old address answers a permanent redirect. Screenshots of the built space at
// both sizes are kept in test-results/screenshots/ (design.test.ts keeps those of /demo; the QR
// code and the exports are share-and-export.test.ts's).
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVerifiedAccount, signIn } from './support/accounts';
import { HOSTING_ORIGIN, openPage, PHONE, DESKTOP, fetchHosting } from './support/browser';
import { DEFAULT_SECTION_ORDER } from '@spaces/contracts';
import {
  clickAndCall,
  createBlankSpace,
  openSection,
  rowLabels,
  sectionOrder,
} from './support/editor';
import { keepScreenshot } from './support/screenshots';
import { closeShareSheet } from './support/share-sheet';

interface Size {
  name: 'phone' | 'desktop';
  context: BrowserContextOptions;
  /** How the sections are reordered on the overview. */
  reorder: 'touch' | 'keyboard';
  preset: 'paper' | 'pop';
  gradient: { from: string; to: string };
  shape: { label: 'Pill' | 'Square'; radius: string };
}

const SIZES: Size[] = [
  {
    name: 'phone',
    context: PHONE,
    reorder: 'touch',
    preset: 'paper',
    gradient: { from: '#f4ecdc', to: '#fde68a' },
    shape: { label: 'Pill', radius: '9999px' },
  },
  {
    name: 'desktop',
    context: DESKTOP,
    reorder: 'keyboard',
    preset: 'pop',
    gradient: { from: '#fef08a', to: '#f9a8d4' },
    shape: { label: 'Square', radius: '6px' },
  },
];

const BUTTONS = [
  { label: 'Latest video', url: 'https://example.com/video' },
  { label: 'Shop', url: 'example.com/shop' },
  { label: 'Commissions', url: 'https://example.com/commissions' },
];

/** Polls `read` until it answers `expected`: the public document follows a trigger. */
function eventually<T>(read: () => Promise<T>, expected: T) {
  return expect.poll(read, { timeout: 30_000, interval: 250 }).toEqual(expected);
}

const statusOf = async (path: string) => (await fetchHosting(path)).status;

describe.each(SIZES)('building a whole space at $name size', (size) => {
  const run = `${size.name}-${Date.now().toString(36)}`;
  const slug = `build-${run}`;
  const renamed = `built-${run}`;
  const name = `Build ${size.name}`;
  let page: Page;
  let closePage: (() => Promise<void>) | undefined;
  /** The order the journey gives the sections on the overview. */
  let order: string[] = [];

  /** Saves the section through its bar and waits for the callable's answer. */
  const save = async (callable: string, bar: Locator = page.getByTestId('save-bar')) => {
    await clickAndCall(page, callable, () => bar.getByRole('button', { name: /^Save/ }).click());
    await bar.getByText('Unsaved changes').waitFor({ state: 'detached' });
  };
  const open = (label: string, path: string) => openSection(page, slug, label, path);
  /** Picks a radio the way people do: its input is visually hidden inside the label they click. */
  const choose = async (name: string) => {
    const radio = page.getByRole('radio', { name, exact: true });
    await page.locator('label').filter({ has: radio }).click();
    await expect(radio.isChecked()).resolves.toBe(true);
  };

  /**
   * The live preview as visitors will see it: beside the form on a desktop; on a phone, one tap
   * on the floating button away (the caller closes it with `closePreview`).
   */
  const preview = async (): Promise<Locator> => {
    if (size.name === 'desktop') {
      const beside = page.getByRole('complementary', { name: 'Preview' });
      await expect(beside.isVisible()).resolves.toBe(true);
      return beside.getByTestId('preview');
    }
    await expect(page.getByRole('complementary', { name: 'Preview' }).isVisible()).resolves.toBe(
      false,
    );
    await page.getByTestId('preview-open').tap();
    return page.getByRole('dialog', { name: 'Preview' }).getByTestId('preview');
  };
  const closePreview = async () => {
    if (size.name === 'phone') {
      await page.getByRole('button', { name: 'Close the preview' }).tap();
      await page.getByRole('dialog', { name: 'Preview' }).waitFor({ state: 'detached' });
    }
  };

  beforeAll(async () => {
    ({ page, close: closePage } = await openPage({ ...size.context, locale: 'en-US' }));
    await signIn(page, await newVerifiedAccount(`build-${size.name}`), '/s/new');
  });

  afterAll(() => closePage?.());

  it('creates the space', async () => {
    await createBlankSpace(page, slug, 'Draft name');
    await expect(page.getByTestId('public-url').textContent()).resolves.toContain(`/${slug}`);
  });

  it('sets the name and a bio with a link, seen in the preview before saving', async () => {
    await open('Top', '/top');
    await page.getByLabel('Display name').fill(name);
    await page
      .getByLabel('Bio')
      .fill('Streams on Fridays.\nSchedule: https://example.com/schedule');
    const shown = await preview();
    await shown.getByTestId('preview-unsaved').waitFor();
    await shown.getByRole('heading', { level: 1, name }).waitFor();
    await shown.getByRole('link', { name: 'https://example.com/schedule' }).waitFor();
    await closePreview();
    await save('updateSpaceTop');
  });

  it('adds two SNS links', async () => {
    await open('SNS', '/sns');
    for (const [service, value] of [
      ['github', `octo-${size.name}`],
      ['x', `spaces_${size.name}`],
    ] as const) {
      await page.getByRole('button', { name: 'Add a link' }).click();
      await page.getByLabel('Service').selectOption(service);
      await page.getByLabel('URL or handle').fill(value);
    }
    await expect(rowLabels(page, 'sns-row')).resolves.toEqual([
      `GitHub · octo-${size.name}`,
      `X · spaces_${size.name}`,
    ]);
    await save('updateSpaceSns');
  });

  it('adds three buttons and moves the last one first', async () => {
    await open('Buttons', '/button');
    for (const button of BUTTONS) {
      await page.getByRole('button', { name: 'Add a button' }).click();
      await page.getByLabel('Label', { exact: true }).fill(button.label);
      await page.getByLabel('URL', { exact: true }).fill(button.url);
    }
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(rowLabels(page, 'button-row')).resolves.toEqual(BUTTONS.map((b) => b.label));
    // Dragged by its handle with a mouse on the desktop; the move buttons of the open row on a
    // phone (the overview's sections are dragged by touch below).
    if (size.name === 'desktop') {
      await dragHandle(page, /Reorder “Commissions”/, page.getByTestId('button-row').first());
    } else {
      await page.getByTestId('button-row').nth(2).getByTestId('row-toggle').click();
      await page.getByRole('button', { name: 'Move up (Item 3)' }).click();
      await page.getByRole('button', { name: 'Move up (Item 2)' }).click();
      await page.getByRole('button', { name: 'Done' }).click();
    }
    await expect(rowLabels(page, 'button-row')).resolves.toEqual([
      'Commissions',
      'Latest video',
      'Shop',
    ]);
    await save('updateSpaceButtons');
  });

  it('adds a card with a text and a link', async () => {
    await open('Cards', '/card');
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByLabel('Title', { exact: true }).fill('New single');
    await page.getByLabel('Text', { exact: true }).fill('Out on every platform.');
    await page.getByLabel('Link (optional)').fill('example.com/single');
    await save('updateSpaceCards');
  });

  it('adds a text block', async () => {
    await open('Text', '/text');
    await page.getByRole('button', { name: 'Add a text block' }).click();
    await page.getByLabel('Heading', { exact: true }).fill('About me');
    await page.getByLabel('Body', { exact: true }).fill('I draw and sing.\nRequests welcome.');
    await save('updateSpaceTexts');
  });

  it('finds the letter box and the fan-message box already open', async () => {
    for (const box of [
      { nav: 'Letters', path: '/letter', accept: 'Accept letters' },
      { nav: 'Fan messages', path: '/fan-message', accept: 'Accept fan messages' },
    ]) {
      await open(box.nav, box.path);
      const form = page.getByRole('form', { name: box.nav });
      await expect(
        form.getByRole('switch', { name: box.accept }).getAttribute('aria-checked'),
      ).resolves.toBe('true');
    }
  });

  it('picks a theme, a gradient and a button shape, seen in the preview before saving', async () => {
    await open('Background', '/bg');
    await page.getByTestId(`preset-${size.preset}`).click();
    await choose('Gradient');
    await page.getByTestId('bg-color').fill(size.gradient.from);
    await page.getByTestId('bg-gradient-to').fill(size.gradient.to);
    await choose(size.shape.label);
    await expect(page.getByTestId('contrast-blocked').count()).resolves.toBe(0);

    const shown = await preview();
    await shown.getByTestId('preview-unsaved').waitFor();
    const themed = shown.getByTestId('space-page');
    await expect(themed.getAttribute('data-preset')).resolves.toBe(size.preset);
    await expect(themed.getAttribute('style')).resolves.toMatch(gradientOf(size));
    await expect(buttonRadius(themed)).resolves.toBe(size.shape.radius);
    await closePreview();
    await save('updateSpaceDesign');
  });

  it('reorders the sections on the overview', async () => {
    await open('Space overview', '');
    const rows = page.getByTestId('section-row');
    await rows.last().waitFor();
    await expect(sectionOrder(page)).resolves.toEqual(DEFAULT_SECTION_ORDER);
    if (size.reorder === 'keyboard') {
      // Text three places up, above the embeds, the cards and the buttons.
      await page.getByRole('button', { name: /Reorder “Text”/ }).focus();
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowUp');
      order = ['sns', 'text', 'buttons', 'cards', 'embeds', 'letter', 'fanMessages', 'boards'];
    } else {
      // Cards to the top, dragged with a finger.
      await touchDrag(page, page.getByRole('button', { name: /Reorder “Cards”/ }), rows.first());
      order = ['cards', 'sns', 'buttons', 'embeds', 'text', 'letter', 'fanMessages', 'boards'];
    }
    await expect(sectionOrder(page)).resolves.toEqual(order);
    await save('updateSectionOrder', page.getByRole('form', { name: 'Sections' }));
  });

  it('publishes, and a guest sees every section in that order and theme', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}`);
    await clickAndCall(page, 'setSpacePublished', () =>
      page.getByRole('switch', { name: 'Published' }).click(),
    );
    await closeShareSheet(page);
    await eventually(() => statusOf(`/${slug}`), 200);

    const guest = await openPage({ ...size.context, locale: 'en-US' });
    try {
      const visitor = guest.page;
      await visitor.goto(`${HOSTING_ORIGIN}/${slug}`);
      const themed = visitor.getByTestId('space-page');
      await expect(visitor.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(name);
      await expect(
        visitor.getByRole('link', { name: 'https://example.com/schedule' }).getAttribute('href'),
      ).resolves.toBe('https://example.com/schedule');
      await expect(
        visitor
          .getByTestId('space-sns')
          .locator('a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).resolves.toEqual([
        `https://github.com/octo-${size.name}`,
        `https://x.com/spaces_${size.name}`,
      ]);
      await expect(
        visitor.getByTestId('space-buttons').locator('a').allTextContents(),
      ).resolves.toEqual(['Commissions', 'Latest video', 'Shop']);
      await expect(
        visitor.getByTestId('space-buttons').locator('a').nth(2).getAttribute('href'),
      ).resolves.toBe('https://example.com/shop');
      const card = visitor.getByTestId('space-cards').getByRole('link');
      await expect(card.getAttribute('href')).resolves.toBe('https://example.com/single');
      await expect(card.textContent()).resolves.toBe('New singleOut on every platform.');
      const text = visitor.getByTestId('space-texts');
      await text.getByRole('heading', { name: 'About me' }).waitFor();
      await expect(text.innerText()).resolves.toContain('I draw and sing.\nRequests welcome.');

      // Every section in the owner's order (boards and embeds appear once there is one).
      await expect(
        themed
          .locator('[data-section]')
          .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-section'))),
      ).resolves.toEqual(order.filter((kind) => kind !== 'boards' && kind !== 'embeds'));
      // In the chosen theme, with the owner's own button shape.
      await expect(themed.getAttribute('data-preset')).resolves.toBe(size.preset);
      await expect(themed.getAttribute('style')).resolves.toMatch(gradientOf(size));
      await expect(buttonRadius(themed)).resolves.toBe(size.shape.radius);
      await keepScreenshot(visitor, `built-space-${size.name}`);
    } finally {
      await guest.close();
    }
  });

  it('renames the slug, and the old address redirects permanently to the new one', async () => {
    await page.goto(`${HOSTING_ORIGIN}/s/${slug}/settings`);
    await page.getByLabel('New URL').fill(renamed);
    await page.getByRole('button', { name: 'Change URL' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`/${slug} becomes /${renamed}`).waitFor();
    await clickAndCall(page, 'renameSpace', () =>
      dialog.getByRole('button', { name: 'Change URL' }).click(),
    );
    await page.waitForURL(`${HOSTING_ORIGIN}/s/${renamed}/settings`);
    await page.goto(`${HOSTING_ORIGIN}/s/${renamed}`);
    await expect(page.getByTestId('public-url').textContent()).resolves.toContain(`/${renamed}`);

    // The public documents move through the trigger: the old address redirects once it has run.
    await eventually(async () => {
      const old = await fetchHosting(`/${slug}`);
      const location = old.headers.get('location');
      return [
        [301, 308].includes(old.status),
        location && new URL(location, HOSTING_ORIGIN).pathname,
      ];
    }, [true, `/${renamed}`]);
    await eventually(() => statusOf(`/${renamed}`), 200);
    // A browser that follows the redirect lands on the new address, on the same page.
    const guest = await openPage({ ...size.context, locale: 'en-US' });
    try {
      await guest.page.goto(`${HOSTING_ORIGIN}/${slug}`);
      expect(guest.page.url()).toBe(`${HOSTING_ORIGIN}/${renamed}`);
      await expect(guest.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(name);
    } finally {
      await guest.close();
    }
  });
});

function gradientOf(size: Size): RegExp {
  return new RegExp(
    `--space-bg:\\s*linear-gradient\\(\\d+deg, ${size.gradient.from}, ${size.gradient.to}\\)`,
  );
}

/** The corner radius the page's link buttons are drawn with. */
function buttonRadius(themed: Locator): Promise<string> {
  return themed
    .getByTestId('space-buttons')
    .locator('a, span')
    .first()
    .evaluate((button) => getComputedStyle(button).borderTopLeftRadius);
}

/** Drags the handle named `handle` with the mouse onto the top of `target`. */
async function dragHandle(page: Page, handle: RegExp, target: Locator): Promise<void> {
  // The mouse reaches only what is on screen: an open row's image field, closed, can leave the
  // list scrolled above the window.
  await target.scrollIntoViewIfNeeded();
  const from = await page.getByRole('button', { name: handle }).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the rows are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 10 });
  await page.mouse.up();
}

/**
 * Drags `handle` with a finger onto the top of `target`: real touch events through the DevTools
 * protocol (Playwright's touchscreen only taps), so the page sees what a phone sends.
 */
async function touchDrag(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the rows are not on screen');
  const x = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  const endY = to.y + 4;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x, y: startY }],
    });
    const steps = 12;
    for (let step = 1; step <= steps; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: startY + ((endY - startY) * step) / steps }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

// What the editor's journeys do and look for: a new blank space, the way between its sections, a
// panel once it has loaded, the toast a save shows, the callable's answer, and the order of the
// overview's sections.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { HOSTING_ORIGIN } from './browser';

/**
 * Fills /s/new (where the page is) for an empty space, one the journey builds section by section,
 * and waits for its overview.
 */
export async function createBlankSpace(page: Page, slug: string, displayName: string) {
  await page.getByLabel('URL').fill(slug);
  await page.getByLabel('Display name').fill(displayName);
  await page.getByRole('radio', { name: /^Blank/ }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}`);
}

/** The link named `name` in the editor's section navigation. */
export const sectionLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true });

/** Goes to a section the way people do, through the navigation, and waits for its address. */
export async function openSection(page: Page, slug: string, name: string, path: string) {
  await sectionLink(page, name).click();
  await page.waitForURL(`${HOSTING_ORIGIN}/s/${slug}${path}`);
}

/** The labels of a list section's rows (`testId`: its rows' test id), in their order. */
export const rowLabels = (page: Page, testId: string) =>
  page.getByTestId(testId).getByTestId('row-label').allInnerTexts();

/** The sections the overview lists, in its order. */
export const sectionOrder = (page: Page) =>
  page
    .getByTestId('section-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-section')));

/**
 * Waits for `target` to show while the page loads its panels, taking Retry on every panel that
 * failed to load meanwhile (components/ui/load-failed.tsx), as a person would: on a cold, busy
 * stack a first call can outlast a load's 15 s.
 */
export async function whenLoaded(page: Page, target: Locator, within = 120_000): Promise<void> {
  const deadline = Date.now() + within;
  const retries = page.getByTestId('load-failed').getByRole('button', { name: /^(Retry|再試行)$/ });
  while (!(await target.first().isVisible())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${String(target)} to load`);
    for (const retry of await retries.all()) await retry.click().catch(() => undefined);
    await page.waitForTimeout(300);
  }
}

/** The toast saying `text` (the last one: an earlier toast may still be showing). */
export const toastOf = (page: Page, text: string, region: string | RegExp = /Notifications/) =>
  page.getByRole('region', { name: region }).getByText(text, { exact: true }).last();

/** Clicks and waits for the callable `name`'s answer, which must be a success. */
export async function clickAndCall(
  page: Page,
  name: string,
  click: () => Promise<void>,
): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(`/${name}`) && response.request().method() === 'POST',
  );
  await click();
  expect((await answered).ok()).toBe(true);
}

// What the editor's journeys look for after a save: the toast it shows, and the callable's answer.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

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

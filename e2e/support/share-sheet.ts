// Publishing from the overview opens the share sheet over it (a modal dialog): journeys that go
// on working on the overview close it first, as the owner would.
import type { Page } from 'playwright-core';

/** Waits for the share sheet and closes it with its close button (`close` in the page's language). */
export async function closeShareSheet(page: Page, close = 'Close'): Promise<void> {
  const sheet = page.getByTestId('share-sheet');
  await sheet.waitFor();
  await sheet.getByRole('button', { name: close, exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
}

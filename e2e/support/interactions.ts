// Every interaction a journey makes on the person's behalf, through one wrapper, so that a journey
// can say how many steps a task takes: clicks, fills, key presses, uploads, and addresses opened
// from outside the page (typed, or a link in a mail).
import type { Locator, Page } from 'playwright-core';

type Files = Parameters<Locator['setInputFiles']>[0];

export class Interactions {
  readonly #steps: string[] = [];

  get count(): number {
    return this.#steps.length;
  }

  /** One line per interaction, numbered, for the journey's output. */
  get log(): string {
    return this.#steps.map((step, index) => `${String(index + 1).padStart(3)}. ${step}`).join('\n');
  }

  async visit(page: Page, url: string, what = url): Promise<void> {
    this.#steps.push(`open ${what}`);
    await page.goto(url);
  }

  async click(target: Locator, what: string): Promise<void> {
    this.#steps.push(`click ${what}`);
    await target.click();
  }

  async fill(target: Locator, value: string, what: string): Promise<void> {
    this.#steps.push(`fill ${what}`);
    await target.fill(value);
  }

  async press(target: Locator, key: string, what: string): Promise<void> {
    this.#steps.push(`press ${key} in ${what}`);
    await target.press(key);
  }

  /** Two interactions, as on a phone: the tap that opens the system's picker, and the pick. */
  async upload(target: Locator, files: Files, what: string): Promise<void> {
    this.#steps.push(`tap to choose ${what}`, `pick ${what} in the system's picker`);
    await target.setInputFiles(files);
  }
}

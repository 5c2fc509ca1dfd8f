// The automated accessibility check of the journeys: axe-core (shipped in node_modules, injected
// into the page, so nothing is fetched) runs over the page as it is now, and the check fails on
// every `serious` or `critical` finding, naming the rule and the elements. Beside it, a layout
// check that no button or link draws its label past its own edge and that the page does not
// scroll sideways (long labels wrap instead).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.1 A and AA, which is what the product promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** `serious` and `critical` axe findings on the page, one line each ([] when there are none). */
async function axeFindings(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the page's CSP refuses an injected script tag.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: TAGS },
    resultTypes: ['violations'],
  };
  const violations: Result[] = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    return (await axe.run(document, runOptions)).violations;
  }, options);
  return violations
    .filter((finding) => FAILING_IMPACTS.has(finding.impact ?? ''))
    .map((finding) => {
      const where = finding.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
        )
        .join('; ');
      return `${finding.impact} ${finding.id} (${finding.help}): ${where}`;
    });
}

/** Buttons and links whose content is wider than they are, and sideways scrolling of the page. */
export async function overflowFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);
    }
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>('button, a, [role="button"]'),
    )) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (element.getClientRects().length === 0) continue;
      // Inline links wrap inside a line of text by themselves; what can overflow is a box.
      if (style.display === 'inline') continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const label = (element.textContent ?? '').trim().slice(0, 40);
        found.push(
          `<${element.tagName.toLowerCase()}> "${label}" overflows (${element.scrollWidth} > ${element.clientWidth} px)`,
        );
      }
    }
    return found;
  });
}

/** Fails with every finding of both checks on the page as it is now. */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const findings = [...(await axeFindings(page)), ...(await overflowFindings(page))];
  if (findings.length > 0) {
    throw new Error(
      `${where}: ${findings.length} accessibility finding(s):\n  ${findings.join('\n  ')}`,
    );
  }
}

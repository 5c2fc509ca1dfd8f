import { describe, expect, it } from 'vitest';
import { buildAssetsOf, comparablePage, firstDifference } from './ssr-compare';

describe('comparablePage', () => {
  // Each row: two renders that differ only where the page may differ from run to run, and a third
  // that differs in what must still count.
  it.each([
    {
      what: "empties each response's nonce, and keeps that an element has one",
      a: '<link nonce="abc" rel="icon"/><script nonce="abc"></script>',
      b: '<link nonce="xyz" rel="icon"/><script nonce="xyz"></script>',
      other: '<link rel="icon"/><script nonce="x"></script>',
    },
    {
      what: "empties each send form's idempotency key, and keeps that a form has one",
      a: '<input type="hidden" name="idem" value="KhG47H2Z0VZ9Omhjw9svig"/>',
      b: '<input type="hidden" name="idem" value="UO4q4IcK1cqyOLM7pJki9w"/>',
      other: '<input type="hidden" name="slug" value="x"/>',
    },
    {
      what: "renames React's ids in the order they appear, so that what points where still counts",
      a: '<label for="_R_1a_">A</label><input id="_R_1a_"/><p id="_R_2b_"></p>',
      b: '<label for="_R_9_">A</label><input id="_R_9_"/><p id="_R_3_"></p>',
      other: '<label for="_R_3_">A</label><input id="_R_9_"/><p id="_R_3_"></p>',
    },
  ])('$what', ({ a, b, other }) => {
    expect(comparablePage(a)).toBe(comparablePage(b));
    expect(comparablePage(other)).not.toBe(comparablePage(a));
  });

  it('keeps every other difference', () => {
    const page = '<div data-section="sns"></div><div data-section="embeds"></div>';
    expect(comparablePage(page.replace('<div data-section="embeds"></div>', ''))).not.toBe(
      comparablePage(page),
    );
  });
});

describe('buildAssetsOf', () => {
  it("finds the build's stylesheet and islands entry in a page", () => {
    const page =
      '<link nonce="n" rel="stylesheet" href="/assets/app-1.css"/>' +
      '<script type="module" src="/assets/islands-2.js"></script>';
    expect(buildAssetsOf(page)).toEqual({
      stylesheet: '/assets/app-1.css',
      islandsScript: '/assets/islands-2.js',
    });
  });

  it('refuses a page without them', () => {
    expect(() => buildAssetsOf('<html></html>')).toThrow(/stylesheet/);
  });
});

describe('firstDifference', () => {
  it('shows where two pages part', () => {
    expect(firstDifference('<a><b>', '<a><c>', 2)).toBe(
      'at character 4:\n  function: "><b>"\n  baseline: "><c>"',
    );
    expect(firstDifference('same', 'same')).toBe('none');
  });
});

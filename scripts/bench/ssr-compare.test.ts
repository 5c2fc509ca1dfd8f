import { describe, expect, it } from 'vitest';
import { buildAssetsOf, comparablePage, firstDifference } from './ssr-compare';

describe('comparablePage', () => {
  it("empties each response's nonce, and keeps that an element has one", () => {
    const a = '<link nonce="abc" rel="icon"/><script nonce="abc"></script>';
    const b = '<link nonce="xyz" rel="icon"/><script nonce="xyz"></script>';
    expect(comparablePage(a)).toBe(comparablePage(b));
    expect(comparablePage('<link rel="icon"/><script nonce="x"></script>')).not.toBe(
      comparablePage(a),
    );
  });

  it("renames React's ids in the order they appear, so that what points where still counts", () => {
    const a = '<label for="_R_1a_">A</label><input id="_R_1a_"/><p id="_R_2b_"></p>';
    const b = '<label for="_R_9_">A</label><input id="_R_9_"/><p id="_R_3_"></p>';
    expect(comparablePage(a)).toBe(comparablePage(b));
    const swapped = '<label for="_R_3_">A</label><input id="_R_9_"/><p id="_R_3_"></p>';
    expect(comparablePage(swapped)).not.toBe(comparablePage(a));
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

import { describe, expect, it } from 'vitest';
import { sanitizeIconBody } from './icon-svg';
import { ICON_BODY_MAX_LENGTH } from './icons';

describe('sanitizeIconBody', () => {
  it('keeps shapes and their presentation attributes as they were', () => {
    const lucide =
      '<g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"><path d="M9 18V5l12-2v13"/><circle cx="6" cy="18" r="3"/></g>';
    expect(sanitizeIconBody(lucide)).toBe(lucide);
    const brand = '<path fill="currentColor" fill-rule="evenodd" d="M0 0h24v24H0z"/>';
    expect(sanitizeIconBody(brand)).toBe(brand);
  });

  it('drops attributes it does not know, and values of a form it does not expect', () => {
    expect(
      sanitizeIconBody(
        '<path onload="alert(1)" style="x" d="M1 1h2" fill="url(#a)" id="x" stroke="#fff"/>',
      ),
    ).toBe('<path d="M1 1h2" stroke="#fff"/>');
    expect(
      sanitizeIconBody('<rect width="javascript:1" height="2" transform="rotate(45 12 12)"/>'),
    ).toBe('<rect height="2" transform="rotate(45 12 12)"/>');
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a script beside a shape', '<path d="M0 0"/><script>alert(1)</script>'],
    ['a link around shapes', '<a href="https://example.com"><path d="M0 0"/></a>'],
    ['a use reference', '<use href="#x"/>'],
    ['a style element', '<style>path{fill:red}</style>'],
    ['foreign content', '<foreignObject><div/></foreignObject>'],
    ['an image', '<image href="https://example.com/x.png"/>'],
    ['text between shapes', '<path d="M0 0"/>hello<path d="M1 1"/>'],
    ['an entity', '<path d="M0 0&#x3c;"/>'],
    ['a comment', '<!-- x --><path d="M0 0"/>'],
    ['single-quoted values', "<path d='M0 0'/>"],
    ['upper-case elements', '<SCRIPT>x</SCRIPT>'],
    ['an unclosed group', '<g><path d="M0 0"/>'],
    ['a closing tag that does not match', '<g><path d="M0 0"></g></path>'],
    ['a stray closing tag', '</g>'],
    ['nothing', ''],
    ['only spaces', '   '],
  ])('refuses %s', (_what, body) => {
    expect(sanitizeIconBody(body)).toBeUndefined();
  });

  it('refuses a drawing longer than the bound, and keeps one at it', () => {
    const path = (length: number) => `<path d="${'M'.padEnd(length - 12, '0')}"/>`;
    expect(path(ICON_BODY_MAX_LENGTH)).toHaveLength(ICON_BODY_MAX_LENGTH);
    expect(sanitizeIconBody(path(ICON_BODY_MAX_LENGTH))).toBeDefined();
    expect(sanitizeIconBody(path(ICON_BODY_MAX_LENGTH + 1))).toBeUndefined();
  });
});

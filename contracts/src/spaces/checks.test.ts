import { describe, expect, it } from 'vitest';
import { refused } from './checks.fixtures';
import { checkButtons, checkSlug, checkSnsLinks, checkTop } from './checks';
import type { ButtonInput } from './space';

const button = (over: Partial<ButtonInput> = {}): ButtonInput => ({
  label: 'Shop',
  url: 'https://shop.example.com',
  color: 'primary',
  variant: 'solid',
  visible: true,
  ...over,
});

describe('checkSlug', () => {
  it('normalises to lower case', () => {
    expect(checkSlug('My-Space')).toEqual({ ok: true, value: 'my-space' });
  });

  it('names the field and the rule', () => {
    expect(checkSlug('Admin')).toEqual(refused(['slug', 'reserved']));
  });
});

describe('checkTop', () => {
  it('trims the name and keeps line breaks inside the bio', () => {
    const result = checkTop({ displayName: '  Mika ', bio: ' line 1\nline 2 ', layout: 'left' });
    expect(result).toEqual({
      ok: true,
      value: { displayName: 'Mika', bio: 'line 1\nline 2', layout: 'left' },
    });
  });

  it('refuses a blank name', () => {
    expect(checkTop({ displayName: '   ', bio: '', layout: 'centered' })).toEqual(
      refused(['top.displayName', 'blank']),
    );
  });
});

describe('checkSnsLinks', () => {
  it('normalises each entry and keeps the order and ids', () => {
    const result = checkSnsLinks([
      { id: 'a', service: 'github', value: 'octocat' },
      { service: 'email', value: 'me@example.com' },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { id: 'a', service: 'github', url: 'https://github.com/octocat', handle: 'octocat' },
        { service: 'email', url: 'mailto:me@example.com', handle: 'me@example.com' },
      ],
    });
  });

  it('reports every mismatching entry and duplicate id by position', () => {
    const result = checkSnsLinks([
      { id: 'a', service: 'x', value: 'https://instagram.com/x' },
      { id: 'a', service: 'github', value: 'octocat' },
      { service: 'pixiv', value: 'name' },
    ]);
    expect(result).toEqual(
      refused(
        ['sns.1.id', 'duplicate'],
        ['sns.0.value', 'snsMismatch'],
        ['sns.2.value', 'snsMismatch'],
      ),
    );
  });
});

describe('checkButtons', () => {
  it('stores a window in UTC and keeps live and featured only when set', () => {
    const checked = checkButtons([
      button({
        showFrom: '2026-12-24T19:00+09:00',
        showUntil: '2026-12-24T21:00:00Z',
        live: true,
        featured: false,
      }),
    ]);
    expect(checked).toEqual({
      ok: true,
      value: [
        {
          ...button({ url: 'https://shop.example.com/' }),
          showFrom: '2026-12-24T10:00:00.000Z',
          showUntil: '2026-12-24T21:00:00.000Z',
          live: true,
        },
      ],
    });
  });

  it('refuses an end before its start, an instant without a zone, and a live button without an end', () => {
    expect(
      checkButtons([
        button({ showFrom: '2026-12-24T10:00Z', showUntil: '2026-12-24T10:00Z' }),
        button({ showFrom: '2026-12-24T10:00' }),
        button({ live: true, showFrom: '2026-12-24T10:00Z' }),
      ]),
    ).toEqual(
      refused(
        ['buttons.0.showUntil', 'scheduleOrder'],
        ['buttons.1.showFrom', 'pattern'],
        ['buttons.2.showUntil', 'liveNeedsEnd'],
      ),
    );
  });

  it('normalises labels and links', () => {
    expect(checkButtons([button({ label: ' Shop ', url: 'shop.example.com' })])).toEqual({
      ok: true,
      value: [button({ url: 'https://shop.example.com/' })],
    });
  });

  it('refuses unsafe links and blank labels', () => {
    expect(checkButtons([button({ url: 'javascript:alert(1)' }), button({ label: ' ' })])).toEqual(
      refused(['buttons.0.url', 'unsafeLink'], ['buttons.1.label', 'blank']),
    );
  });

  it('refuses the same id twice', () => {
    const result = checkButtons([button({ id: 'b1' }), button({ id: 'b1' })]);
    expect(result).toEqual(refused(['buttons.1.id', 'duplicate']));
  });
});

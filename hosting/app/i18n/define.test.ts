import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { defineMessages, format, mergeMessages } from './define';
import { translator } from './translate';

describe('format', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(format('Page Not Found: {path}', { path: '/x' })).toBe('Page Not Found: /x');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(format('plain')).toBe('plain');
  });
});

describe('catalogues', () => {
  it('defines the same non-empty keys in both languages in every area', () => {
    for (const [area, catalogue] of Object.entries(catalogues)) {
      const ja = catalogue.ja as Record<string, string>;
      const en = catalogue.en as Record<string, string>;
      expect(Object.keys(en).sort(), area).toEqual(Object.keys(ja).sort());
      for (const key of Object.keys(ja)) {
        expect(ja[key]?.trim(), `${area}.${key} (ja)`).toBeTruthy();
        expect(en[key]?.trim(), `${area}.${key} (en)`).toBeTruthy();
      }
    }
  });

  it('translates per language', () => {
    expect(translator('ja', 'common')('terms')).toBe('利用規約');
    expect(translator('en', 'common')('terms')).toBe('Terms of Service');
  });

  it('rejects a catalogue whose languages disagree, at compile time', () => {
    // @ts-expect-error: English lacks `b`.
    const missing = defineMessages({ a: 'あ', b: 'い' }, { a: 'a' });
    // @ts-expect-error: English has an extra key.
    const extra = defineMessages({ a: 'あ' }, { a: 'a', c: 'c' });
    expect([missing, extra]).toHaveLength(2);
  });
});

describe('mergeMessages', () => {
  it("takes both parts' keys in each language", () => {
    const merged = mergeMessages(
      defineMessages({ a: 'あ' }, { a: 'a' }),
      defineMessages({ b: 'い' }, { b: 'b' }),
    );
    expect(merged).toEqual({ ja: { a: 'あ', b: 'い' }, en: { a: 'a', b: 'b' } });
  });

  it('refuses a key that both parts define', () => {
    expect(() =>
      mergeMessages(
        defineMessages({ a: 'あ' }, { a: 'a' }),
        defineMessages({ a: 'い' }, { a: 'b' }),
      ),
    ).toThrow(/both parts.*: a$/);
  });
});

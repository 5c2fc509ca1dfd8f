import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './negotiate';

describe('negotiateLanguage', () => {
  it("prefers the visitor's stored choice", () => {
    expect(negotiateLanguage('en', 'ja')).toBe('en');
    expect(negotiateLanguage('ja', 'en-US,en')).toBe('ja');
  });

  it('ignores an unsupported stored choice', () => {
    expect(negotiateLanguage('fr', 'en')).toBe('en');
  });

  it('takes the best Accept-Language match by q-value', () => {
    expect(negotiateLanguage(null, 'en-US,en;q=0.9,ja;q=0.8')).toBe('en');
    expect(negotiateLanguage(null, 'en;q=0.5,ja;q=0.9')).toBe('ja');
    expect(negotiateLanguage(null, 'fr-FR,fr;q=0.9,en;q=0.8,ja;q=0.7')).toBe('en');
    expect(negotiateLanguage(null, 'ja-JP')).toBe('ja');
    expect(negotiateLanguage(null, 'EN-gb')).toBe('en');
  });

  it('keeps header order among equal q-values and skips q=0', () => {
    expect(negotiateLanguage(null, 'en;q=0.8, ja;q=0.8')).toBe('en');
    expect(negotiateLanguage(null, 'en;q=0, ja;q=0.1')).toBe('ja');
  });

  it('falls back to Japanese', () => {
    expect(negotiateLanguage(undefined, undefined)).toBe('ja');
    expect(negotiateLanguage(null, '')).toBe('ja');
    expect(negotiateLanguage(null, 'fr,de;q=0.5')).toBe('ja');
    expect(negotiateLanguage(null, '*')).toBe('ja');
    expect(negotiateLanguage(null, 'en;q=abc')).toBe('ja');
  });
});

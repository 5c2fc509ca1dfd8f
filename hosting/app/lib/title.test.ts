import { describe, expect, it } from 'vitest';
import { pageTitle } from './title';

describe('pageTitle', () => {
  it('puts the product name after a vertical bar', () => {
    expect(pageTitle('Terms of Service')).toBe('Terms of Service | Spaces');
    expect(pageTitle('利用規約')).toBe('利用規約 | Spaces');
  });

  it('is the product name alone without a page title', () => {
    expect(pageTitle()).toBe('Spaces');
    expect(pageTitle(null)).toBe('Spaces');
    expect(pageTitle('   ')).toBe('Spaces');
  });

  it('trims the page title', () => {
    expect(pageTitle('  Home ')).toBe('Home | Spaces');
  });
});

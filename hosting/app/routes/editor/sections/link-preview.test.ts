import { LIMITS, type LinkPreview } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { buttonFill, cardFill, previewableUrl, previewView } from './link-preview';

const page = (over: Partial<LinkPreview> = {}): LinkPreview => ({
  url: 'https://example.com/single',
  ...over,
});

describe('previewableUrl', () => {
  it('asks about web addresses, a scheme-less paste taken as https', () => {
    expect(previewableUrl(' https://example.com/a ')).toBe('https://example.com/a');
    expect(previewableUrl('example.com/a')).toBe('https://example.com/a');
    expect(previewableUrl('http://127.0.0.1:5009/page')).toBe('http://127.0.0.1:5009/page');
  });

  it('does not ask about half-typed text, mail or other schemes', () => {
    expect(previewableUrl('')).toBeNull();
    expect(previewableUrl('exam')).toBeNull();
    expect(previewableUrl('mailto:mika@example.com')).toBeNull();
    expect(previewableUrl('javascript:alert(1)')).toBeNull();
    expect(previewableUrl('https://')).toBeNull();
  });
});

describe('previewView', () => {
  it('offers what the page has, trimmed', () => {
    expect(
      previewView(
        page({ title: ' New single ', description: '', image: 'https://example.com/c.png' }),
      ),
    ).toEqual({ kind: 'offer', title: 'New single', image: 'https://example.com/c.png' });
  });

  it('says so when the page has nothing to offer, or why it could not be read', () => {
    expect(previewView(page({ title: '  ' }))).toEqual({ kind: 'empty' });
    expect(previewView(page({ failure: 'unreachable' }))).toEqual({
      kind: 'failed',
      failure: 'unreachable',
    });
  });
});

describe('what Use fills in', () => {
  it('gives a button the page’s title, else its site’s name, within the label’s limit', () => {
    expect(buttonFill({ kind: 'offer', title: 'Single', siteName: 'Shop' })).toEqual({
      label: 'Single',
    });
    expect(buttonFill({ kind: 'offer', siteName: 'Shop' })).toEqual({ label: 'Shop' });
    expect(buttonFill({ kind: 'offer', description: 'only text' })).toEqual({});
    const long = '曲'.repeat(LIMITS.buttonLabelMaxLength + 5);
    expect([...buttonFill({ kind: 'offer', title: long }).label!]).toHaveLength(
      LIMITS.buttonLabelMaxLength,
    );
  });

  it('gives a card the title and the description, never cutting an emoji in half', () => {
    expect(cardFill({ kind: 'offer', title: 'Single', description: 'Out now' })).toEqual({
      title: 'Single',
      text: 'Out now',
    });
    const title = cardFill({
      kind: 'offer',
      title: '🎵'.repeat(LIMITS.cardTitleMaxLength + 1),
    }).title!;
    expect([...title]).toHaveLength(LIMITS.cardTitleMaxLength);
    expect(title.endsWith('🎵')).toBe(true);
  });
});

import type { ButtonInput, SnsLink } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { planQuickLinks } from './quick-links';

const sample = (label: string, path: string): ButtonInput & { id: string } => ({
  id: `b-${path}`,
  label,
  url: `https://example.com/sample/${path}`,
  color: 'primary',
  variant: 'solid',
  visible: true,
});

const template = {
  sns: [] as SnsLink[],
  buttons: [
    sample('Latest work', 'works'),
    sample('Shop', 'shop'),
    sample('Work with me', 'contact'),
  ],
};

describe('planQuickLinks', () => {
  it('puts service links among the icons and other links in place of the sample buttons, named by their page or host', () => {
    const plan = planQuickLinks(
      'https://x.com/mika\nhttps://www.youtube.com/@mika  instagram.com/mika\n' +
        'https://mika.booth.pm, shop.mika.jp/items\nhttps://mika.jp/contact',
      template,
      new Map([['https://mika.booth.pm/', '  Mika Tone\n  BOOTH ']]),
    );
    expect(plan.sns).toEqual([
      { service: 'x', value: 'https://x.com/mika' },
      { service: 'youtube', value: 'https://www.youtube.com/@mika' },
      { service: 'instagram', value: 'instagram.com/mika' },
    ]);
    // No sample's label survives: the sample was someone else's words.
    expect(plan.buttons.map((b) => [b.id, b.label, b.url])).toEqual([
      [undefined, 'Mika Tone BOOTH', 'https://mika.booth.pm/'],
      [undefined, 'shop.mika.jp', 'https://shop.mika.jp/items'],
      [undefined, 'mika.jp', 'https://mika.jp/contact'],
    ]);
    expect(plan.added).toEqual({ sns: 3, buttons: 3 });
    expect(plan.unreadable).toEqual([]);
  });

  it('keeps what the space has, adds buttons named by their host once the samples are gone', () => {
    const space = {
      sns: [{ id: 's1', service: 'github' as const, url: 'https://github.com/mika' }],
      buttons: [{ ...sample('Blog', 'x'), url: 'https://blog.mika.jp/' }],
    };
    const plan = planQuickLinks('https://www.mika-art.jp/gallery', space);
    expect(plan.sns).toEqual([{ id: 's1', service: 'github', value: 'https://github.com/mika' }]);
    expect(plan.buttons.map((b) => [b.label, b.url])).toEqual([
      ['Blog', 'https://blog.mika.jp/'],
      ['mika-art.jp', 'https://www.mika-art.jp/gallery'],
    ]);
    // The space itself is left as it was: the plan is a copy.
    expect(space.buttons[0]!.url).toBe('https://blog.mika.jp/');
  });

  it('cuts a long page title to a button label and leaves the owner’s own buttons alone', () => {
    const own = { ...sample('Blog', 'x'), url: 'https://blog.mika.jp/' };
    const plan = planQuickLinks(
      'https://mika.jp/',
      { sns: [], buttons: [own, sample('Shop', 'shop')] },
      new Map([['https://mika.jp/', 'あ'.repeat(200)]]),
    );
    expect(plan.buttons.map((b) => b.label)).toEqual(['Blog', 'あ'.repeat(80)]);
  });

  it('says back what is no link', () => {
    const plan = planQuickLinks('hello javascript:alert(1) @mika', template);
    expect(plan.unreadable).toEqual(['hello', 'javascript:alert(1)', '@mika']);
    expect(plan.added).toEqual({ sns: 0, buttons: 0 });
    expect(plan.buttons).toEqual(template.buttons);
  });
});

import { type Button, type Card, type SpaceForEdit } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { firstSteps } from './first-steps';

const sample: Button = {
  id: 'b1',
  label: 'Shop',
  url: 'https://example.com/sample/shop',
  color: 'primary',
  variant: 'solid',
  visible: true,
};
const fresh: Pick<SpaceForEdit, 'top' | 'sns' | 'buttons' | 'cards' | 'texts' | 'published'> = {
  top: { displayName: 'Mika', bio: '', layout: 'centered' },
  sns: [],
  buttons: [sample],
  cards: [
    { id: 'c1', title: 'News', text: '', url: 'https://example.com/sample/news', visible: true },
  ],
  texts: [],
  published: false,
};
const avatar = { path: 'images/u/a', width: 512, height: 512, widths: [512], color: '#cccccc' };
const x = { id: 's1', service: 'x' as const, url: 'https://x.com/mika', handle: 'mika' };

describe('firstSteps', () => {
  it('has nothing done for a space straight from a template', () => {
    const state = firstSteps(fresh, false);
    expect(state.done).toEqual({ picture: false, links: false, publish: false, share: false });
    expect(state.samples.map((item) => item.kind)).toEqual(['button', 'card']);
    expect(state.allDone).toBe(false);
  });

  it('checks the picture off once there is an avatar, and opens it again when it is removed', () => {
    expect(firstSteps({ ...fresh, top: { ...fresh.top, avatar } }, false).done.picture).toBe(true);
    expect(firstSteps(fresh, false).done.picture).toBe(false);
  });

  it('lists every sample left: the bio, buttons, cards and text blocks, and only those', () => {
    const template = {
      ...fresh,
      top: { ...fresh.top, bio: 'I draw. Write a few words about yourself and your art here.' },
      texts: [
        {
          id: 't1',
          heading: '配信スケジュール',
          body: '月・水・金　21:00〜\n土　　　　　14:00〜（雑談）\n\n予定は変わることがあります。',
          visible: true,
        },
        { id: 't2', heading: 'Schedule', body: 'Fridays at nine', visible: true },
      ],
    };
    expect(firstSteps(template, false).samples).toEqual([
      { kind: 'bio', name: template.top.bio },
      { kind: 'button', id: 'b1', name: 'Shop' },
      { kind: 'card', id: 'c1', name: 'News' },
      { kind: 'text', id: 't1', name: '配信スケジュール' },
    ]);
    const edited = { ...template.top, bio: `${template.top.bio} Mostly cats.` };
    expect(firstSteps({ ...template, top: edited }, false).samples[0]?.kind).toBe('button');
    expect(
      firstSteps({ ...template, sns: [x], buttons: [], cards: [], texts: [] }, false).done.links,
    ).toBe(false);
  });

  it('checks links off only with a social link and no sample link left', () => {
    expect(firstSteps({ ...fresh, sns: [x] }, false).done.links).toBe(false);
    const own: Button = { ...sample, url: 'https://mika.shop/' };
    const card: Card = { id: 'c1', title: 'News', text: '', visible: true };
    const replaced = { ...fresh, sns: [x], buttons: [own], cards: [card] };
    expect(firstSteps(replaced, false).done.links).toBe(true);
    expect(firstSteps({ ...replaced, sns: [] }, false).done.links).toBe(false);
  });

  it('counts a share only once the published page has been visited', () => {
    expect(firstSteps(fresh, true).done.share).toBe(false);
    const published = { ...fresh, published: true };
    expect(firstSteps(published, false).done).toMatchObject({ publish: true, share: false });
    expect(firstSteps(published, true).done.share).toBe(true);
  });

  it('is all done when every step is', () => {
    const done = {
      ...fresh,
      top: { ...fresh.top, avatar },
      sns: [x],
      buttons: [],
      cards: [],
      published: true,
    };
    expect(firstSteps(done, true).allDone).toBe(true);
  });
});

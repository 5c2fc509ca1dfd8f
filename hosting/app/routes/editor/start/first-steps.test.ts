import { type Button, type Card, type SpaceForEdit } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { firstSteps } from './first-steps';

const sample: Button = {
  id: 'b1',
  label: 'Shop',
  url: 'https://example.com/shop',
  color: 'primary',
  variant: 'solid',
  visible: true,
};
const fresh: Pick<SpaceForEdit, 'top' | 'sns' | 'buttons' | 'cards' | 'published'> = {
  top: { displayName: 'Mika', bio: '', layout: 'centered' },
  sns: [],
  buttons: [sample],
  cards: [{ id: 'c1', title: 'News', text: '', url: 'https://example.com/news', visible: true }],
  published: false,
};
const avatar = { path: 'images/u/a', width: 512, height: 512, widths: [512], color: '#cccccc' };
const x = { id: 's1', service: 'x' as const, url: 'https://x.com/mika', handle: 'mika' };

describe('firstSteps', () => {
  it('has nothing done for a space straight from a template', () => {
    const state = firstSteps(fresh, false);
    expect(state.done).toEqual({ picture: false, links: false, publish: false, share: false });
    expect(state.sampleLinks).toBe(2);
    expect(state.allDone).toBe(false);
  });

  it('checks the picture off once there is an avatar, and opens it again when it is removed', () => {
    expect(firstSteps({ ...fresh, top: { ...fresh.top, avatar } }, false).done.picture).toBe(true);
    expect(firstSteps(fresh, false).done.picture).toBe(false);
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

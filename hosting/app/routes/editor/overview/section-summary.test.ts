import {
  DEFAULT_BACKGROUND,
  DEFAULT_MESSAGE_SETTINGS,
  DEFAULT_MODERATION,
  DEFAULT_SECTION_ORDER,
  DEFAULT_THEME,
  SECTION_KINDS,
  type SpaceForEdit,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/translate';
import { SECTION_ROUTES, sectionSummary } from './section-summary';

const en = translator('en', 'editor');
const ja = translator('ja', 'editor');

const space: SpaceForEdit = {
  spaceId: 's1',
  slug: 'mika',
  published: true,
  top: { displayName: 'Mika', bio: '', layout: 'centered' },
  sns: [{ id: 'a', service: 'x', url: 'https://x.com/mika', handle: '@mika' }],
  buttons: [
    {
      id: 'b',
      label: 'Shop',
      url: 'https://shop.example/',
      color: 'primary',
      variant: 'solid',
      visible: true,
    },
    {
      id: 'c',
      label: 'Old',
      url: 'https://old.example/',
      color: 'primary',
      variant: 'solid',
      visible: false,
    },
  ],
  cards: [],
  texts: [{ id: 't', heading: 'About', body: '', visible: true }],
  embeds: [],
  background: DEFAULT_BACKGROUND,
  theme: DEFAULT_THEME,
  sectionOrder: [...DEFAULT_SECTION_ORDER],
  messages: DEFAULT_MESSAGE_SETTINGS,
  moderation: DEFAULT_MODERATION,
  boards: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('sectionSummary', () => {
  it('counts the items of a list and says how many are shown', () => {
    expect(sectionSummary(en, space, 'buttons')).toBe('1 of 2 shown');
    expect(sectionSummary(ja, space, 'buttons')).toBe('2件中1件を表示');
    expect(sectionSummary(en, space, 'text')).toBe('1 item');
    expect(sectionSummary(en, space, 'cards')).toBe('Nothing yet');
  });

  it('names the header and the state of the message boxes', () => {
    expect(sectionSummary(en, space, 'top')).toBe('Mika');
    expect(sectionSummary(en, space, 'letter')).toBe('Off');
  });

  it('has a line and a route decision for every section', () => {
    for (const kind of SECTION_KINDS) expect(sectionSummary(en, space, kind)).not.toBe('');
    expect(Object.keys(SECTION_ROUTES).sort()).toEqual([...SECTION_KINDS, 'top'].sort());
  });
});

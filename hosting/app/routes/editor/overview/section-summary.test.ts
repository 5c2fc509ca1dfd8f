import { SECTION_KINDS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/translate';
import { testButton, testSpace } from '../shell/test-space';
import { SECTION_ROUTES, sectionSummary } from './section-summary';

const en = translator('en', 'editor');
const ja = translator('ja', 'editor');

const space = testSpace({
  published: true,
  sns: [{ id: 'a', service: 'x', url: 'https://x.com/mika', handle: '@mika' }],
  buttons: [testButton('b', 'Shop', true), testButton('c', 'Old', false)],
  texts: [{ id: 't', heading: 'About', body: '', visible: true }],
});

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

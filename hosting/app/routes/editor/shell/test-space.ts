// A space as the editor loads it, for unit tests: empty lists and the defaults, with the parts a
// test is about laid over them.
import {
  DEFAULT_BACKGROUND,
  DEFAULT_MESSAGE_SETTINGS,
  DEFAULT_MODERATION,
  DEFAULT_SECTION_ORDER,
  DEFAULT_THEME,
  type Button,
  type SpaceForEdit,
} from '@spaces/contracts';

export function testSpace(parts: Partial<SpaceForEdit> = {}): SpaceForEdit {
  return {
    spaceId: 's1',
    slug: 'mika',
    published: false,
    top: { displayName: 'Mika', bio: '', layout: 'centered' },
    sns: [],
    buttons: [],
    cards: [],
    texts: [],
    embeds: [],
    background: DEFAULT_BACKGROUND,
    theme: DEFAULT_THEME,
    sectionOrder: [...DEFAULT_SECTION_ORDER],
    messages: DEFAULT_MESSAGE_SETTINGS,
    moderation: DEFAULT_MODERATION,
    boards: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...parts,
  };
}

/** A link button of the space's list, shown or hidden. */
export function testButton(id: string, label: string, visible: boolean): Button {
  return { id, label, url: 'https://example.com/', color: 'primary', variant: 'solid', visible };
}

// A template as the page it makes, before anyone has edited it: its samples (each with an id, as
// a saved row has) under the name the owner typed, the template's look and message settings, and
// nothing else yet. The start page's preview draws it; the templates' tests judge it.
import type { PublicPageSource } from './public-page';
import { DEFAULT_MODERATION } from './moderation';
import { DEFAULT_SECTION_ORDER } from './space';
import { newSpaceMessageSettings, type SpaceTemplate } from './templates';

const withIds = <T>(prefix: string, items: readonly T[]) =>
  items.map((item, i) => ({ ...item, id: `${prefix}${i.toString()}` }));

export function templatePageSource(
  template: SpaceTemplate,
  slug: string,
  displayName: string,
): PublicPageSource {
  return {
    spaceId: 'template',
    slug,
    top: { displayName, bio: template.bio, layout: template.layout },
    sns: [],
    buttons: withIds('b', template.buttons),
    cards: withIds('c', template.cards),
    texts: withIds('t', template.texts),
    embeds: [],
    background: template.background,
    theme: template.theme,
    sectionOrder: [...DEFAULT_SECTION_ORDER],
    moderation: DEFAULT_MODERATION,
    messages: newSpaceMessageSettings(template),
    wall: [],
    boards: [],
  };
}

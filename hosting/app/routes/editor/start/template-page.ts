// A template as the public page it makes, for the picker's preview: the same builder as the
// public document, over the template's samples with the name the owner typed.
import {
  DEFAULT_MODERATION,
  DEFAULT_SECTION_ORDER,
  newSpaceMessageSettings,
  publicPageOf,
  spaceTemplate,
  type AccountLanguage,
  type SpaceTemplateId,
} from '@spaces/contracts';
import type { SpacePageData } from '../../../space-view/page/space-page-view';

const withIds = <T>(prefix: string, items: readonly T[]) =>
  items.map((item, i) => ({ ...item, id: `${prefix}${i.toString()}` }));

export function templatePage(
  id: SpaceTemplateId,
  lang: AccountLanguage,
  slug: string,
  displayName: string,
): SpacePageData {
  const template = spaceTemplate(id, lang);
  const page = publicPageOf(
    {
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
    },
    { samples: 'keep' },
  );
  return page;
}

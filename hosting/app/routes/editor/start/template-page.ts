// A template as the public page it makes, for the picker's preview: the same builder as the
// public document, over the template's samples with the name the owner typed.
import {
  publicPageOf,
  spaceTemplate,
  templatePageSource,
  type AccountLanguage,
  type SpaceTemplateId,
} from '@spaces/contracts';
import type { SpacePageData } from '../../../space-view/page/space-page-view';

export function templatePage(
  id: SpaceTemplateId,
  lang: AccountLanguage,
  slug: string,
  displayName: string,
): SpacePageData {
  const template = spaceTemplate(id, lang);
  const page = publicPageOf(templatePageSource(template, slug, displayName), { samples: 'keep' });
  return page;
}

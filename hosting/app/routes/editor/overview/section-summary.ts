// The overview's one line per section: what the section holds now, and where it is edited.
import type { SectionKind, SpaceForEdit } from '@spaces/contracts';
import type { Translate } from '../../../i18n/translate';

/** The editor page of each section, relative to /s/{slug}; boards have no list page yet. */
export const SECTION_ROUTES: Readonly<Record<SectionKind | 'top', string | undefined>> = {
  top: 'top',
  sns: 'sns',
  buttons: 'button',
  cards: 'card',
  embeds: 'embed',
  text: 'text',
  letter: 'letter',
  fanMessages: 'fan-message',
  boards: undefined,
};

/** A list's count, and how many are shown when some are hidden (SNS links are never hidden). */
function listSummary(t: Translate<'editor'>, items: readonly object[]): string {
  if (items.length === 0) return t('summaryEmpty');
  const shown = items.filter((item) => !('visible' in item) || item.visible !== false).length;
  if (shown === items.length && items.length === 1) return t('summaryCountOne');
  return shown === items.length
    ? t('summaryCount', { count: items.length })
    : t('summaryShownOf', { shown, count: items.length });
}

const boxSummary = (t: Translate<'editor'>, box: { enabled: boolean; paused: boolean }) =>
  !box.enabled ? t('summaryOff') : box.paused ? t('summaryPaused') : t('summaryOn');

export function sectionSummary(
  t: Translate<'editor'>,
  space: SpaceForEdit,
  kind: SectionKind | 'top',
): string {
  switch (kind) {
    case 'top':
      return space.top.displayName;
    case 'sns':
      return listSummary(t, space.sns);
    case 'buttons':
      return listSummary(t, space.buttons);
    case 'cards':
      return listSummary(t, space.cards);
    case 'embeds':
      return listSummary(t, space.embeds);
    case 'text':
      return listSummary(t, space.texts);
    case 'letter':
      return boxSummary(t, space.messages.letterBox);
    case 'fanMessages':
      return boxSummary(t, space.messages.fanMessages);
    case 'boards':
      return t('summaryBoards');
  }
}

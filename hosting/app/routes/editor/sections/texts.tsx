// /s/{slug}/text: the ordered text blocks (≤ 30) — heading, plain-text body with line breaks,
// visible on/off — saved as one list. The body's addresses become links when shown, never HTML.
import {
  checkTexts,
  isSampleText,
  LIMITS,
  updateSpaceTexts,
  type TextBlockInput,
  type UpdateSpaceTextsRequest,
} from '@spaces/contracts';
import { LinkedText } from '../../../components/text/linked-text';
import { TextArea, TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/texts';
import { withoutKeys } from '../../../lib/ordered-list';
import { OrderedListSection } from './ordered-list-section';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'textTitle');

export default function TextsEditor() {
  const t = useT('editor');
  return (
    <OrderedListSection<TextBlockInput, UpdateSpaceTextsRequest>
      field="texts"
      itemsOf={(space) => space.texts}
      newItem={() => ({ heading: '', body: '', visible: true })}
      preview={(rows) => ({
        texts: rows
          .filter((row) => row.visible && (row.heading.trim() || row.body.trim()))
          .map(({ key, id, visible: _visible, ...text }) => ({
            id: id ?? key,
            heading: text.heading.trim(),
            body: text.body.trim(),
          })),
      })}
      toRequest={(rows, space) => ({
        spaceId: space.spaceId,
        texts: withoutKeys(rows).map((text) => ({
          ...text,
          heading: text.heading.trim(),
          body: text.body.trim(),
        })),
      })}
      contract={updateSpaceTexts}
      check={(request) => checkTexts(request.texts)}
      summary={(row, index) => ({
        label:
          row.heading.trim() || row.body.trim().split('\n')[0] || t('itemNumber', { n: index + 1 }),
        sample: isSampleText(row),
      })}
      visibility={{ of: (row) => row.visible, set: (visible) => ({ visible }) }}
      renderRow={(row, { text }) => (
        <div className="space-y-3">
          <TextField
            label={t('textHeading')}
            maxLength={LIMITS.textHeadingMaxLength}
            {...text('heading')}
          />
          <TextArea
            label={t('textBody')}
            rows={8}
            maxLength={LIMITS.textBodyMaxLength}
            hint={t('textBodyHint', { count: row.body.length, max: LIMITS.textBodyMaxLength })}
            {...text('body')}
          />
          {row.body.trim() && (
            <div className="rounded-md bg-surface-muted p-3">
              <p className="mb-1 text-xs font-medium text-fg-muted">{t('textShownAs')}</p>
              <LinkedText text={row.body.trim()} className="text-sm leading-relaxed text-fg" />
            </div>
          )}
        </div>
      )}
    />
  );
}

// /s/{slug}/card: the ordered cards (≤ 30) — title, text, optional link, visible on/off — saved
// as one list. A card's image is attached by the image pipeline and shown here when present.
import {
  checkCards,
  internationalHost,
  linkForDisplay,
  LIMITS,
  normalizeLink,
  updateSpaceCards,
  type CardInput,
  type UpdateSpaceCardsRequest,
} from '@spaces/contracts';
import { ImageUpload } from '../../../components/image/image-upload';
import { SpaceImage } from '../../../components/image/space-image';
import { TextArea, TextField } from '../../../components/ui/field';
import { TimedFields } from './timed-fields';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/cards';
import { useEditorSpace } from '../shell/editor-space';
import { withSpaceImage } from '../shell/space-images';
import { withoutKeys } from './ordered-list';
import { OrderedListSection } from './ordered-list-section';
import { spaceCallable } from '../form/use-editor-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'cardTitle');

const saveCards = spaceCallable(updateSpaceCards);

/** The form edits every card with a link field, empty when the card has none. */
type CardRow = CardInput & { url: string };

export default function CardsEditor() {
  const t = useT('editor');
  // A host beyond ASCII may be a look-alike of another site: the owner is asked to check it.
  const hostHint = (url: string) => {
    const host = internationalHost(url);
    return host === null ? undefined : t('linkHostCheck', { host });
  };
  const { space, setSpace } = useEditorSpace();
  const imageOf = (id: string | undefined) => space.cards.find((card) => card.id === id)?.image;
  return (
    <OrderedListSection<CardRow, UpdateSpaceCardsRequest>
      field="cards"
      title={t('cardTitle')}
      empty={t('cardEmpty')}
      addLabel={t('cardAdd')}
      max={LIMITS.cardsPerSpace}
      rowTestId="card-row"
      itemsOf={(saved) =>
        saved.cards.map((card) => ({
          id: card.id,
          title: card.title,
          text: card.text,
          // The owner reads the host as typed, not as the punycode it is stored in.
          url: card.url ? linkForDisplay(card.url) : '',
          visible: card.visible,
        }))
      }
      newItem={() => ({ title: '', text: '', url: '', visible: true })}
      preview={(rows) => ({
        cards: rows
          .filter((row) => row.visible && (row.title.trim() || row.text.trim() || imageOf(row.id)))
          .map(({ key, id, visible: _visible, url, ...card }) => {
            const image = imageOf(id);
            const link = normalizeLink(url);
            return {
              id: id ?? key,
              title: card.title.trim(),
              text: card.text.trim(),
              ...(link && { url: link }),
              ...(image && { image }),
            };
          }),
      })}
      toRequest={(rows, saved) => ({
        spaceId: saved.spaceId,
        cards: withoutKeys(rows).map(({ url, ...card }) => ({
          ...card,
          title: card.title.trim(),
          text: card.text.trim(),
          ...(url.trim() ? { url: url.trim() } : {}),
        })),
      })}
      callable={saveCards}
      check={(request) => {
        const checked = checkCards(request.cards, (id) => imageOf(id) !== undefined);
        return checked.ok ? [] : checked.issues;
      }}
      summary={(row, index) => {
        const image = imageOf(row.id);
        return {
          icon: image ? (
            <SpaceImage image={image} sizes="24px" className="size-6 rounded object-cover" />
          ) : undefined,
          label: row.title.trim() || row.text.trim() || t('itemNumber', { n: index + 1 }),
        };
      }}
      visibility={{ of: (row) => row.visible, set: (visible) => ({ visible }) }}
      renderRow={(row, { error, update }) => {
        const image = imageOf(row.id);
        return (
          <div className="space-y-3">
            {row.id ? (
              <ImageUpload
                slot="card"
                spaceId={space.spaceId}
                itemId={row.id}
                image={image}
                onChange={(next) =>
                  setSpace((current) => withSpaceImage(current, 'card', next, row.id))
                }
                label={t('cardImage')}
              />
            ) : (
              <p className="text-sm text-fg-muted">{t('cardImageAfterSave')}</p>
            )}
            <TextField
              label={t('cardTitleField')}
              maxLength={LIMITS.cardTitleMaxLength}
              error={error('title')}
              value={row.title}
              onChange={(event) => update({ title: event.target.value })}
            />
            <TextArea
              label={t('cardText')}
              rows={4}
              maxLength={LIMITS.cardTextMaxLength}
              hint={t('lengthHint', { count: row.text.length, max: LIMITS.cardTextMaxLength })}
              error={error('text')}
              value={row.text}
              onChange={(event) => update({ text: event.target.value })}
            />
            <TextField
              label={t('cardUrl')}
              hint={hostHint(row.url) ?? t('cardUrlHint')}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={LIMITS.urlMaxLength}
              error={error('url')}
              value={row.url}
              onChange={(event) => update({ url: event.target.value })}
            />
            <TimedFields row={row} error={error} update={update} />
          </div>
        );
      }}
    />
  );
}

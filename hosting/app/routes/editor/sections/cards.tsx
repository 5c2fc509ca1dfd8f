// /s/{slug}/card: the ordered cards (≤ 30) — title, text, optional link, visible on/off — saved
// as one list. A saved card's image is attached by the image pipeline; a new card's is held on the
// space until the list's save names it (`newImage`). A pasted link offers the page's preview.
import {
  checkCards,
  internationalHost,
  isSampleCard,
  linkForDisplay,
  linkHost,
  LIMITS,
  normalizeLink,
  updateSpaceCards,
  type CardInput,
  type ImageRef,
  type UpdateSpaceCardsRequest,
} from '@spaces/contracts';
import { ImageUpload } from '../../../components/image/image-upload';
import { SpaceImage } from '../../../components/image/space-image';
import { TextArea, TextField } from '../../../components/ui/field';
import { TimedFields } from './timed-fields';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/cards';
import { useRowImages } from './row-images';
import { withoutKeys } from '../../../lib/ordered-list';
import { OrderedListSection } from './ordered-list-section';
import { UrlFieldWithPreview } from './link-preview-offer';
import { cardFill } from './link-preview';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'cardTitle');

/**
 * The form edits every card with a link field, empty when the card has none; a new card keeps the
 * image chosen for it (held on the space) until its first save.
 */
type CardRow = Omit<CardInput, 'newImage'> & { url: string; draftImage?: ImageRef };

export default function CardsEditor() {
  const t = useT('editor');
  // A host beyond ASCII may be a look-alike of another site: the owner is asked to check it.
  const hostHint = (url: string) => {
    const host = internationalHost(url);
    return host === null ? undefined : t('linkHostCheck', { host });
  };
  const { space, savedImageOf, imageOf, setImage } = useRowImages<CardRow>('card');
  return (
    <OrderedListSection<CardRow, UpdateSpaceCardsRequest>
      field="cards"
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
          .filter((row) => row.visible && (row.title.trim() || row.text.trim() || imageOf(row)))
          .map(({ key, id, visible: _visible, url, draftImage, ...card }) => {
            const image = imageOf({ id, draftImage });
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
        cards: withoutKeys(rows).map(({ url, draftImage, ...card }) => ({
          ...card,
          title: card.title.trim(),
          text: card.text.trim(),
          ...(url.trim() ? { url: url.trim() } : {}),
          ...(card.id === undefined && draftImage && { newImage: draftImage.path }),
        })),
      })}
      contract={updateSpaceCards}
      check={(request) => checkCards(request.cards, (id) => savedImageOf(id) !== undefined)}
      summary={(row, index) => {
        const image = imageOf(row);
        return {
          icon: image ? (
            <SpaceImage image={image} sizes="24px" className="size-6 rounded object-cover" />
          ) : undefined,
          label: row.title.trim() || row.text.trim() || t('itemNumber', { n: index + 1 }),
          detail: row.url.trim() === '' ? undefined : linkHost(row.url),
          sample: isSampleCard(row),
        };
      }}
      visibility={{ of: (row) => row.visible, set: (visible) => ({ visible }) }}
      renderRow={(row, { error, update, text }) => {
        return (
          <div className="space-y-3">
            <ImageUpload
              slot="card"
              spaceId={space.spaceId}
              itemId={row.id}
              image={imageOf(row)}
              onChange={(image) => setImage(row, update, image)}
              label={t('cardImage')}
            />
            <TextField
              label={t('cardTitleField')}
              maxLength={LIMITS.cardTitleMaxLength}
              {...text('title')}
            />
            <TextArea
              label={t('cardText')}
              rows={4}
              maxLength={LIMITS.cardTextMaxLength}
              hint={t('lengthHint', { count: row.text.length, max: LIMITS.cardTextMaxLength })}
              {...text('text')}
            />
            <UrlFieldWithPreview
              label={t('cardUrl')}
              hint={hostHint(row.url) ?? t('cardUrlHint')}
              error={error('url')}
              value={row.url}
              onChange={(url) => update({ url })}
              spaceId={space.spaceId}
              slot="card"
              itemId={row.id}
              onFill={(offer) => update(cardFill(offer))}
              onImage={(image) => setImage(row, update, image)}
            />
            <TimedFields row={row} error={error} update={update} />
          </div>
        );
      }}
    />
  );
}

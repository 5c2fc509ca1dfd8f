// /s/{slug}/button: the ordered link buttons (≤ 50) — label, URL, icon or thumbnail, colour and
// style shown as swatches, visible on/off — saved as one list, with a live preview of each button.
// A new button's thumbnail is held on the space until the list's save names it (`newImage`); a
// pasted link offers the page's preview.
import {
  checkButtons,
  internationalHost,
  isSampleButton,
  linkHost,
  linkForDisplay,
  LIMITS,
  normalizeLink,
  updateSpaceButtons,
  type ImageRef,
  type UpdateSpaceButtonsRequest,
} from '@spaces/contracts';
import { InlineIcon } from '../../../components/icons/inline-icon';
import { ImageUpload } from '../../../components/image/image-upload';
import { SpaceImage } from '../../../components/image/space-image';
import { buttonClasses } from '../../../components/ui/button-styles';
import { cn } from '../../../components/ui/cn';
import { TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/buttons';
import { ButtonLook } from './button-look';
import { withoutKeys } from '../../../lib/ordered-list';
import { OrderedListSection } from './ordered-list-section';
import { EmphasisFields, TimedFields } from './timed-fields';
import { IconField, type EditedButton } from './icon-picker/icon-field';
import { useRowImages } from './row-images';
import { UrlFieldWithPreview } from './link-preview-offer';
import { buttonFill } from './link-preview';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'editor', 'buttonTitle');

/** A button as the form edits it; a new one keeps its chosen thumbnail until its first save. */
type ButtonRow = Omit<EditedButton, 'newImage'> & { draftImage?: ImageRef };

export default function ButtonsEditor() {
  const t = useT('editor');
  // A host beyond ASCII may be a look-alike of another site: the owner is asked to check it.
  const hostHint = (url: string) => {
    const host = internationalHost(url);
    return host === null ? undefined : t('linkHostCheck', { host });
  };
  const { space, imageOf, setImage } = useRowImages<ButtonRow>('button');
  return (
    <OrderedListSection<ButtonRow, UpdateSpaceButtonsRequest>
      field="buttons"
      // The owner reads the host as typed, not as the punycode it is stored in.
      // The thumbnail is attached by the image pipeline, not sent with the list.
      itemsOf={(space) =>
        space.buttons.map(({ image: _image, ...b }) => ({ ...b, url: linkForDisplay(b.url) }))
      }
      newItem={() => ({ label: '', url: '', color: 'primary', variant: 'solid', visible: true })}
      toRequest={(rows, space) => ({
        spaceId: space.spaceId,
        // The drawing is the server's to resolve from the icon's name.
        buttons: withoutKeys(rows).map(({ iconSvg: _drawn, draftImage, ...button }) => ({
          ...button,
          label: button.label.trim(),
          url: button.url.trim(),
          ...(button.id === undefined && draftImage && { newImage: draftImage.path }),
        })),
      })}
      contract={updateSpaceButtons}
      preview={(rows) => ({
        buttons: rows
          .filter((row) => row.visible && row.label.trim() !== '')
          .map(({ key, id, visible: _visible, draftImage, ...button }) => {
            const image = imageOf({ id, draftImage });
            return {
              ...button,
              id: id ?? key,
              label: button.label.trim(),
              url: normalizeLink(button.url) ?? '',
              ...(image && { image }),
            };
          }),
      })}
      check={(request) => checkButtons(request.buttons)}
      summary={(row, index) => ({
        icon: imageOf(row) ? (
          <SpaceImage image={imageOf(row)!} sizes="24px" className="size-6 rounded object-cover" />
        ) : (
          <span
            className={cn(
              buttonClasses({ color: row.color, variant: row.variant, size: 'xs' }),
              'w-6 px-0',
            )}
            aria-hidden="true"
          >
            {row.iconSvg ? (
              <InlineIcon svg={row.iconSvg} className="size-3.5" />
            ) : (
              row.label.trim().charAt(0)
            )}
          </span>
        ),
        label: row.label.trim() || t('itemNumber', { n: index + 1 }),
        detail: linkHost(row.url),
        sample: isSampleButton(row),
      })}
      visibility={{ of: (row) => row.visible, set: (visible) => ({ visible }) }}
      renderRow={(row, { index, error, update, text }) => (
        <div className="space-y-3">
          <span
            className={buttonClasses({ color: row.color, variant: row.variant, size: 'sm' })}
            aria-hidden="true"
          >
            {row.label || t('itemNumber', { n: index + 1 })}
          </span>
          <ImageUpload
            slot="button"
            spaceId={space.spaceId}
            itemId={row.id}
            image={imageOf(row)}
            onChange={(image) => setImage(row, update, image)}
            label={t('buttonImage')}
            hint={t('buttonImageHint')}
            shape="square"
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('buttonLabel')}
              maxLength={LIMITS.buttonLabelMaxLength}
              {...text('label')}
            />
            <UrlFieldWithPreview
              label={t('buttonUrl')}
              hint={hostHint(row.url)}
              error={error('url')}
              value={row.url}
              onChange={(url) => update({ url })}
              spaceId={space.spaceId}
              slot="button"
              itemId={row.id}
              onFill={(offer) => update(buttonFill(offer))}
              onImage={(image) => setImage(row, update, image)}
            />
            <IconField icon={row.icon} iconSvg={row.iconSvg} update={update} />
            <ButtonLook color={row.color} variant={row.variant} update={update} />
          </div>
          <EmphasisFields
            live={row.live === true}
            featured={row.featured === true}
            update={update}
          />
          <TimedFields row={row} error={error} update={update} />
        </div>
      )}
    />
  );
}

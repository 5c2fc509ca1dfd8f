// /s/{slug}/share: what a link to the page shows when it is shared — the owner's share image (saved
// as soon as the pipeline attaches it), title and description — with a live preview of the link
// as chat apps and social networks draw it: the image, then the host, title and description.
import {
  cardPath,
  checkShare,
  LIMITS,
  shareTextOf,
  updateShareSettings,
  type ShareInput,
  type SpaceForEdit,
} from '@spaces/contracts';
import { TextArea, TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { imageUrlFor, useImageBase } from '../../../lib/images';
import { titleMeta } from '../../../lib/page-title';
import { browserEnv } from '../../../lib/public-env';
import { pageTitle } from '../../../lib/title';
import type { Route } from './+types/share-settings';
import { SectionForm } from '../../../forms/section-form';
import { SectionHeader } from '../../../forms/section-header';
import { sentAsChecked, controlsOf, useEditorForm } from '../form/use-editor-form';
import { useEditorSpace } from '../shell/editor-space';
import { SpaceImageUpload } from '../shell/space-image-upload';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'shareTitle');

const shareOf = ({ top }: SpaceForEdit): ShareInput => ({
  title: top.shareTitle ?? '',
  description: top.shareDescription ?? '',
});

export default function ShareSettings() {
  const t = useT('editor');
  const { space } = useEditorSpace();
  const form = useEditorForm({
    fromSpace: shareOf,
    ...sentAsChecked('share', checkShare),
    contract: updateShareSettings,
  });
  const share = form.value;
  const { text } = controlsOf(form, 'share');

  return (
    <div>
      <SectionHeader title={t('shareTitle')} description={t('shareIntro')} error={form.formError} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="space-y-6">
          <section
            aria-label={t('shareImageLabel')}
            className="rounded-lg border border-line bg-surface p-6"
          >
            <SpaceImageUpload
              slot="share-image"
              label={t('shareImageLabel')}
              hint={t('shareImageHint')}
            />
          </section>
          <SectionForm form={form} label={t('shareTitle')}>
            <div className="space-y-4 rounded-lg border border-line bg-surface p-6">
              <TextField
                label={t('shareTitleLabel')}
                name="shareTitle"
                hint={t('shareTitleHint', {
                  max: LIMITS.shareTitleMaxGraphemes,
                  name: space.top.displayName,
                })}
                {...text('title')}
              />
              <TextArea
                label={t('shareDescriptionLabel')}
                name="shareDescription"
                rows={3}
                hint={t('shareDescriptionHint', { max: LIMITS.shareDescriptionMaxGraphemes })}
                {...text('description')}
              />
            </div>
          </SectionForm>
        </div>
        <LinkPreview space={space} share={share} />
      </div>
    </div>
  );
}

/** The link as a preview draws it, from the unsaved title and description. */
function LinkPreview({ space, share }: { space: SpaceForEdit; share: ShareInput }) {
  const t = useT('editor');
  const imageBase = useImageBase();
  const { title, description } = shareTextOf({
    ...space.top,
    shareTitle: share.title.trim(),
    shareDescription: share.description.replace(/\s+/g, ' ').trim(),
  });
  const own = space.top.shareImage;
  // The card is drawn from the public page, so an unpublished space has none yet.
  const image = own
    ? { src: imageUrlFor(imageBase, own, 1200), alt: t('sharePreviewOwnImage') }
    : space.published
      ? {
          src: cardPath(space.slug, { kind: 'space' }, 'og', Date.parse(space.updatedAt)),
          alt: t('sharePreviewCard'),
        }
      : undefined;
  const host = new URL(browserEnv().siteOrigin).host;
  return (
    <section aria-labelledby="share-preview-heading" className="space-y-2 lg:sticky lg:top-4">
      <h2 id="share-preview-heading" className="text-sm font-medium text-fg">
        {t('sharePreviewHeading')}
      </h2>
      <div
        data-testid="share-preview"
        className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm"
      >
        {image ? (
          <img
            src={image.src}
            alt={image.alt}
            width={1200}
            height={630}
            className="aspect-[40/21] w-full bg-surface-muted object-cover"
            data-testid="share-preview-image"
          />
        ) : (
          <p className="grid aspect-[40/21] place-items-center bg-surface-muted p-6 text-center text-sm text-fg-muted">
            {t('sharePreviewPending')}
          </p>
        )}
        <div className="space-y-1 border-t border-line p-4">
          <p className="text-xs text-fg-subtle">{host}</p>
          <p className="line-clamp-2 font-semibold break-words text-fg">{pageTitle(title)}</p>
          <p className="line-clamp-3 text-sm break-words text-fg-muted">{description}</p>
        </div>
      </div>
    </section>
  );
}

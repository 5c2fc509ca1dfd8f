// /s/{slug}/embed: the ordered embeds (≤ 10) — service, pasted link, optional title, visible
// on/off — saved as one list. The link must be one of the chosen service's (pasting a link of
// another one switches the service); the poster is YouTube's thumbnail, brought in by the server,
// or an image the owner uploads through the pipeline.
import {
  checkEmbeds,
  EMBED_PROVIDERS,
  LIMITS,
  parseEmbedUrl,
  updateSpaceEmbeds,
  type EmbedInput,
  type EmbedProvider,
  type UpdateSpaceEmbedsRequest,
} from '@spaces/contracts';
import { ImageUpload } from '../../../components/image/image-upload';
import { SpaceImage } from '../../../components/image/space-image';
import { SelectField, TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import { PROVIDER_NAMES } from '../../../components/embed/embed-player';
import type { Route } from './+types/embeds';
import { useEditorSpace } from '../shell/editor-space';
import { withSpaceImage } from '../shell/space-images';
import { withoutKeys } from '../../../lib/ordered-list';
import { OrderedListSection } from './ordered-list-section';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'embedTitle');

export default function EmbedsEditor() {
  const t = useT('editor');
  const { space, setSpace } = useEditorSpace();
  const savedOf = (id: string | undefined) => space.embeds.find((embed) => embed.id === id);
  return (
    <OrderedListSection<EmbedInput, UpdateSpaceEmbedsRequest>
      field="embeds"
      itemsOf={(saved) =>
        saved.embeds.map((embed) => ({
          id: embed.id,
          provider: embed.provider,
          url: embed.url,
          title: embed.title,
          visible: embed.visible,
        }))
      }
      newItem={() => ({ provider: 'youtube', url: '', title: '', visible: true })}
      preview={(rows) => {
        const checked = checkEmbeds(withoutKeys(rows).filter((row) => row.visible));
        if (!checked.ok) return {};
        const shown = rows.filter((row) => row.visible);
        return {
          embeds: checked.value.map(({ id: _id, visible: _visible, ...embed }, i) => {
            const poster = savedOf(shown[i]?.id)?.poster;
            return {
              id: shown[i]?.id ?? shown[i]?.key ?? String(i),
              ...embed,
              ...(poster && { poster }),
            };
          }),
        };
      }}
      toRequest={(rows, saved) => ({
        spaceId: saved.spaceId,
        embeds: withoutKeys(rows).map((embed) => ({
          ...embed,
          url: embed.url.trim(),
          title: embed.title.trim(),
        })),
      })}
      contract={updateSpaceEmbeds}
      check={(request) => checkEmbeds(request.embeds)}
      summary={(row, index) => {
        const poster = savedOf(row.id)?.poster;
        return {
          icon: poster ? (
            <SpaceImage image={poster} sizes="24px" className="size-6 rounded object-cover" />
          ) : undefined,
          label: `${PROVIDER_NAMES[row.provider]} · ${row.title.trim() || row.url.trim() || t('itemNumber', { n: index + 1 })}`,
        };
      }}
      visibility={{ of: (row) => row.visible, set: (visible) => ({ visible }) }}
      renderRow={(row, { error, update, text }) => {
        const poster = savedOf(row.id)?.poster;
        const urlError = error('url');
        return (
          <div className="space-y-3">
            <SelectField
              label={t('embedProvider')}
              value={row.provider}
              error={error('provider')}
              onChange={(event) => update({ provider: event.target.value as EmbedProvider })}
              data-testid="embed-provider"
              options={EMBED_PROVIDERS.map((provider) => ({
                value: provider,
                label: PROVIDER_NAMES[provider],
              }))}
            />
            <TextField
              label={t('embedUrl')}
              hint={t(`embedUrlHint_${row.provider}`)}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={LIMITS.urlMaxLength}
              // The one rule of this field names the service's own forms.
              error={
                urlError === t('ruleEmbedMismatch') ? t(`embedMismatch_${row.provider}`) : urlError
              }
              value={row.url}
              onChange={(event) => {
                const url = event.target.value;
                // A pasted link of another service chooses that service.
                const found = parseEmbedUrl(url)?.provider;
                update(found && found !== row.provider ? { url, provider: found } : { url });
              }}
            />
            <TextField
              label={t('embedTitleField')}
              maxLength={LIMITS.embedTitleMaxLength}
              {...text('title')}
            />
            {row.id ? (
              <ImageUpload
                slot="embed-poster"
                spaceId={space.spaceId}
                itemId={row.id}
                image={poster}
                onChange={(next) =>
                  setSpace((current) => withSpaceImage(current, 'embed-poster', next, row.id))
                }
                label={t('embedPoster')}
                hint={t('embedPosterHint')}
              />
            ) : (
              <p className="text-sm text-fg-muted">{t('embedPosterAfterSave')}</p>
            )}
          </div>
        );
      }}
    />
  );
}

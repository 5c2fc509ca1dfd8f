// The space's public address on the overview: copy it, share it (where the browser can), open it
// once the space is published.
import type { SpaceForEdit } from '@spaces/contracts';
import { CopyIcon, ExternalLinkIcon, ShareIcon } from '../../../components/icons/ui-icons';
import { IconButton } from '../../../components/ui/icon-button';
import { useT } from '../../../i18n/use-t';
import { browserEnv } from '../../../lib/public-env';
import { useShareLink } from '../../../components/share/use-share-link';

export function PublicUrl({ space }: { space: SpaceForEdit }) {
  const t = useT('editor');
  const ui = useT('ui');
  const publicUrl = `${browserEnv().siteOrigin}/${space.slug}`;
  const { canShare, copy: copyUrl, share } = useShareLink(publicUrl, space.top.displayName);

  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-fg">{t('publicUrl')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="min-w-0 rounded bg-surface-muted px-2 py-1 text-sm break-all text-fg"
          data-testid="public-url"
        >
          {publicUrl}
        </code>
        <IconButton
          variant="outline"
          label={ui('copy')}
          tooltip
          icon={<CopyIcon className="size-4" />}
          onClick={copyUrl}
        />
        {canShare && (
          <IconButton
            variant="outline"
            label={t('share')}
            tooltip
            icon={<ShareIcon className="size-4" />}
            onClick={share}
          />
        )}
        {space.published && (
          <a
            href={publicUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1 px-1 text-sm text-accent-strong hover:underline"
          >
            {t('openPublic')}
            <ExternalLinkIcon className="size-4" />
          </a>
        )}
      </div>
    </div>
  );
}

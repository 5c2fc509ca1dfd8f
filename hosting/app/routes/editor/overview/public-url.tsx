// The space's public address on the overview: copy it, share it (where the browser can), open it
// once the space is published.
import type { SpaceForEdit } from '@spaces/contracts';
import { CopyIcon, ExternalLinkIcon, ShareIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
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
        <Tooltip content={ui('copy')}>
          <Button
            size="sm"
            variant="outline"
            color="neutral"
            className="min-h-11 min-w-11"
            onClick={copyUrl}
            aria-label={ui('copy')}
          >
            <CopyIcon className="size-4" />
          </Button>
        </Tooltip>
        {canShare && (
          <Tooltip content={t('share')}>
            <Button
              size="sm"
              variant="outline"
              color="neutral"
              className="min-h-11 min-w-11"
              onClick={share}
              aria-label={t('share')}
            >
              <ShareIcon className="size-4" />
            </Button>
          </Tooltip>
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

// One embed on a public page. Until the visitor plays it, it is a facade made of our own things
// only (the poster from our image variants, the title, a play button), so the page asks the
// provider for nothing, not even a thumbnail. Without JavaScript the facade is a link to the
// provider's page; with it (an island) a click puts the provider's privacy-enhanced player in its
// place, the one address `embedPlayerUrl` builds from the id.
import {
  embedPlayerUrl,
  embedTargetOf,
  type EmbedProvider,
  type PublicEmbed,
} from '@spaces/contracts';
import { useState } from 'react';
import { SpaceImage } from '../image/space-image';
import { cn } from '../ui/cn';
import { useT } from '../../i18n/use-t';

export const PROVIDER_NAMES: Record<EmbedProvider, string> = {
  youtube: 'YouTube',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  appleMusic: 'Apple Music',
  niconico: 'niconico',
  twitch: 'Twitch',
};

/** How tall the player is: a picture frame for video, the providers' own heights for audio. */
export function playerShape(embed: Pick<PublicEmbed, 'provider' | 'kind'>): {
  aspect?: string;
  height?: number;
} {
  switch (embed.provider) {
    case 'spotify':
      return { height: embed.kind === 'track' || embed.kind === 'episode' ? 152 : 352 };
    case 'soundcloud':
      return { height: embed.kind === 'track' ? 166 : 450 };
    case 'appleMusic':
      return { height: embed.kind === 'song' ? 175 : 450 };
    default:
      return { aspect: embed.kind === 'short' ? '9 / 16' : '16 / 9' };
  }
}

/** The player's address for this page: Twitch must be told the host that frames it. */
export function playerSrc(embed: PublicEmbed, host: string): string {
  return embedPlayerUrl(embedTargetOf(embed), host);
}

export function EmbedPlayer({ embed }: { embed: PublicEmbed }) {
  const t = useT('embeds');
  const [playing, setPlaying] = useState(false);
  const provider = PROVIDER_NAMES[embed.provider];
  const shape = playerShape(embed);
  const frameStyle = shape.aspect
    ? { aspectRatio: shape.aspect }
    : { height: `${shape.height ?? 152}px` };
  const tall = embed.kind === 'short';
  const box = cn(
    'relative block w-full overflow-hidden rounded-2xl ring-1 ring-(--color-line)',
    tall && 'mx-auto max-w-xs',
  );
  if (playing) {
    const title = t('playerTitle', { provider, title: embed.title || provider });
    return (
      <iframe
        src={playerSrc(embed, window.location.hostname)}
        title={title}
        style={frameStyle}
        className={cn(box, 'border-0')}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="embed-frame"
      />
    );
  }
  const label = embed.title ? t('play', { title: embed.title }) : t('playUntitled', { provider });
  return (
    <a
      href={embed.url}
      target="_blank"
      rel="noopener noreferrer"
      data-provider={embed.provider}
      data-testid="embed-facade"
      onClick={(event) => {
        // A modified click still opens the provider's page, as a link does.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        setPlaying(true);
      }}
      className={cn(
        box,
        'space-surface group text-fg focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none',
      )}
      style={shape.aspect ? { aspectRatio: shape.aspect } : { minHeight: `${shape.height}px` }}
    >
      {/* Its name starts with what a click does; the visible words follow it. */}
      <span className="sr-only">{label}</span>
      {embed.poster ? (
        <SpaceImage
          image={embed.poster}
          sizes="(min-width: 560px) 528px, 100vw"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        // No poster (the provider has none we may fetch, or it could not be fetched): a designed
        // placeholder that names the provider, drawn from the theme.
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-start justify-start bg-accent-soft p-4 text-sm font-bold tracking-wide text-accent"
          data-testid="embed-placeholder"
        >
          {provider}
        </span>
      )}
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent text-on-accent shadow-lg motion-safe:transition-transform motion-safe:group-hover:scale-105">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 size-7 fill-current">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5Z" />
          </svg>
        </span>
      </span>
      <span className="absolute inset-x-0 bottom-0 flex flex-col gap-0.5 bg-surface/90 px-4 py-2.5">
        {embed.title && (
          <span className="text-sm leading-snug font-bold [overflow-wrap:anywhere]">
            {embed.title}
          </span>
        )}
        <span className="text-xs text-fg-muted">
          {t('openOn', { provider })} · {t('privacy', { provider })}
        </span>
      </span>
    </a>
  );
}

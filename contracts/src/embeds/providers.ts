// Embeds: a pasted address becomes a provider and an id, or nothing. Only these forms are accepted,
// so the page can only ever frame the players listed here (the page's CSP names exactly their
// origins), and the player's address is built from the id, never from what the owner pasted.
import type { Embed } from './embed';

export const EMBED_PROVIDERS = [
  'youtube',
  'spotify',
  'soundcloud',
  'appleMusic',
  'niconico',
  'twitch',
] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

const SPOTIFY_KINDS = ['track', 'album', 'playlist', 'episode', 'show', 'artist'] as const;
const APPLE_KINDS = ['album', 'playlist', 'song', 'music-video'] as const;

/** What an embed points at: enough to build the player's and the provider's addresses. */
export type EmbedTarget =
  | { provider: 'youtube'; kind: 'video' | 'short' | 'playlist'; id: string }
  | { provider: 'spotify'; kind: (typeof SPOTIFY_KINDS)[number]; id: string }
  /** `id` is the path on soundcloud.com: `artist/track` or `artist/sets/set`. */
  | { provider: 'soundcloud'; kind: 'track' | 'set'; id: string }
  /** `id` is `{storefront}/{kind}/{name}/{id}`, plus `?i={song}` for a song of an album. */
  | { provider: 'appleMusic'; kind: (typeof APPLE_KINDS)[number]; id: string }
  | { provider: 'niconico'; kind: 'video'; id: string }
  | { provider: 'twitch'; kind: 'channel' | 'video' | 'clip'; id: string };

/** The players' frame origins: the only ones a public page may frame (its CSP's frame-src). */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
  'https://embed.music.apple.com',
  'https://embed.nicovideo.jp',
  'https://player.twitch.tv',
  'https://clips.twitch.tv',
] as const;

const YOUTUBE_VIDEO = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_LIST = /^[A-Za-z0-9_-]{12,64}$/;
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SOUNDCLOUD_NAME = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const APPLE_STOREFRONT = /^[a-z]{2}$/;
const APPLE_NAME = /^[^/?#\s]{1,200}$/;
const APPLE_ID = /^(?:\d{1,15}|pl\.[A-Za-z0-9-]{1,64})$/;
const NICONICO_ID = /^(?:sm|so|nm)\d{1,12}$/;
const TWITCH_CHANNEL = /^[a-z0-9_]{3,25}$/;
const TWITCH_CLIP = /^[A-Za-z0-9_-]{1,100}$/;

/** The provider and id of a pasted address, or undefined when it is not one we can embed. */
export function parseEmbedUrl(input: string): EmbedTarget | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  switch (host) {
    case 'youtube.com':
    case 'www.youtube.com':
    case 'm.youtube.com':
    case 'youtu.be':
    case 'www.youtube-nocookie.com':
      return youtube(host, parts, url.searchParams);
    case 'open.spotify.com':
      return spotify(parts);
    case 'soundcloud.com':
    case 'www.soundcloud.com':
    case 'm.soundcloud.com':
      return soundcloud(parts);
    case 'music.apple.com':
      return appleMusic(parts, url.searchParams);
    case 'www.nicovideo.jp':
    case 'nicovideo.jp':
    case 'sp.nicovideo.jp':
    case 'nico.ms':
      return niconico(host, parts);
    case 'www.twitch.tv':
    case 'twitch.tv':
    case 'm.twitch.tv':
    case 'clips.twitch.tv':
      return twitch(host, parts);
    default:
      return undefined;
  }
}

function youtube(host: string, parts: string[], query: URLSearchParams): EmbedTarget | undefined {
  const video = (id: string | undefined | null, kind: 'video' | 'short' = 'video') =>
    id && YOUTUBE_VIDEO.test(id) ? ({ provider: 'youtube', kind, id } as const) : undefined;
  if (host === 'youtu.be') return parts.length === 1 ? video(parts[0]) : undefined;
  const [first, second, ...rest] = parts;
  if (rest.length > 0) return undefined;
  if (first === 'watch' && second === undefined) return video(query.get('v'));
  if (first === 'playlist' && second === undefined) {
    const list = query.get('list');
    return list && YOUTUBE_LIST.test(list)
      ? { provider: 'youtube', kind: 'playlist', id: list }
      : undefined;
  }
  if (first === 'shorts') return video(second, 'short');
  if (first === 'embed' || first === 'live') return video(second);
  return undefined;
}

function spotify(parts: string[]): EmbedTarget | undefined {
  // Shared links may carry a locale first: /intl-ja/track/{id}.
  const [kind, id, ...rest] = parts[0]?.startsWith('intl-') ? parts.slice(1) : parts;
  if (rest.length > 0 || !id || !SPOTIFY_ID.test(id)) return undefined;
  const known = SPOTIFY_KINDS.find((k) => k === kind);
  return known ? { provider: 'spotify', kind: known, id } : undefined;
}

function soundcloud(parts: string[]): EmbedTarget | undefined {
  const lower = parts.map((p) => p.toLowerCase());
  if (!lower.every((p) => SOUNDCLOUD_NAME.test(p))) return undefined;
  if (lower.length === 2 && lower[1] !== 'sets')
    return { provider: 'soundcloud', kind: 'track', id: lower.join('/') };
  if (lower.length === 3 && lower[1] === 'sets')
    return { provider: 'soundcloud', kind: 'set', id: lower.join('/') };
  return undefined;
}

function appleMusic(parts: string[], query: URLSearchParams): EmbedTarget | undefined {
  const [storefront, kind, name, id, ...rest] = parts;
  if (rest.length > 0 || !storefront || !APPLE_STOREFRONT.test(storefront)) return undefined;
  if (!name || !APPLE_NAME.test(name) || !id || !APPLE_ID.test(id)) return undefined;
  const known = APPLE_KINDS.find((k) => k === kind);
  if (!known) return undefined;
  const song = query.get('i');
  const songPart = known === 'album' && song && /^\d{1,15}$/.test(song) ? `?i=${song}` : '';
  return {
    provider: 'appleMusic',
    kind: known,
    id: `${storefront}/${known}/${name}/${id}${songPart}`,
  };
}

function niconico(host: string, parts: string[]): EmbedTarget | undefined {
  const id = host === 'nico.ms' ? (parts.length === 1 ? parts[0] : undefined) : watchId(parts);
  return id && NICONICO_ID.test(id) ? { provider: 'niconico', kind: 'video', id } : undefined;
}

function watchId(parts: string[]): string | undefined {
  return parts.length === 2 && parts[0] === 'watch' ? parts[1] : undefined;
}

function twitch(host: string, parts: string[]): EmbedTarget | undefined {
  if (host === 'clips.twitch.tv')
    return parts.length === 1 && TWITCH_CLIP.test(parts[0]!)
      ? { provider: 'twitch', kind: 'clip', id: parts[0]! }
      : undefined;
  const [first, second, third, ...rest] = parts;
  if (rest.length > 0 || !first) return undefined;
  if (first === 'videos')
    return second && /^\d{1,15}$/.test(second) && third === undefined
      ? { provider: 'twitch', kind: 'video', id: second }
      : undefined;
  const channel = first.toLowerCase();
  if (!TWITCH_CHANNEL.test(channel)) return undefined;
  if (second === undefined) return { provider: 'twitch', kind: 'channel', id: channel };
  if (second === 'clip' && third && TWITCH_CLIP.test(third))
    return { provider: 'twitch', kind: 'clip', id: third };
  return undefined;
}

/**
 * The target a stored embed points at (stored embeds were built from one, so they agree). Here, not
 * beside the embeds' schemas, so that a page's player carries no schema.
 */
export function embedTargetOf(embed: Pick<Embed, 'provider' | 'kind' | 'ref'>): EmbedTarget {
  return { provider: embed.provider, kind: embed.kind, id: embed.ref } as EmbedTarget;
}

/**
 * The provider's privacy-enhanced player, loaded only after the visitor's click. Twitch refuses to
 * play unless told which site frames it (`parent`, the page's host name).
 */
export function embedPlayerUrl(target: EmbedTarget, parentHost: string): string {
  const { id } = target;
  switch (target.provider) {
    case 'youtube':
      return target.kind === 'playlist'
        ? `https://www.youtube-nocookie.com/embed/videoseries?list=${id}&autoplay=1`
        : `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
    case 'spotify':
      return `https://open.spotify.com/embed/${target.kind}/${id}`;
    case 'soundcloud':
      return `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://soundcloud.com/${id}`)}&auto_play=true`;
    case 'appleMusic':
      return `https://embed.music.apple.com/${id}`;
    case 'niconico':
      return `https://embed.nicovideo.jp/watch/${id}?autoplay=1`;
    case 'twitch': {
      const parent = encodeURIComponent(parentHost);
      if (target.kind === 'clip')
        return `https://clips.twitch.tv/embed?clip=${encodeURIComponent(id)}&parent=${parent}&autoplay=true`;
      return target.kind === 'video'
        ? `https://player.twitch.tv/?video=${id}&parent=${parent}&autoplay=true`
        : `https://player.twitch.tv/?channel=${id}&parent=${parent}&autoplay=true`;
    }
  }
}

/** Where the facade links without JavaScript: the provider's own page. */
export function embedPageUrl(target: EmbedTarget): string {
  const { id } = target;
  switch (target.provider) {
    case 'youtube':
      return target.kind === 'playlist'
        ? `https://www.youtube.com/playlist?list=${id}`
        : target.kind === 'short'
          ? `https://www.youtube.com/shorts/${id}`
          : `https://www.youtube.com/watch?v=${id}`;
    case 'spotify':
      return `https://open.spotify.com/${target.kind}/${id}`;
    case 'soundcloud':
      return `https://soundcloud.com/${id}`;
    case 'appleMusic':
      return `https://music.apple.com/${id}`;
    case 'niconico':
      return `https://www.nicovideo.jp/watch/${id}`;
    case 'twitch':
      return target.kind === 'clip'
        ? `https://clips.twitch.tv/${encodeURIComponent(id)}`
        : target.kind === 'video'
          ? `https://www.twitch.tv/videos/${id}`
          : `https://www.twitch.tv/${id}`;
  }
}

// Per-service SNS link rules: the owner types a URL or a handle; we keep one canonical https URL
// (or mailto:) and, where the service has one, the handle shown beside the icon.
import { mailAddress, parseSafeLink, withScheme } from '../platform/links';
import { LIMITS } from '../limits';

export const SNS_SERVICES = [
  'x',
  'instagram',
  'youtube',
  'tiktok',
  'twitch',
  'bluesky',
  'threads',
  'facebook',
  'niconico',
  'pixiv',
  'discord',
  'github',
  'note',
  'fanbox',
  'skeb',
  'website',
  'email',
] as const;
export type SnsService = (typeof SNS_SERVICES)[number];

export interface NormalizedSns {
  url: string;
  handle?: string;
}

interface ServiceRule {
  /** Hosts whose links belong to the service (compared lower-case, without a leading "www."). */
  hosts: readonly string[];
  /** A bare handle the owner may type instead of a URL (a leading "@" is always accepted). */
  handle?: RegExp;
  /** The canonical profile URL for a handle. */
  profileUrl?: (handle: string) => string;
  /** The handle inside a link of this service, if the path names one. */
  handleFromUrl?: (url: URL) => string | undefined;
}

const firstSegment = (url: URL): string | undefined => url.pathname.split('/')[1] || undefined;
const atSegment = (url: URL): string | undefined => /^\/@([^/]+)/.exec(url.pathname)?.[1];

const RULES: Record<Exclude<SnsService, 'website' | 'email'>, ServiceRule> = {
  x: {
    hosts: ['x.com', 'twitter.com', 'mobile.twitter.com', 'mobile.x.com'],
    handle: /^[A-Za-z0-9_]{1,15}$/,
    profileUrl: (h) => `https://x.com/${h}`,
    handleFromUrl: firstSegment,
  },
  instagram: {
    hosts: ['instagram.com', 'instagr.am'],
    handle: /^[A-Za-z0-9._]{1,30}$/,
    profileUrl: (h) => `https://www.instagram.com/${h}/`,
    handleFromUrl: firstSegment,
  },
  youtube: {
    hosts: ['youtube.com', 'm.youtube.com', 'youtu.be'],
    handle: /^[A-Za-z0-9._-]{3,30}$/,
    profileUrl: (h) => `https://www.youtube.com/@${h}`,
    handleFromUrl: atSegment,
  },
  tiktok: {
    hosts: ['tiktok.com', 'm.tiktok.com'],
    handle: /^[A-Za-z0-9._]{2,24}$/,
    profileUrl: (h) => `https://www.tiktok.com/@${h}`,
    handleFromUrl: atSegment,
  },
  twitch: {
    hosts: ['twitch.tv', 'm.twitch.tv'],
    handle: /^[A-Za-z0-9_]{3,25}$/,
    profileUrl: (h) => `https://www.twitch.tv/${h}`,
    handleFromUrl: firstSegment,
  },
  bluesky: {
    hosts: ['bsky.app'],
    // Bluesky handles are domain names, e.g. name.bsky.social.
    handle: /^(?=.{3,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/,
    profileUrl: (h) => `https://bsky.app/profile/${h.toLowerCase()}`,
    handleFromUrl: (url) => /^\/profile\/([^/]+)/.exec(url.pathname)?.[1],
  },
  threads: {
    hosts: ['threads.net', 'threads.com'],
    handle: /^[A-Za-z0-9._]{1,30}$/,
    profileUrl: (h) => `https://www.threads.com/@${h}`,
    handleFromUrl: atSegment,
  },
  facebook: {
    hosts: ['facebook.com', 'm.facebook.com', 'fb.com', 'fb.me'],
    handle: /^[A-Za-z0-9.]{5,50}$/,
    profileUrl: (h) => `https://www.facebook.com/${h}`,
    handleFromUrl: firstSegment,
  },
  niconico: {
    hosts: [
      'nicovideo.jp',
      'sp.nicovideo.jp',
      'ch.nicovideo.jp',
      'live.nicovideo.jp',
      'com.nicovideo.jp',
      'seiga.nicovideo.jp',
      'nico.ms',
    ],
    // niconico profiles are numeric user ids.
    handle: /^[0-9]{1,12}$/,
    profileUrl: (h) => `https://www.nicovideo.jp/user/${h}`,
  },
  pixiv: {
    hosts: ['pixiv.net', 'pixiv.me'],
    handle: /^[0-9]{1,12}$/,
    profileUrl: (h) => `https://www.pixiv.net/users/${h}`,
  },
  discord: {
    hosts: ['discord.gg', 'discord.com', 'discordapp.com'],
    // An invite code: the only public way to point fans at a server.
    handle: /^[A-Za-z0-9-]{2,32}$/,
    profileUrl: (h) => `https://discord.gg/${h}`,
  },
  github: {
    hosts: ['github.com'],
    handle: /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,
    profileUrl: (h) => `https://github.com/${h}`,
    handleFromUrl: firstSegment,
  },
  note: {
    hosts: ['note.com', 'note.mu'],
    handle: /^[A-Za-z0-9_]{3,16}$/,
    profileUrl: (h) => `https://note.com/${h}`,
    handleFromUrl: firstSegment,
  },
  fanbox: {
    // Creator pages live at {creator}.fanbox.cc or fanbox.cc/@creator; see hostMatches.
    hosts: ['fanbox.cc'],
    handle: /^[A-Za-z0-9_-]{1,40}$/,
    profileUrl: (h) => `https://${h.toLowerCase()}.fanbox.cc/`,
    handleFromUrl: (url) => {
      const host = bareHost(url);
      return host === 'fanbox.cc' ? atSegment(url) : host.slice(0, -'.fanbox.cc'.length);
    },
  },
  skeb: {
    hosts: ['skeb.jp'],
    handle: /^[A-Za-z0-9_]{1,15}$/,
    profileUrl: (h) => `https://skeb.jp/@${h}`,
    handleFromUrl: atSegment,
  },
};

function bareHost(url: URL): string {
  const host = url.hostname.toLowerCase();
  return host.startsWith('www.') ? host.slice(4) : host;
}

function hostMatches(service: keyof typeof RULES, url: URL): boolean {
  const host = bareHost(url);
  if (service === 'fanbox' && /^[a-z0-9_-]+\.fanbox\.cc$/.test(host)) return true;
  return RULES[service].hosts.includes(host);
}

/**
 * The canonical link for what the owner typed for `service`, or null when it is neither a link of
 * that service nor one of its handles.
 */
export function normalizeSnsLink(service: SnsService, input: string): NormalizedSns | null {
  const value = input.trim();
  if (value.length === 0 || value.length > LIMITS.snsValueMaxLength) return null;

  if (service === 'email') {
    // One address, nothing else: the shared rule of mailto links (no header fields, no encoding).
    const address = mailAddress(value.replace(/^mailto:/i, ''));
    const url = address === null ? null : parseSafeLink(`mailto:${address}`);
    return url && address ? { url: url.href, handle: address } : null;
  }

  if (service === 'website') {
    const url = parseSafeLink(withScheme(value));
    return url && url.protocol !== 'mailto:' ? { url: url.href } : null;
  }

  const rule = RULES[service];
  // Without a scheme or a path it is a handle if it looks like one (Bluesky handles contain dots).
  const bare = value.replace(/^@/, '');
  const looksLikeUrl = /^[a-z][a-z0-9+.-]*:/i.test(value) || value.includes('/');
  if (!looksLikeUrl && rule.handle?.test(bare) && rule.profileUrl) {
    return { url: rule.profileUrl(bare), handle: bare };
  }

  const url = parseSafeLink(withScheme(value));
  if (!url || url.protocol === 'mailto:' || !hostMatches(service, url)) return null;
  // Known services are always reachable over https; an http link would only add a redirect.
  url.protocol = 'https:';
  const handle = rule.handleFromUrl?.(url);
  return handle && rule.handle?.test(handle) ? { url: url.href, handle } : { url: url.href };
}

/**
 * The service a pasted link belongs to, from its host (`https://www.instagram.com/mika` →
 * instagram), or null for a handle, an address or a link of no known service.
 */
export function snsServiceOfLink(input: string): Exclude<SnsService, 'website' | 'email'> | null {
  const value = input.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.includes('/')) return null;
  const url = parseSafeLink(withScheme(value));
  if (!url || url.protocol === 'mailto:') return null;
  const services = Object.keys(RULES) as (keyof typeof RULES)[];
  return services.find((service) => hostMatches(service, url)) ?? null;
}

// One simple mark per social service, drawn for Spaces (not the services' own artwork).
import type { SnsService } from '@spaces/contracts';
import type { ComponentType } from 'react';
import { svgIcon, type IconProps } from './svg-icon';

const X = /* @__PURE__ */ svgIcon(
  <path d="M4 4h4.5L20 20h-4.5L4 4zM19.5 4l-6.2 6.9M10.7 13.1 4.5 20" />,
);
const Website = /* @__PURE__ */ svgIcon(
  <circle cx="12" cy="12" r="9" />,
  <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />,
);

/** Marks by service id; a service without a mark of its own is drawn as the website globe. */
const SNS_ICONS: Record<string, ComponentType<IconProps>> = {
  x: X,
  twitter: X,
  instagram: /* @__PURE__ */ svgIcon(
    <rect x="3" y="3" width="18" height="18" rx="5" />,
    <circle cx="12" cy="12" r="4" />,
    <path d="M17.5 6.5h.01" />,
  ),
  youtube: /* @__PURE__ */ svgIcon(
    <rect x="2" y="5" width="20" height="14" rx="4" />,
    <path d="M10 9l5 3-5 3V9z" fill="currentColor" />,
  ),
  tiktok: /* @__PURE__ */ svgIcon(<path d="M14 3v12a4 4 0 1 1-4-4M14 3c0 3 2 5 5 5" />),
  twitch: /* @__PURE__ */ svgIcon(<path d="M4 3h16v11l-4 4h-4l-3 3v-3H4V3zM10 8v4M15 8v4" />),
  bluesky: /* @__PURE__ */ svgIcon(
    <path d="M12 11C10 7 6 4 3.5 4 2 4 2 6 2.5 8.5 3 11 5 12 8 12c-3 .5-4 2.5-2 4.5 2.5 2.5 5 0 6-3 1 3 3.5 5.5 6 3 2-2 1-4-2-4.5 3 0 5-1 5.5-3.5C22 6 22 4 20.5 4 18 4 14 7 12 11z" />,
  ),
  threads: /* @__PURE__ */ svgIcon(
    <path d="M17 8.5C16 5.5 14 4 11.5 4 7.5 4 5 7 5 12s2.5 8 6.5 8c3.5 0 6-2 6-5 0-2.5-2-4-5-4-2 0-3.5 1-3.5 2.5S10 16 11.5 16c2.5 0 3.5-2 3.5-5" />,
  ),
  facebook: /* @__PURE__ */ svgIcon(
    <circle cx="12" cy="12" r="9" />,
    <path d="M15 8h-1.5A1.5 1.5 0 0 0 12 9.5V21M9.5 13h5" />,
  ),
  niconico: /* @__PURE__ */ svgIcon(
    <rect x="3" y="7" width="18" height="13" rx="3" />,
    <path d="M8 3l4 4 4-4M8 12v3M16 12v3" />,
  ),
  pixiv: /* @__PURE__ */ svgIcon(
    <rect x="3" y="3" width="18" height="18" rx="4" />,
    <path d="M9 17V7h3.5a3 3 0 0 1 0 6H9" />,
  ),
  discord: /* @__PURE__ */ svgIcon(
    <path d="M7 6c3-1.3 7-1.3 10 0 2 3 3 6 3 10-1.5 1.3-3 2-4.5 2.5L14.5 17M9.5 17l-1 1.5C7 18 5.5 17.3 4 16c0-4 1-7 3-10" />,
    <path d="M9.5 12.5h.01M14.5 12.5h.01" strokeWidth="3" />,
  ),
  github: /* @__PURE__ */ svgIcon(
    <path d="M9 19c-4 1.3-4-2-6-2.5M15 21v-3.5a3 3 0 0 0-1-2.5c3 0 6-1.5 6-6.5a5 5 0 0 0-1.3-3.5 4.7 4.7 0 0 0-.1-3.5s-1.1-.3-3.6 1.4a12 12 0 0 0-6 0C6.5 1.2 5.4 1.5 5.4 1.5a4.7 4.7 0 0 0-.1 3.5A5 5 0 0 0 4 8.5c0 5 3 6.5 6 6.5a3 3 0 0 0-1 2.5V21" />,
  ),
  note: /* @__PURE__ */ svgIcon(<path d="M6 19V8a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v11" />),
  fanbox: /* @__PURE__ */ svgIcon(<path d="M3 8l9-4 9 4v9l-9 4-9-4V8zM3 8l9 4 9-4M12 12v9" />),
  skeb: /* @__PURE__ */ svgIcon(<path d="M4 20l4-1L19 8l-3-3L5 16l-1 4zM14 7l3 3" />),
  website: Website,
  email: /* @__PURE__ */ svgIcon(
    <rect x="3" y="5" width="18" height="14" rx="2" />,
    <path d="M3 7l9 6 9-6" />,
  ),
};

/**
 * Each service's brand colour, for icons drawn on a neutral (white) chip. Services whose brand is
 * black use a near-black; `website` and `email` have no brand and are drawn in a neutral grey.
 */
export const SNS_BRAND_COLORS: Record<SnsService, string | null> = {
  x: '#0f1419',
  instagram: '#e1306c',
  youtube: '#ff0000',
  tiktok: '#010101',
  twitch: '#9146ff',
  bluesky: '#0a7aff',
  threads: '#101010',
  facebook: '#1877f2',
  niconico: '#252525',
  pixiv: '#0096fa',
  discord: '#5865f2',
  github: '#181717',
  note: '#2cb696',
  fanbox: '#e0a800',
  skeb: '#28837f',
  website: null,
  email: null,
};

export function SnsIcon({ service, ...props }: IconProps & { service: string }) {
  const Icon = SNS_ICONS[service] ?? Website;
  return <Icon {...props} />;
}

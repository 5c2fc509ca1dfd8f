// Insights: how a space does, counted without cookies, third parties or JavaScript. Public pages
// carry a counting pixel and `<a ping>` links whose addresses are signed, so a hit needs no read
// to be trusted; the counts land in sharded per-day documents, rolled up into one document per
// space per day (docs/decisions/034-insights.md). What both codebases agree on lives here.
import { Type, type Static } from '@sinclair/typebox';
import { defineCallable } from '../platform/contract';
import { SlugSchema } from '../spaces/space';
import { closed, stringEnum } from '../platform/schema';

/** The periods an owner may look at, in days ending today (Japan time). */
export const INSIGHT_PERIODS = [7, 28, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/**
 * Distinct visitors of a day who must have come from a site before it is listed under its name;
 * until then its views count as other. Each visitor vouches for one site a day, the first it came
 * from, so listing a site costs this many addresses a day (decision 066).
 */
export const REFERRER_MIN_VISITORS = 5;

/** Where a hit is sent: Hosting rewrites this prefix to the `countHit` function. */
export const HIT_PATH_PREFIX = '/_h';

/**
 * What a signed hit address counts. A page view names its page: `p` the top page, `l` the letter
 * page, `b.{boardId}` a board; a click names the link (`{linkId}`, a button, SNS icon or card).
 */
export type HitKind = 'view' | 'click';

/** The page keys of view hits. */
export const TOP_PAGE = 'p';
export const LETTER_PAGE = 'l';
export const boardPage = (boardId: string): string => `b.${boardId}`;

/** Length of a hit signature: 16 base64url characters carry 96 bits of the HMAC. */
export const HIT_SIGNATURE_LENGTH = 16;

/**
 * A hit address carries the minute it was issued (minutes since the epoch), and `countHit` counts
 * it for HIT_LIFETIME_MINUTES after: a page is cached at the CDN for at most 30 s, and a visit
 * (reading, then clicking a link) rarely lasts an hour, so an hour counts every honest hit while a
 * copied address stops counting the same hour instead of forever.
 */
export const HIT_LIFETIME_MINUTES = 60;

/** The minute an address issued at `at` carries. */
export const hitMinuteOf = (at: Date | number): number =>
  Math.floor(new Date(at).getTime() / 60_000);

/**
 * The text a hit's signature is the HMAC of (under the insights secret): the kind, space, target
 * and issue minute, kept apart by JSON whatever characters they hold.
 */
export const hitSigningInput = (
  kind: HitKind,
  spaceId: string,
  target: string,
  issuedMinute: number,
): string => JSON.stringify(['hit', kind, spaceId, target, issuedMinute]);

/**
 * The addresses under HIT_PATH_PREFIX, by what they are: the view pixel, the click ping, and the
 * referrer beacon (which carries its page's view signature).
 */
export const HIT_ENDPOINTS = { view: 'v.gif', click: 'c', referrer: 'r' } as const;
export type HitEndpoint = keyof typeof HIT_ENDPOINTS;

/** The signature an endpoint's address carries. */
export const signatureKindOf = (endpoint: HitEndpoint): HitKind =>
  endpoint === 'click' ? 'click' : 'view';

/** The address of a view pixel, a click ping or a referrer beacon, issued at a minute. */
export function hitPath(
  endpoint: HitEndpoint,
  spaceId: string,
  target: string,
  issuedMinute: number,
  signature: string,
): string {
  const query = new URLSearchParams({
    s: spaceId,
    t: target,
    i: String(issuedMinute),
    k: signature,
  });
  return `${HIT_PATH_PREFIX}/${HIT_ENDPOINTS[endpoint]}?${query.toString()}`;
}

/** The dates of insights are Japan's (UTC+9 all year, no daylight saving). */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `YYYY-MM-DD` in Japan at an instant. */
export function japanDate(at: Date | number): string {
  return new Date(new Date(at).getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `count` Japan dates ending with the one of `at`, oldest first. */
export function japanDatesEnding(at: Date | number, count: number): string[] {
  const last = Date.parse(`${japanDate(at)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(last - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The instant a Japan date begins. */
export const japanDayStart = (date: string): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - JAPAN_OFFSET_MS);

const InsightDaySchema = Type.Object(
  {
    /** `YYYY-MM-DD`, Japan time. */
    date: Type.String(),
    views: Type.Integer({ minimum: 0 }),
    /** Approximate: distinct clients of the day (see docs/decisions/034-insights.md). */
    visitors: Type.Integer({ minimum: 0 }),
    clicks: Type.Integer({ minimum: 0 }),
    letterViews: Type.Integer({ minimum: 0 }),
    boardViews: Type.Integer({ minimum: 0 }),
    letters: Type.Integer({ minimum: 0 }),
    fanMessages: Type.Integer({ minimum: 0 }),
    /** Letters plus fan messages, always (`insightTotals` and the server build it so). */
    messages: Type.Integer({ minimum: 0 }),
    boardPosts: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type InsightDay = Static<typeof InsightDaySchema>;

/** The figures of a day that add up over a period (every one but the date). */
export const INSIGHT_FIGURES = [
  'views',
  'visitors',
  'clicks',
  'letterViews',
  'boardViews',
  'letters',
  'fanMessages',
  'messages',
  'boardPosts',
] as const satisfies readonly (keyof InsightDay)[];
export type InsightFigure = (typeof INSIGHT_FIGURES)[number];
export type InsightTotals = Record<InsightFigure, number>;

/**
 * A period's totals: the one sum every view of the insights shows (the page, the overview's card),
 * so no two places can cut or add the days differently.
 */
export function insightTotals(days: readonly InsightDay[]): InsightTotals {
  const totals = Object.fromEntries(INSIGHT_FIGURES.map((f) => [f, 0])) as InsightTotals;
  for (const day of days) for (const figure of INSIGHT_FIGURES) totals[figure] += day[figure];
  return totals;
}

export const INSIGHT_LINK_KINDS = ['button', 'sns', 'card'] as const;
export type InsightLinkKind = (typeof INSIGHT_LINK_KINDS)[number];

export const getInsights = defineCallable(
  'getInsights',
  'owner',
  Type.Object(
    {
      slug: SlugSchema,
      days: Type.Unsafe<InsightPeriod>({ type: 'integer', enum: [...INSIGHT_PERIODS] }),
    },
    closed,
  ),
  Type.Object(
    {
      /** One entry per date of the period, oldest first, zeros included. */
      days: Type.Array(InsightDaySchema),
      /** The period's sums of `days` (`insightTotals`). */
      totals: Type.Object(
        Object.fromEntries(
          INSIGHT_FIGURES.map((figure) => [figure, Type.Integer({ minimum: 0 })]),
        ) as Record<InsightFigure, ReturnType<typeof Type.Integer>>,
        closed,
      ),
      /**
       * When the figures were last counted (ISO 8601 UTC): the newest roll-up of the period's
       * days, the last two of which are counted afresh on every read.
       */
      updatedAt: Type.String(),
      /** The space's links today, most clicked first. */
      links: Type.Array(
        Type.Object(
          {
            id: Type.String(),
            kind: stringEnum(INSIGHT_LINK_KINDS),
            label: Type.String(),
            clicks: Type.Integer({ minimum: 0 }),
          },
          closed,
        ),
      ),
      /** The space's boards today, most viewed first. */
      boards: Type.Array(
        Type.Object(
          { id: Type.String(), title: Type.String(), views: Type.Integer({ minimum: 0 }) },
          closed,
        ),
      ),
      /** Referring sites (host names), most views first, at most ten. */
      referrers: Type.Array(
        Type.Object({ host: Type.String(), views: Type.Integer({ minimum: 0 }) }, closed),
      ),
      /**
       * Views from every other referring site: those beyond the ten, and those beyond the sites
       * a day keeps. With `referrers`, the total of referred views.
       */
      otherReferrers: Type.Integer({ minimum: 0 }),
      /** Share of views from phones, 0 to 1 (0 when there were none). */
      phoneShare: Type.Number({ minimum: 0, maximum: 1 }),
    },
    closed,
  ),
);

export type Insights = Static<typeof getInsights.response>;

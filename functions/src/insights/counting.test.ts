import {
  HIT_LIFETIME_MINUTES,
  INSIGHT_FIGURES,
  INSIGHT_PERIODS,
  japanDate,
  japanDatesEnding,
  japanDayStart,
  REFERRER_MIN_VISITORS,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { addressPrefixOf } from '../platform/addresses';
import {
  currentIssueMinute,
  dailySalt,
  isPhone,
  isSpaceId,
  isTarget,
  notCountedBecause,
  OTHER_REFERRER,
  REFERRER_CANDIDATES_PER_DAY,
  REFERRER_HOSTS_PER_DAY,
  referrerHost,
  referrerChoice,
  type ReferrerList,
  signHit,
  VISITOR_DAILY_CAP,
  verifyHit,
  visitorHash,
  withinDailyCap,
} from './counting';
import { summarize } from './store';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('which requests count', () => {
  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Twitterbot/1.0'],
    ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
    ['WhatsApp/2.23.20.0'],
    ['TelegramBot (like TwitterBot)'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36'],
    ['Mozilla/5.0 (compatible; SomeLinkPreview/1.0)'],
    ['curl/8.5.0'],
    [''],
  ])('does not count %j (a bot or link preview)', (agent) => {
    expect(notCountedBecause({ 'user-agent': agent })).toBe('bot');
  });

  it.each([
    [{ 'sec-purpose': 'prefetch' }],
    [{ 'sec-purpose': 'prefetch;prerender' }],
    [{ purpose: 'prefetch' }],
    [{ 'x-moz': 'prefetch' }],
    [{ 'x-purpose': 'preview' }],
  ])('does not count a prefetch or prerender (%j)', (headers) => {
    expect(notCountedBecause({ 'user-agent': IPHONE, ...headers })).toBe('prefetch');
  });

  it.each([
    [IPHONE],
    [ANDROID],
    [DESKTOP],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Line/14.0.0'],
  ])('counts a person’s browser: %s', (agent) => {
    expect(notCountedBecause({ 'user-agent': agent })).toBeNull();
  });
});

describe('phone or desktop', () => {
  it('follows the client hint when sent, else the user agent', () => {
    expect(isPhone({ 'user-agent': IPHONE })).toBe(true);
    expect(isPhone({ 'user-agent': ANDROID })).toBe(true);
    expect(isPhone({ 'user-agent': ANDROID_TABLET })).toBe(false);
    expect(isPhone({ 'user-agent': DESKTOP })).toBe(false);
    expect(isPhone({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(isPhone({ 'user-agent': ANDROID, 'sec-ch-ua-mobile': '?0' })).toBe(false);
  });
});

describe('signatures', () => {
  it('hold only for the kind, space, target and minute they were made for, under the same secret', () => {
    const signature = signHit('secret', 'click', 'space-1', 'button-1', 100);
    expect(signature).toMatch(/^[\w-]{16}$/);
    expect(verifyHit('secret', 'click', 'space-1', 'button-1', 100, signature)).toBe(true);
    expect(verifyHit('secret', 'view', 'space-1', 'button-1', 100, signature)).toBe(false);
    expect(verifyHit('secret', 'click', 'space-2', 'button-1', 100, signature)).toBe(false);
    expect(verifyHit('secret', 'click', 'space-1', 'button-2', 100, signature)).toBe(false);
    // A later issue time cannot be written onto an old address.
    expect(verifyHit('secret', 'click', 'space-1', 'button-1', 101, signature)).toBe(false);
    expect(verifyHit('other', 'click', 'space-1', 'button-1', 100, signature)).toBe(false);
    expect(verifyHit('secret', 'click', 'space-1', 'button-1', 100, signature.slice(1))).toBe(
      false,
    );
    expect(verifyHit('secret', 'click', 'space-1', 'button-1', 100, '')).toBe(false);
  });

  it('expire: an address counts for HIT_LIFETIME_MINUTES after its minute, and not before it', () => {
    const now = new Date('2026-11-25T03:00:30Z');
    const minute = Math.floor(now.getTime() / 60_000);
    expect(currentIssueMinute(String(minute), now)).toBe(minute);
    expect(currentIssueMinute(String(minute - HIT_LIFETIME_MINUTES), now)).toBe(
      minute - HIT_LIFETIME_MINUTES,
    );
    expect(currentIssueMinute(String(minute - HIT_LIFETIME_MINUTES - 1), now)).toBeNull();
    expect(currentIssueMinute(String(minute - 60 * 24 * 30), now)).toBeNull();
    // A little clock skew between the SSR and the functions is allowed, a future date is not.
    expect(currentIssueMinute(String(minute + 2), now)).toBe(minute + 2);
    expect(currentIssueMinute(String(minute + 60), now)).toBeNull();
    for (const bad of ['', '-5', '1e9', ' 5', '12.5', '9'.repeat(13)])
      expect(currentIssueMinute(bad, now), bad).toBeNull();
    expect(HIT_LIFETIME_MINUTES).toBeGreaterThanOrEqual(5);
  });

  it('accepts only plain ids as targets and spaces', () => {
    expect(isSpaceId('a'.repeat(128))).toBe(true);
    for (const bad of ['', 'a'.repeat(129), 'a/b', 'a.b']) expect(isSpaceId(bad), bad).toBe(false);
    expect(isTarget('b.board-1')).toBe(true);
    expect(isTarget('p')).toBe(true);
    for (const bad of ['', 'a/b', 'x y', '__proto__ ', 'a'.repeat(60), 'é'])
      expect(isTarget(bad), bad).toBe(false);
  });
});

describe('visitors', () => {
  const salt = (date: string) => dailySalt('secret', date);

  const visitor = (date: string, spaceId: string, address: string) =>
    visitorHash(salt(date), spaceId, addressPrefixOf(address)!);

  it('are the same address within a day and unrelated across days and spaces', () => {
    const today = visitor('2026-11-25', 'space-1', '203.0.113.7');
    expect(visitor('2026-11-25', 'space-1', '203.0.113.7')).toBe(today);
    expect(visitor('2026-11-26', 'space-1', '203.0.113.7')).not.toBe(today);
    expect(visitor('2026-11-25', 'space-2', '203.0.113.7')).not.toBe(today);
    expect(visitor('2026-11-25', 'space-1', '203.0.113.8')).not.toBe(today);
    // A salt is secret-bound: knowing the date is not enough to recompute it.
    expect(dailySalt('another', '2026-11-25').equals(salt('2026-11-25'))).toBe(false);
  });

  it('are named by the address alone, so a rotated user agent is the same visitor', () => {
    // The name has no place for an agent at all; an IPv6 client is its /64.
    expect(visitorHash.length).toBe(3);
    const v6 = visitor('2026-11-25', 'space-1', '2001:db8:1:2::1');
    expect(visitor('2026-11-25', 'space-1', '2001:db8:1:2:ffff:1234:5678:9abc')).toBe(v6);
    expect(visitor('2026-11-25', 'space-1', '2001:db8:1:3::1')).not.toBe(v6);
  });

  it('carry no address', () => {
    const hash = visitor('2026-11-25', 'space-1', '203.0.113.7');
    expect(hash).toMatch(/^[\w-]{22}$/);
    expect(hash).not.toContain('203');
  });

  it('add at most their daily cap of each kind of hit', () => {
    expect(withinDailyCap('views', 0)).toBe(true);
    expect(withinDailyCap('views', VISITOR_DAILY_CAP.views - 1)).toBe(true);
    expect(withinDailyCap('views', VISITOR_DAILY_CAP.views)).toBe(false);
    expect(withinDailyCap('clicks', VISITOR_DAILY_CAP.clicks)).toBe(false);
    expect(withinDailyCap('referrers', VISITOR_DAILY_CAP.referrers)).toBe(false);
    expect(VISITOR_DAILY_CAP.views).toBeLessThanOrEqual(50);
  });
});

describe('days in Japan time', () => {
  it('begin at midnight in Japan, 15:00 UTC the day before', () => {
    expect(japanDate(new Date('2026-11-24T14:59:59.999Z'))).toBe('2026-11-24');
    expect(japanDate(new Date('2026-11-24T15:00:00.000Z'))).toBe('2026-11-25');
    expect(japanDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(japanDayStart('2026-11-25').toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });

  it('list a period ending today, across month ends', () => {
    expect(japanDatesEnding(new Date('2026-03-01T16:00:00Z'), 4)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(japanDatesEnding(new Date(), 90)).toHaveLength(90);
  });
});

describe('referring sites', () => {
  it('keep the host name of another site only', () => {
    expect(referrerHost('https://www.x.com/some/post?id=1', 'spaces.example')).toBe('x.com');
    expect(referrerHost('https://l.instagram.com/', 'spaces.example')).toBe('l.instagram.com');
    expect(referrerHost('https://spaces.example/other', 'spaces.example')).toBeNull();
    expect(referrerHost('https://www.spaces.example/', 'spaces.example')).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', 'spaces.example')).toBeNull();
    expect(referrerHost('javascript:alert(1)', 'spaces.example')).toBeNull();
    expect(referrerHost('https://127.0.0.1/', 'spaces.example')).toBeNull();
    expect(referrerHost('not a url', 'spaces.example')).toBeNull();
    // "other" is no host name, so no site can count as the bucket of the rest.
    expect(referrerHost(`https://${OTHER_REFERRER}/`, 'spaces.example')).toBeNull();
  });

  it('are listed once REFERRER_MIN_VISITORS visitors vouched for them, while there is room', () => {
    let list: ReferrerList = { hosts: [], candidates: {} };
    for (let n = 1; n < REFERRER_MIN_VISITORS; n++) {
      const choice = referrerChoice(list, 'x.com', true);
      expect(choice).toMatchObject({ key: OTHER_REFERRER, moved: 0 });
      list = choice.list!;
      expect(list.candidates['x.com']).toBe(n);
    }
    // A visitor who does not vouch (a second view, or one that vouched for another site) counts
    // as other and changes nothing.
    expect(referrerChoice(list, 'x.com', false)).toEqual({ key: OTHER_REFERRER, moved: 0 });
    const listed = referrerChoice(list, 'x.com', true);
    expect(listed).toEqual({
      key: 'x.com',
      moved: REFERRER_MIN_VISITORS - 1,
      list: { hosts: ['x.com'], candidates: {} },
    });
    expect(referrerChoice(listed.list!, 'x.com', false)).toEqual({ key: 'x.com', moved: 0 });

    // A full list names no more sites; nor is a new site counted once the candidates are full.
    const hosts = Array.from({ length: REFERRER_HOSTS_PER_DAY }, (_, i) => `s${i}.example`);
    const waiting = { 'late.example': REFERRER_MIN_VISITORS - 1 };
    const full = referrerChoice({ hosts, candidates: waiting }, 'late.example', true);
    expect(full).toMatchObject({ key: OTHER_REFERRER, moved: 0 });
    expect(full.list?.candidates['late.example']).toBe(REFERRER_MIN_VISITORS);
    const many = Object.fromEntries(
      Array.from({ length: REFERRER_CANDIDATES_PER_DAY }, (_, i) => [`c${i}.example`, 1]),
    );
    expect(referrerChoice({ hosts: [], candidates: many }, 'new.example', true)).toEqual({
      key: OTHER_REFERRER,
      moved: 0,
    });
  });
});

const NOW = new Date('2026-11-25T03:00:00Z');

describe('a period summarized', () => {
  const space = {
    buttons: [
      {
        id: 'b1',
        label: 'Shop',
        url: 'https://a.example',
        color: 'primary',
        variant: 'solid',
        visible: true,
      },
    ],
    sns: [{ id: 's1', service: 'x', url: 'https://x.com/mika' }],
    cards: [
      { id: 'c1', title: 'Zine', text: '', url: 'https://c.example', visible: true },
      { id: 'c2', title: 'No link', text: '', visible: true },
    ],
    boardIndex: [
      { boardId: 'n1', slug: 'news', formerSlugs: [], title: 'News', visible: true, postCount: 0 },
    ],
  } as unknown as Parameters<typeof summarize>[0];

  it('fills every date, sums maps, ranks links and boards, and shares phones', () => {
    const byDate = new Map<
      string,
      Parameters<typeof summarize>[2] extends ReadonlyMap<string, infer D> ? D : never
    >([
      [
        '2026-11-24',
        {
          views: 10,
          phoneViews: 6,
          visitors: 7,
          clicks: { b1: 2, s1: 5, gone: 9 },
          referrers: { 'x.com': 3 },
        },
      ],
      [
        '2026-11-25',
        {
          views: 30,
          phoneViews: 26,
          clicks: { c1: 1 },
          boardViews: { n1: 4 },
          referrers: { 'x.com': 1, 't.co': 2 },
          letters: 2,
        },
      ],
    ]);
    const answer = summarize(space, ['2026-11-23', '2026-11-24', '2026-11-25'], byDate, NOW);
    expect(answer.days.map((d) => [d.date, d.views, d.clicks])).toEqual([
      ['2026-11-23', 0, 0],
      ['2026-11-24', 10, 16],
      ['2026-11-25', 30, 1],
    ]);
    expect(answer.days[2]).toMatchObject({ boardViews: 4, letters: 2 });
    // Links of today only, a card without a link is none; a removed link's clicks stay in the day.
    expect(answer.links).toEqual([
      { id: 's1', kind: 'sns', label: 'x', clicks: 5 },
      { id: 'b1', kind: 'button', label: 'Shop', clicks: 2 },
      { id: 'c1', kind: 'card', label: 'Zine', clicks: 1 },
    ]);
    expect(answer.boards).toEqual([{ id: 'n1', title: 'News', views: 4 }]);
    expect(answer.referrers).toEqual([
      { host: 'x.com', views: 4 },
      { host: 't.co', views: 2 },
    ]);
    expect(answer.otherReferrers).toBe(0);
    expect(answer.phoneShare).toBe(0.8);
    expect(summarize(space, ['2026-11-23'], new Map(), NOW).phoneShare).toBe(0);
  });

  it('shows ten referring sites and counts the rest, stored "other" included, as other', () => {
    const hosts = (from: number, to: number) =>
      Object.fromEntries(Array.from({ length: to - from }, (_, i) => [`s${from + i}.example`, 2]));
    const answer = summarize(
      space,
      ['2026-11-24', '2026-11-25'],
      new Map([
        ['2026-11-24', { referrers: { ...hosts(0, 8), [OTHER_REFERRER]: 5 } }],
        ['2026-11-25', { referrers: { ...hosts(4, 14), 'big.example': 9 } }],
      ]),
      NOW,
    );
    expect(answer.referrers).toHaveLength(10);
    expect(answer.referrers[0]).toEqual({ host: 'big.example', views: 9 });
    expect(answer.referrers.map((r) => r.host)).not.toContain(OTHER_REFERRER);
    // The list and "other" add up to every referred view: 8 × 2 + 5 + 10 × 2 + 9.
    const listed = answer.referrers.reduce((sum, r) => sum + r.views, 0);
    expect(listed + answer.otherReferrers).toBe(50);
    expect(answer.otherReferrers).toBeGreaterThanOrEqual(5);
  });

  it('adds up on every period: letters plus fan messages are the messages, days sum to totals', () => {
    // A deterministic spread of figures, some days missing, over the longest period.
    const dates = japanDatesEnding(NOW, 90);
    const byDate = new Map(
      dates
        .filter((_, i) => i % 4 !== 1)
        .map((date, i) => [
          date,
          {
            views: (i * 7) % 23,
            visitors: (i * 3) % 11,
            clicks: { b1: i % 5, gone: (i * 2) % 3 },
            letterViews: i % 4,
            boardViews: { n1: i % 6 },
            letters: (i * 5) % 7,
            fanMessages: (i * 11) % 9,
            boardPosts: i % 2,
            rolledUpAt: new Date(NOW.getTime() - (90 - i) * 3_600_000),
          },
        ]),
    );
    for (const period of INSIGHT_PERIODS) {
      const answer = summarize(space, dates.slice(-period), byDate, NOW);
      expect(answer.days).toHaveLength(period);
      for (const day of answer.days) expect(day.messages).toBe(day.letters + day.fanMessages);
      for (const figure of INSIGHT_FIGURES) {
        expect(answer.totals[figure]).toBe(answer.days.reduce((sum, d) => sum + d[figure], 0));
      }
      expect(answer.totals.messages).toBe(answer.totals.letters + answer.totals.fanMessages);
      expect(answer.totals.messages).toBeGreaterThan(0);
    }
  });

  it('dates the figures by the newest count of their days, or now without one', () => {
    const answer = summarize(
      space,
      ['2026-11-24', '2026-11-25'],
      new Map([
        ['2026-11-24', { rolledUpAt: new Date('2026-11-24T20:00:00Z') }],
        ['2026-11-25', { rolledUpAt: new Date('2026-11-25T02:10:00Z') }],
      ]),
      NOW,
    );
    expect(answer.updatedAt).toBe('2026-11-25T02:10:00.000Z');
    expect(summarize(space, ['2026-11-25'], new Map(), NOW).updatedAt).toBe(NOW.toISOString());
  });
});

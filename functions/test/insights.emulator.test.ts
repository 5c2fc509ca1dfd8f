// Insights on the stack: hits counted exactly under concurrency (the hit handler run in this
// process against the Firestore emulator, as the countHit function runs it), what one address
// cannot inflate (visitors by rotating its user agent, views past its cap, referring sites that
// too few visitors brought or past the day's bound, an expired address), the roll-up delivered
// twice, hits through Hosting's rewrite to the deployed function, and getInsights' policy and
// answer through the Functions emulator.
import {
  HIT_LIFETIME_MINUTES,
  hitMinuteOf,
  LETTER_PAGE,
  TOP_PAGE,
  boardPage,
  getInsights,
  hitPath,
  signatureKindOf,
  japanDate,
  updateSpaceButtons,
  REFERRER_MIN_VISITORS,
} from '@spaces/contracts';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  OTHER_REFERRER,
  REFERRER_HOSTS_PER_DAY,
  signHit,
  VISITOR_DAILY_CAP,
} from '../src/insights/counting';
import { readDotenvFiles } from '../../tooling/dotenv';
import { countHit, type HitRequest } from '../src/insights/hits';
import { computeDay, rollUpDay, spacesWithHits } from '../src/insights/store';
import { newUser, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, failure, warmUp } from './support/call';
import { db } from './support/firestore';
import { send, warmUpSendForm } from './support/sendForm';
import { inPool, newClient, newOpenSpace } from './support/sends';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';

vi.setConfig({ testTimeout: MANY_CALLS_TIMEOUT_MS });

const SECRET = `test-secret-${unique()}`;
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** A hit request as the function receives it, from client number `n`. */
function hit(
  kind: 'view' | 'click' | 'referrer',
  spaceId: string,
  target: string,
  n: number,
  extra: {
    agent?: string;
    headers?: Record<string, string>;
    referrer?: string;
    secret?: string;
    issuedAt?: Date;
  } = {},
): HitRequest {
  const minute = hitMinuteOf(extra.issuedAt ?? new Date());
  const signature = signHit(extra.secret ?? SECRET, signatureKindOf(kind), spaceId, target, minute);
  const url = new URL(hitPath(kind, spaceId, target, minute, signature), 'https://spaces.example');
  if (extra.referrer) url.searchParams.set('r', extra.referrer);
  return {
    method: kind === 'view' ? 'GET' : 'POST',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: {
      host: 'spaces.example',
      'user-agent': extra.agent ?? (n % 4 === 0 ? DESKTOP : PHONE),
      'x-forwarded-for': `203.0.${(n >> 8) & 255}.${n & 255}`,
      ...extra.headers,
    },
    peerAddress: '127.0.0.1',
  };
}

let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  db(); // the Admin SDK's default app, which the store in this process uses
  stranger = await newUser();
  await warmUp([getInsights]);
  await warmUpSendForm();
}, WARM_UP_TIMEOUT_MS);

describe('counting hits', () => {
  it('counts 1,000 parallel views from 200 clients exactly, and their clicks', async () => {
    const spaceId = `insights-${unique()}`;
    const now = new Date();
    const date = japanDate(now);
    // 200 clients, five views each; every fourth client is on a desktop.
    const views = await inPool(1000, 200, (i) =>
      countHit(hit('view', spaceId, TOP_PAGE, i % 200), SECRET, now),
    );
    const clicks = await inPool(300, 150, (i) =>
      countHit(hit('click', spaceId, i % 3 === 0 ? 'sns-1' : 'button-1', i), SECRET, now),
    );
    const others = await Promise.all([
      countHit(hit('view', spaceId, LETTER_PAGE, 1), SECRET, now),
      countHit(hit('view', spaceId, boardPage('board-1'), 1), SECRET, now),
      countHit(
        hit('referrer', spaceId, TOP_PAGE, 2, { referrer: 'https://www.x.com/' }),
        SECRET,
        now,
      ),
      countHit(hit('referrer', spaceId, TOP_PAGE, 3, { referrer: 'https://x.com/a' }), SECRET, now),
    ]);
    for (const outcome of [...views, ...clicks])
      expect(outcome).toEqual({ status: 'fulfilled', value: 'counted' });
    expect(others).toEqual(['counted', 'counted', 'counted', 'counted']);

    const day = await computeDay(spaceId, date);
    expect(day).toMatchObject({
      views: 1000,
      // The letter and board views were client 1's, already seen today.
      visitors: 200,
      phoneViews: 750,
      letterViews: 1,
      boardViews: { 'board-1': 1 },
      clicks: { 'button-1': 200, 'sns-1': 100 },
      // Two visitors are too few to list a site: their views count as other.
      referrers: { [OTHER_REFERRER]: 2 },
    });
    // Spread over shards: no single document took the burst.
    const shards = await db().collection(`spaces/${spaceId}/insightShards`).get();
    expect(shards.size).toBeGreaterThan(4);
    // Nothing that identifies a client is stored: visitors are named by today's hash only (the
    // 200 viewers, and the 100 further clients who only clicked).
    const sights = await db().collection(`spaces/${spaceId}/insightVisitors`).get();
    expect(sights.size).toBe(300);
    const stored = JSON.stringify([...shards.docs, ...sights.docs].map((d) => [d.id, d.data()]));
    expect(stored).not.toMatch(/203\.0\.|iPhone|Windows/);
  });

  it('counts no bot, no prefetch, no forged or altered address', async () => {
    const spaceId = `insights-${unique()}`;
    const now = new Date();
    const forged = hit('view', spaceId, TOP_PAGE, 1, { secret: 'another-secret' });
    const retargeted = hit('click', spaceId, 'button-1', 1);
    retargeted.query.t = 'button-2';
    const outcomes = await Promise.all([
      countHit(
        hit('view', spaceId, TOP_PAGE, 1, {
          agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
        }),
        SECRET,
        now,
      ),
      countHit(
        hit('view', spaceId, TOP_PAGE, 1, { agent: 'facebookexternalhit/1.1' }),
        SECRET,
        now,
      ),
      countHit(
        hit('view', spaceId, TOP_PAGE, 1, { headers: { 'sec-purpose': 'prefetch;prerender' } }),
        SECRET,
        now,
      ),
      countHit(forged, SECRET, now),
      countHit(retargeted, SECRET, now),
      countHit({ ...hit('view', spaceId, TOP_PAGE, 1), method: 'POST' }, SECRET, now),
    ]);
    expect(outcomes).toEqual(['bot', 'bot', 'prefetch', 'unsigned', 'unsigned', 'malformed']);
    const shards = await db().collection(`spaces/${spaceId}/insightShards`).get();
    expect(shards.size).toBe(0);
  });
});

describe('what one address cannot inflate', () => {
  const AGENTS = [PHONE, DESKTOP, `${PHONE} Rotated/1`, `${DESKTOP} Rotated/2`];

  it('is one visitor whatever user agent it sends, and adds views only up to its cap', async () => {
    const spaceId = `insights-${unique()}`;
    const now = new Date();
    const tries = VISITOR_DAILY_CAP.views + 10;
    // One address, a new user agent on every view, all at once.
    const outcomes = await inPool(tries, 20, (i) =>
      countHit(
        hit('view', spaceId, TOP_PAGE, 7, { agent: `${AGENTS[i % AGENTS.length]!} #${i}` }),
        SECRET,
        now,
      ),
    );
    const values = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'failed'));
    expect(values.filter((v) => v === 'counted')).toHaveLength(VISITOR_DAILY_CAP.views);
    expect(values.filter((v) => v === 'capped')).toHaveLength(10);
    // Another address of the same IPv6 /64 is the same visitor too.
    const v6 = (suffix: string) =>
      hit('view', spaceId, LETTER_PAGE, 0, {
        headers: { 'x-forwarded-for': `2001:db8:5:6::${suffix}` },
      });
    expect(await countHit(v6('1'), SECRET, now)).toBe('counted');
    expect(await countHit(v6('abcd:1'), SECRET, now)).toBe('counted');
    const day = await computeDay(spaceId, japanDate(now));
    expect(day).toMatchObject({ views: VISITOR_DAILY_CAP.views, visitors: 2, letterViews: 2 });
  });

  it('lists a site only once REFERRER_MIN_VISITORS visitors brought it: 7 addresses list no spam', async () => {
    const space = await newOpenSpace();
    const now = new Date();
    const referred = (n: number, site: string) =>
      countHit(
        hit('referrer', space.spaceId, TOP_PAGE, n, { referrer: `https://${site}/` }),
        SECRET,
        now,
      );
    // The red team's shape: 7 addresses, each naming as many invented sites as its cap allows.
    for (let address = 0; address < 7; address++) {
      for (let i = 0; i < VISITOR_DAILY_CAP.referrers; i++)
        expect(await referred(100 + address, `spam-${address}-${i}.example`)).toBe('counted');
    }
    // One address adds only its cap of referred views, however many sites it names.
    const capped = await inPool(3, 1, (i) => referred(100, `more-${i}.example`));
    expect(capped.every((o) => o.status === 'fulfilled' && o.value === 'capped')).toBe(true);
    // A real site: people arriving from it, one after another, and one of them twice.
    const real = 'real.example';
    for (let n = 0; n < REFERRER_MIN_VISITORS + 1; n++)
      expect(await referred(200 + n, real)).toBe('counted');
    expect(await referred(200, real)).toBe('counted');
    // Seven addresses agreeing on one site list it once, and no other of theirs.
    for (let address = 0; address < 7; address++)
      expect(await referred(300 + address, 'agreed.example')).toBe('counted');

    const day = await rollUpDay(space.spaceId, japanDate(now));
    expect(Object.keys(day.referrers).sort()).toEqual(['agreed.example', OTHER_REFERRER, real]);
    // Every referred view of a listed site counts under it, those before it was listed included.
    expect(day.referrers[real]).toBe(REFERRER_MIN_VISITORS + 2);
    expect(day.referrers['agreed.example']).toBe(7);
    expect(day.referrers[OTHER_REFERRER]).toBe(7 * VISITOR_DAILY_CAP.referrers);
    const answer = await call(getInsights, space.owner, { slug: space.slug, days: 7 });
    expect(answer.referrers.map((r) => r.host).sort()).toEqual(['agreed.example', real]);
    expect(answer.otherReferrers).toBe(7 * VISITOR_DAILY_CAP.referrers);
  });

  it('keeps at most REFERRER_HOSTS_PER_DAY sites a day; the rest count as other', async () => {
    const spaceId = `insights-${unique()}`;
    const now = new Date();
    const extra = 2;
    let address = 1_000;
    for (let site = 0; site < REFERRER_HOSTS_PER_DAY + extra; site++) {
      for (let n = 0; n < REFERRER_MIN_VISITORS; n++) {
        const outcome = await countHit(
          hit('referrer', spaceId, TOP_PAGE, address++, {
            referrer: `https://site-${site}.example/`,
          }),
          SECRET,
          now,
        );
        expect(outcome).toBe('counted');
      }
    }
    const day = await computeDay(spaceId, japanDate(now));
    expect(Object.keys(day.referrers)).toHaveLength(REFERRER_HOSTS_PER_DAY + 1);
    expect(day.referrers['site-0.example']).toBe(REFERRER_MIN_VISITORS);
    expect(day.referrers[OTHER_REFERRER]).toBe(extra * REFERRER_MIN_VISITORS);
  });

  it('counts an address only while it is current', async () => {
    const spaceId = `insights-${unique()}`;
    const now = new Date();
    const old = new Date(now.getTime() - (HIT_LIFETIME_MINUTES + 2) * 60_000);
    const recent = new Date(now.getTime() - (HIT_LIFETIME_MINUTES - 2) * 60_000);
    const outcomes = await Promise.all([
      countHit(hit('view', spaceId, TOP_PAGE, 1, { issuedAt: old }), SECRET, now),
      countHit(hit('click', spaceId, 'button-1', 2, { issuedAt: old }), SECRET, now),
      countHit(hit('view', spaceId, TOP_PAGE, 3, { issuedAt: recent }), SECRET, now),
    ]);
    expect(outcomes).toEqual(['expired', 'expired', 'counted']);
    const day = await computeDay(spaceId, japanDate(now));
    expect(day).toMatchObject({ views: 1, visitors: 1, clicks: {} });
  });
});

describe('the roll-up', () => {
  it('writes the same day however often it is delivered, with the messages of the day', async () => {
    const space = await newOpenSpace();
    const now = new Date();
    const date = japanDate(now);
    await inPool(40, 20, (i) =>
      countHit(hit('view', space.spaceId, TOP_PAGE, i % 10), SECRET, now),
    );
    await send('letter', { slug: space.slug, body: 'お元気で' }, newClient());
    await send('fanMessage', { slug: space.slug, body: '大好き' }, newClient());

    expect(await spacesWithHits([date])).toContainEqual([space.spaceId, date]);
    const first = await rollUpDay(space.spaceId, date);
    const second = await rollUpDay(space.spaceId, date);
    const { rolledUpAt: _a, ...once } = first;
    const { rolledUpAt: _b, ...twice } = second;
    expect(twice).toEqual(once);
    expect(once).toMatchObject({
      views: 40,
      visitors: 10,
      letters: 1,
      fanMessages: 1,
      boardPosts: 0,
    });
    const stored = (await db().doc(`spaces/${space.spaceId}/insightDays/${date}`).get()).data();
    expect(stored).toMatchObject({ views: 40, visitors: 10, letters: 1, fanMessages: 1 });
  });
});

describe('hits through Hosting', () => {
  // The stack's functions sign and verify with the committed local secret.
  const localSecret = readDotenvFiles(fileURLToPath(new URL('..', import.meta.url)), [
    '.secret.local',
  ]).get('SPACES_INSIGHTS_SECRET')!;

  it('answers the pixel with an uncached GIF and the ping with 204, and counts both', async () => {
    const origin = process.env.SPACES_HOSTING_ORIGIN!;
    const spaceId = `insights-${unique()}`;
    const headers = { 'User-Agent': PHONE };
    const minute = hitMinuteOf(new Date());
    const view = hitPath(
      'view',
      spaceId,
      TOP_PAGE,
      minute,
      signHit(localSecret, 'view', spaceId, TOP_PAGE, minute),
    );
    const click = hitPath(
      'click',
      spaceId,
      'button-9',
      minute,
      signHit(localSecret, 'click', spaceId, 'button-9', minute),
    );
    const pixel = await fetch(origin + view, { headers });
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toMatch(/^image\/gif/);
    expect(pixel.headers.get('cache-control')).toBe('no-store');
    expect(pixel.headers.has('set-cookie')).toBe(false);
    const ping = await fetch(origin + click, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/ping', 'Ping-To': 'https://shop.example/' },
      body: 'PING',
    });
    expect(ping.status).toBe(204);
    // A forged pixel is still an image, and counts nothing; so is an expired one.
    const forged = await fetch(
      `${origin}/_h/v.gif?s=${spaceId}&t=p&i=${minute}&k=AAAAAAAAAAAAAAAA`,
      { headers },
    );
    expect(forged.status).toBe(200);
    const stale = minute - HIT_LIFETIME_MINUTES - 1;
    const expired = await fetch(
      origin +
        hitPath(
          'view',
          spaceId,
          TOP_PAGE,
          stale,
          signHit(localSecret, 'view', spaceId, TOP_PAGE, stale),
        ),
      { headers },
    );
    expect(expired.status).toBe(200);
    expect(expired.headers.get('content-type')).toMatch(/^image\/gif/);
    const day = await computeDay(spaceId, japanDate(new Date()));
    expect(day).toMatchObject({ views: 1, visitors: 1, phoneViews: 1, clicks: { 'button-9': 1 } });
  });
});

describe('getInsights', () => {
  it('answers the owner every day of the period, links labelled and ranked', async () => {
    const space = await newOpenSpace();
    owner = space.owner;
    const { space: withButtons } = await call(updateSpaceButtons, owner, {
      spaceId: space.spaceId,
      buttons: [
        {
          label: 'Shop',
          url: 'https://shop.example/',
          color: 'primary',
          variant: 'solid',
          visible: true,
        },
        {
          label: 'Live',
          url: 'https://live.example/',
          color: 'primary',
          variant: 'solid',
          visible: true,
        },
      ],
    });
    const [shop, live] = withButtons.buttons;
    const now = new Date();
    await Promise.all([
      countHit(hit('view', space.spaceId, TOP_PAGE, 1), SECRET, now),
      countHit(hit('view', space.spaceId, TOP_PAGE, 4), SECRET, now),
      countHit(hit('click', space.spaceId, live!.id, 1), SECRET, now),
      countHit(hit('click', space.spaceId, live!.id, 2), SECRET, now),
      ...Array.from({ length: REFERRER_MIN_VISITORS }, (_, i) =>
        countHit(
          hit('referrer', space.spaceId, TOP_PAGE, 10 + i, { referrer: 'https://instagram.com/' }),
          SECRET,
          now,
        ),
      ),
    ]);
    await send('letter', { slug: space.slug, body: 'こんにちは' }, newClient());

    const answer = await call(getInsights, owner, { slug: space.slug, days: 28 });
    expect(answer.days).toHaveLength(28);
    expect(answer.days.at(-1)).toMatchObject({
      date: japanDate(now),
      views: 2,
      visitors: 2,
      clicks: 2,
      letters: 1,
      fanMessages: 0,
      messages: 1,
    });
    // The totals are the days' sums, and the figures are dated by the count made for this read.
    expect(answer.totals).toMatchObject({ views: 2, clicks: 2, letters: 1, messages: 1 });
    expect(Date.parse(answer.updatedAt)).toBeGreaterThanOrEqual(now.getTime());
    expect(Date.parse(answer.updatedAt)).toBeLessThanOrEqual(Date.now());
    expect(answer.days.slice(0, -2).every((d) => d.views === 0)).toBe(true);
    expect(answer.links.map((l) => [l.label, l.clicks])).toEqual([
      ['Live', 2],
      ['Shop', 0],
    ]);
    expect(answer.links[1]!.id).toBe(shop!.id);
    expect(answer.referrers).toEqual([{ host: 'instagram.com', views: REFERRER_MIN_VISITORS }]);
    expect(answer.otherReferrers).toBe(0);
    expect(answer.phoneShare).toBe(0.5);
    expect((await call(getInsights, owner, { slug: space.slug, days: 90 })).days).toHaveLength(90);
  });

  it('refuses a stranger, a signed-out caller and a period not offered', async () => {
    const space = await newOpenSpace();
    expect(await failure(call(getInsights, stranger, { slug: space.slug, days: 7 }))).toMatchObject(
      {
        code: 'permission-denied',
      },
    );
    expect(
      await failure(call(getInsights, undefined, { slug: space.slug, days: 7 })),
    ).toMatchObject({
      code: 'unauthenticated',
    });
    expect(
      await failure(call(getInsights, space.owner, { slug: space.slug, days: 30 })),
    ).toMatchObject({ code: 'invalid-argument' });
  });
});

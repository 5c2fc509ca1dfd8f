// The card endpoint's order of work, with its documents and renderer stood in for: a request at
// any version but the current one is sent there before the avatar is read or anything drawn; a
// version is drawn once and repeated from memory; one client's renders are bounded, no one
// else's, and never a card already drawn.
import {
  CARD_LIMITS,
  DEFAULT_THEME,
  PRESET_DESIGNS,
  cardPath,
  cardVersionOf,
  type PublicSpace,
} from '@spaces/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ avatars: 0, renders: 0 }));

vi.mock('./store', () => ({
  readPublicSpace: (slug: string) => Promise.resolve(spaceDoc(slug)),
  readPublicBoard: () => Promise.resolve(undefined),
  readPublicAnswer: () => Promise.resolve(undefined),
  readAnswerSource: () => Promise.resolve(undefined),
  readAvatar: () => {
    calls.avatars += 1;
    return Promise.resolve('data:image/png;base64,AA==');
  },
}));

vi.mock('./render', () => ({
  renderCard: () => {
    calls.renders += 1;
    return Promise.resolve(Buffer.from('png'));
  },
}));

const { answerCard } = await import('./serve');

const UPDATED = '2026-11-27T09:00:00.123456789Z';
const VERSION = cardVersionOf(UPDATED);

function spaceDoc(slug: string): PublicSpace {
  return {
    spaceId: `id-${slug}`,
    slug,
    top: {
      displayName: 'Mika',
      bio: '',
      avatar: { path: 'images/u/a', width: 200, height: 200, widths: [96, 200] },
    },
    sns: [],
    buttons: [],
    background: PRESET_DESIGNS.clean.background,
    theme: DEFAULT_THEME,
    sourceUpdateTime: UPDATED,
  } as unknown as PublicSpace;
}

let n = 0;
/** A card path no other test asked for (the endpoint's memory outlives a test). */
const freshCard = () => cardPath(`card-${++n}`, { kind: 'space' }, 'og');

beforeEach(() => {
  calls.avatars = 0;
  calls.renders = 0;
});

describe('answerCard', () => {
  it('sends any other version to the current one, reading no avatar and drawing nothing', async () => {
    const path = freshCard();
    for (const v of ['1', String(VERSION + 1), 'x', '']) {
      const answer = await answerCard('GET', path, { v }, 'client-a');
      expect(answer.status, v).toBe(302);
      expect(answer.headers.Location).toBe(`${path}?v=${VERSION}`);
      expect(answer.body).toBeUndefined();
    }
    expect(calls).toEqual({ avatars: 0, renders: 0 });
  });

  it('draws a version once; its repeats come from memory without Storage', async () => {
    const path = freshCard();
    for (let i = 0; i < 3; i += 1) {
      const answer = await answerCard('GET', path, { v: String(VERSION) }, 'client-a');
      expect(answer.status).toBe(200);
      expect(answer.headers['Cache-Control']).toContain('s-maxage=86400');
    }
    const unversioned = await answerCard('GET', path, {}, 'client-a');
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers['Cache-Control']).toContain('s-maxage=600');
    expect(calls).toEqual({ avatars: 1, renders: 1 });
  });

  it("bounds one client's renders, not another's, and never a card already drawn", async () => {
    const drawn = freshCard();
    expect((await answerCard('GET', drawn, {}, 'crawler')).status).toBe(200);
    for (let i = 0; i < CARD_LIMITS.rendersPerClientMinute; i += 1)
      expect((await answerCard('GET', freshCard(), {}, 'greedy')).status).toBe(200);
    const refused = await answerCard('GET', freshCard(), {}, 'greedy');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0);
    expect(calls.renders).toBe(CARD_LIMITS.rendersPerClientMinute + 1);
    // What is in memory costs no render, so it is never refused.
    expect((await answerCard('GET', drawn, {}, 'greedy')).status).toBe(200);
    expect((await answerCard('GET', freshCard(), {}, 'crawler')).status).toBe(200);
  });

  it('draws at most a few cards of one client at a time', async () => {
    const answers = await Promise.all(
      Array.from({ length: CARD_LIMITS.rendersPerClientAtOnce + 2 }, () =>
        answerCard('GET', freshCard(), {}, 'parallel'),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(CARD_LIMITS.rendersPerClientAtOnce).fill(200),
      429,
      429,
    ]);
  });
});

describe('the local stack', () => {
  it('bounds no render of its own requests (a loopback client, which has no other address)', async () => {
    const answers = await Promise.all(
      Array.from({ length: CARD_LIMITS.rendersPerClientAtOnce + 2 }, () =>
        answerCard('GET', freshCard(), {}, undefined),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });
});

// Embeds through the Functions emulator: the owner policy, each address checked as the chosen
// provider's, the bounds, a poster the pipeline attaches, and the public document. The stack is
// offline, so the YouTube thumbnail the callable asks for cannot be fetched: the save still
// succeeds, without a poster, and the owner's upload fills the slot instead.
import {
  EMBED_POSTER_LIMITS,
  LIMITS,
  createSpace,
  setSpacePublished,
  updateSpaceEmbeds,
  type EmbedInput,
} from '@spaces/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { spaceOfNewOwner } from './support/spaces';
import { db, waitForPublicSpace } from './support/firestore';
import { processed, stage, variantsPresent } from './support/images';

const video: EmbedInput = {
  provider: 'youtube',
  url: 'https://youtu.be/dQw4w9WgXcQ?si=share',
  title: ' MV ',
  visible: true,
};
const track: EmbedInput = {
  provider: 'spotify',
  url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  title: '',
  visible: true,
};

let stranger: TestUser;

beforeCalls([createSpace, updateSpaceEmbeds, setSpacePublished], {
  before: async () => {
    stranger = await newUser();
  },
});

describe('updateSpaceEmbeds', () => {
  it('stores each address as its provider and id, and publishes the visible ones', async () => {
    const { owner, space } = await spaceOfNewOwner('t');
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    const { space: saved } = await call(updateSpaceEmbeds, owner, {
      spaceId: space.spaceId,
      embeds: [video, { ...track, visible: false }],
    });
    expect(saved.embeds).toMatchObject([
      {
        provider: 'youtube',
        kind: 'video',
        ref: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'MV',
      },
      { provider: 'spotify', kind: 'track', visible: false },
    ]);
    // Offline, the thumbnail could not be brought in: no poster, and no failure.
    expect(saved.embeds[0]?.poster).toBeUndefined();
    expect(saved.sectionOrder).toContain('embeds');
    const doc = await waitForPublicSpace(space.slug, (d) => d?.embeds?.length === 1);
    expect(doc?.embeds?.[0]).toMatchObject({ id: saved.embeds[0]?.id, ref: 'dQw4w9WgXcQ' });
    expect(doc?.embeds?.[0]).not.toHaveProperty('visible');
  });

  it("names an address that is not the chosen provider's, and refuses past the bounds", async () => {
    const { owner, space } = await spaceOfNewOwner('t');
    const mismatch = await failure(
      call(updateSpaceEmbeds, owner, {
        spaceId: space.spaceId,
        embeds: [
          track,
          { ...track, provider: 'youtube' },
          { ...video, url: 'https://vimeo.com/1' },
        ],
      }),
    );
    expect(mismatch.code).toBe('invalid-argument');
    expect(mismatch.details?.issues).toEqual([
      { field: 'embeds.1.url', rule: 'embedMismatch' },
      { field: 'embeds.2.url', rule: 'embedMismatch' },
    ]);
    const tooMany = await failure(
      call(updateSpaceEmbeds, owner, {
        spaceId: space.spaceId,
        embeds: Array.from({ length: LIMITS.embedsPerSpace + 1 }, () => track),
      }),
    );
    expect(tooMany.details?.issues).toEqual([
      { field: 'embeds', rule: 'maxItems', limit: LIMITS.embedsPerSpace },
    ]);
    const longTitle = await failure(
      call(updateSpaceEmbeds, owner, {
        spaceId: space.spaceId,
        embeds: [{ ...track, title: 'x'.repeat(LIMITS.embedTitleMaxLength + 1) }],
      }),
    );
    expect(longTitle.details?.issues).toEqual([
      { field: 'embeds.0.title', rule: 'maxLength', limit: LIMITS.embedTitleMaxLength },
    ]);
  });

  it("refuses another user's space and a signed-out caller", async () => {
    const { space } = await spaceOfNewOwner('t');
    const denied = await failure(
      call(updateSpaceEmbeds, stranger, { spaceId: space.spaceId, embeds: [track] }),
    );
    expect(denied.code).toBe('permission-denied');
    const signedOut = await failure(
      call(updateSpaceEmbeds, undefined, { spaceId: space.spaceId, embeds: [track] }),
    );
    expect(signedOut.code).toBe('unauthenticated');
  });

  it("attaches the owner's poster through the pipeline and keeps it while the embed is kept", async () => {
    const { owner, space } = await spaceOfNewOwner('t');
    await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
    const { space: saved } = await call(updateSpaceEmbeds, owner, {
      spaceId: space.spaceId,
      embeds: [track],
    });
    const itemId = saved.embeds[0]!.id;
    const bytes = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: { r: 40, g: 60, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const staged = await stage(owner.uid, bytes, {
      slot: 'embed-poster',
      spaceId: space.spaceId,
      itemId,
    });
    expect((await processed(staged.uploadId)).status).toBe('ready');
    const doc = await waitForPublicSpace(space.slug, (d) => d?.embeds?.[0]?.poster !== undefined);
    const poster = doc!.embeds![0]!.poster!;
    expect(poster.width).toBe(1280);
    expect(await variantsPresent(poster)).toEqual(poster.widths.map(() => true));
    const { space: retitled } = await call(updateSpaceEmbeds, owner, {
      spaceId: space.spaceId,
      embeds: [{ ...track, id: itemId, title: 'Renamed' }],
    });
    expect(retitled.embeds[0]?.poster?.path).toBe(poster.path);
  });
});

describe("the provider's poster", () => {
  // The stack is offline: every fetch of a thumbnail fails. What a test can see is how often the
  // callable asked, in the space's poster ledger (`rateLimits/embed-poster_{spaceId}`).
  interface Ledger {
    count: number;
    items: Record<string, { url: string; attempts: number; lastAt: Timestamp }>;
  }
  const ledgerRef = (spaceId: string) => db().doc(`rateLimits/embed-poster_${spaceId}`);
  const ledgerOf = async (spaceId: string) =>
    (await ledgerRef(spaceId).get()).data() as Ledger | undefined;

  /** A new owner's space with the video saved once, and the way to save its embeds again. */
  async function savedVideo() {
    const { owner, space } = await spaceOfNewOwner('t');
    const save = (embeds: EmbedInput[]) =>
      call(updateSpaceEmbeds, owner, { spaceId: space.spaceId, embeds });
    const { space: first } = await save([video]);
    return { space, save, kept: { ...video, id: first.embeds[0]!.id } };
  }

  it('is asked for once while a fetch is in flight, whether saves come one by one or at once', async () => {
    const { space, save, kept } = await savedVideo();
    await save([kept]);
    await save([kept]);
    await Promise.all([save([kept]), save([kept]), save([kept])]);
    const ledger = await ledgerOf(space.spaceId);
    expect(ledger?.count).toBe(1);
    expect(ledger?.items[kept.id]).toMatchObject({ attempts: 1 });
    expect(ledger?.items[kept.id]?.url).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/dQw4w9WgXcQ\//);
  });

  it("is asked for again only a few times, and never past the space's count for the hour", async () => {
    const { space, save, kept } = await savedVideo();
    const url = (await ledgerOf(space.spaceId))!.items[kept.id]!.url;
    const earlier = Timestamp.fromMillis(Date.now() - 10 * 60_000);
    const setAttempts = (attempts: number) =>
      ledgerRef(space.spaceId).update({ [`items.${kept.id}`]: { url, attempts, lastAt: earlier } });

    // The last attempt has had time to finish: the next save asks again.
    await setAttempts(1);
    await save([kept]);
    expect((await ledgerOf(space.spaceId))?.items[kept.id]?.attempts).toBe(2);
    // Past the attempts an embed gets, saving asks no more.
    await setAttempts(EMBED_POSTER_LIMITS.attemptsPerEmbed);
    await save([kept]);
    const after = await ledgerOf(space.spaceId);
    expect(after?.items[kept.id]?.attempts).toBe(EMBED_POSTER_LIMITS.attemptsPerEmbed);
    expect(after?.count).toBe(2);

    // The space's hourly count spent: a new embed waits for the next hour.
    await ledgerRef(space.spaceId).update({ count: EMBED_POSTER_LIMITS.perSpaceHour });
    const { space: more } = await save([kept, { ...video, url: 'https://youtu.be/aaaaaaaaaaa' }]);
    const spent = await ledgerOf(space.spaceId);
    expect(spent?.count).toBe(EMBED_POSTER_LIMITS.perSpaceHour);
    expect(spent?.items[more.embeds[1]!.id]).toBeUndefined();
  });
});

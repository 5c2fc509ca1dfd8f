// The page's link preview settings through the Functions emulator with real Auth-emulator ID
// tokens: the owner sets a share title and description (trimmed, one line), which the editor reads
// back and the public document carries; an empty one is taken away; a text over its bound in
// graphemes, or with a control character, is refused; strangers, other owners and the signed-out
// are refused.
import {
  createSpace,
  getSpaceForEdit,
  LIMITS,
  setSpacePublished,
  updateShareSettings,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { beforeCalls, call, failure } from './support/call';
import { waitForPublicSpace } from './support/firestore';
import { unique } from './support/stack';

let stranger: TestUser;
let otherOwner: TestUser;

beforeCalls([createSpace, setSpacePublished, getSpaceForEdit, updateShareSettings], {
  before: async () => {
    [stranger, otherOwner] = await Promise.all([newUser(), newUser()]);
  },
});

async function publishedSpace() {
  const owner = await newUser();
  const slug = `sh-${unique()}`;
  const { space } = await call(createSpace, owner, { slug, displayName: 'Mika' });
  await call(setSpacePublished, owner, { spaceId: space.spaceId, published: true });
  return { owner, spaceId: space.spaceId, slug };
}

describe('updateShareSettings', () => {
  it('stores the title and description trimmed, and the public page gets them', async () => {
    const { owner, spaceId, slug } = await publishedSpace();
    const saved = await call(updateShareSettings, owner, {
      spaceId,
      share: { title: '  Mika’s <b>page</b> ', description: 'Songs\nand art ' },
    });
    expect(saved.space.top).toMatchObject({
      shareTitle: 'Mika’s <b>page</b>',
      shareDescription: 'Songs and art',
    });
    const opened = await call(getSpaceForEdit, owner, { slug });
    expect(opened.space.top.shareTitle).toBe('Mika’s <b>page</b>');
    const page = await waitForPublicSpace(slug, (doc) => doc?.top.shareTitle !== undefined);
    expect(page?.top).toMatchObject({
      shareTitle: 'Mika’s <b>page</b>',
      shareDescription: 'Songs and art',
    });

    const cleared = await call(updateShareSettings, owner, {
      spaceId,
      share: { title: ' ', description: '' },
    });
    expect(cleared.space.top.shareTitle).toBeUndefined();
    expect(cleared.space.top.shareDescription).toBeUndefined();
    const back = await waitForPublicSpace(slug, (doc) => doc?.top.shareTitle === undefined);
    expect(back?.top.shareDescription).toBeUndefined();
  });

  it('counts graphemes, and refuses more than the bound or a control character', async () => {
    const { owner, spaceId } = await publishedSpace();
    const flags = '🇯🇵'.repeat(LIMITS.shareTitleMaxGraphemes);
    const fits = await call(updateShareSettings, owner, {
      spaceId,
      share: { title: flags, description: 'é'.repeat(LIMITS.shareDescriptionMaxGraphemes) },
    });
    expect(fits.space.top.shareTitle).toBe(flags);

    const long = await failure(
      call(updateShareSettings, owner, { spaceId, share: { title: `${flags}a`, description: '' } }),
    );
    expect(long.code).toBe('invalid-argument');
    expect(long.details?.issues).toEqual([
      { field: 'share.title', rule: 'maxLength', limit: LIMITS.shareTitleMaxGraphemes },
    ]);
    const description = await failure(
      call(updateShareSettings, owner, {
        spaceId,
        share: { title: '', description: 'a'.repeat(LIMITS.shareDescriptionMaxGraphemes + 1) },
      }),
    );
    expect(description.details?.issues?.[0]).toMatchObject({ field: 'share.description' });
    const control = await failure(
      call(updateShareSettings, owner, { spaceId, share: { title: 'a\u202eb', description: '' } }),
    );
    expect(control.details?.issues?.[0]).toMatchObject({
      field: 'share.title',
      rule: 'controlCharacter',
    });
    // Nothing refused was stored.
    const { space } = await call(updateShareSettings, owner, {
      spaceId,
      share: { title: flags, description: '' },
    });
    expect(space.top.shareTitle).toBe(flags);
  });

  it('refuses a signed-out caller, a stranger, and the owner of another space', async () => {
    const { owner, spaceId, slug } = await publishedSpace();
    await call(createSpace, otherOwner, { slug: `o-${unique()}`, displayName: 'Other' });
    const change = (user?: TestUser) =>
      call(updateShareSettings, user, { spaceId, share: { title: 'Taken', description: '' } });
    expect((await failure(change())).code).toBe('unauthenticated');
    for (const user of [stranger, otherOwner]) {
      const refused = await failure(change(user));
      expect(refused.code).toBe('permission-denied');
      expect(refused.details?.reason).toBe('not-owner');
    }
    const opened = await call(getSpaceForEdit, owner, { slug });
    expect(opened.space.top.shareTitle).toBeUndefined();
  });
});

// The space callables through the Functions emulator, with real Auth-emulator ID tokens.
import {
  LIMITS,
  PRESET_DESIGNS,
  createSpace,
  deleteSpace,
  getSpaceForEdit,
  listMySpaces,
  setSpacePublished,
  updateSpaceButtons,
  updateSpaceSns,
  updateSpaceTop,
  type CallableContract,
  type TSchema,
} from '@spaces/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { exists } from './support/firestore';
import { unique } from './support/stack';
import { button } from '../src/spaces/space.fixtures';

const slug = () => `t-${unique()}`;
const create = (user: TestUser, s = slug()) =>
  call(createSpace, user, { slug: s, displayName: 'Mika' });
/** A space of its own new owner, so that no test runs into another's space limit. */
async function ownSpace() {
  const user = await newUser();
  return { user, space: (await create(user)).space };
}

let owner: TestUser;
let stranger: TestUser;

// Calls are quick, but on a busy machine the Functions emulator may start a fresh worker for one
// of them, which alone can take tens of seconds.
beforeCalls(
  [
    createSpace,
    listMySpaces,
    getSpaceForEdit,
    updateSpaceTop,
    updateSpaceSns,
    updateSpaceButtons,
    setSpacePublished,
    deleteSpace,
  ],
  {
    before: async () => {
      [owner, stranger] = await Promise.all([newUser(), newUser()]);
    },
  },
);

describe('createSpace', () => {
  it('creates a private space with a lower-cased slug that the owner can list and open', async () => {
    const wanted = slug();
    const { space } = await call(createSpace, owner, {
      slug: wanted.toUpperCase(),
      displayName: ' Mika ',
    });
    expect(space).toMatchObject({
      slug: wanted,
      published: false,
      top: { displayName: 'Mika', bio: '' },
    });
    expect(await exists(`slugs/${wanted}`)).toBe(true);

    const { spaces, limit } = await call(listMySpaces, owner, {});
    expect(limit).toBe(LIMITS.spacesPerUser);
    expect(spaces.map((s) => s.slug)).toContain(wanted);

    const opened = await call(getSpaceForEdit, owner, { slug: wanted });
    expect(opened.space.spaceId).toBe(space.spaceId);
    // Blank, with the letter box and fan messages on, so fans can write once it is published.
    expect(opened.space.buttons).toEqual([]);
    expect(opened.space.messages.letterBox).toMatchObject({ enabled: true, maxLength: 2000 });
    expect(opened.space.messages.fanMessages).toMatchObject({ enabled: true, maxLength: 140 });
  });

  it('starts a space from the chosen template in the owner’s language', async () => {
    const { space } = await call(createSpace, owner, {
      slug: slug(),
      displayName: 'Mika',
      template: 'artist',
      lang: 'en',
    });
    expect(space.theme).toEqual(PRESET_DESIGNS.paper.theme);
    expect(space.buttons.map((b) => [b.label, b.url])).toEqual([
      ['Gallery', 'https://example.com/sample/gallery'],
      ['Request a commission', 'https://example.com/sample/commission'],
    ]);
    expect(space.cards.map((c) => c.title)).toEqual(['New work', 'Goods']);
    expect(space.texts.map((t) => t.heading)).toEqual(['Commissions']);
    expect(space.messages.fanMessages.prompt).toBe('What do you think of my work?');
  });

  it('needs a signed-in caller', async () => {
    const error = await failure(call(createSpace, undefined, { slug: slug(), displayName: 'x' }));
    expect(error.code).toBe('unauthenticated');
    expect(error.details?.reason).toBe('signed-out');
  });

  it('needs a verified e-mail', async () => {
    const unverified = await newUser({ verified: false });
    const error = await failure(create(unverified));
    expect(error.code).toBe('failed-precondition');
    expect(error.details?.reason).toBe('email-not-verified');
  });

  it.each([
    ['a missing field', { slug: 'valid-slug' }, { field: 'displayName', rule: 'required' }],
    [
      'a short slug',
      { slug: 'ab', displayName: 'x' },
      { field: 'slug', rule: 'minLength', limit: 3 },
    ],
    [
      'a long slug',
      { slug: 'a'.repeat(31), displayName: 'x' },
      { field: 'slug', rule: 'maxLength', limit: 30 },
    ],
    [
      'a bad slug character',
      { slug: 'my space', displayName: 'x' },
      { field: 'slug', rule: 'pattern' },
    ],
    ['a leading hyphen', { slug: '-abc', displayName: 'x' }, { field: 'slug', rule: 'pattern' }],
    [
      'a long name',
      { slug: 'valid-slug', displayName: 'x'.repeat(51) },
      { field: 'displayName', rule: 'maxLength', limit: 50 },
    ],
    [
      'a blank name',
      { slug: 'valid-slug', displayName: '   ' },
      { field: 'top.displayName', rule: 'blank' },
    ],
    [
      'an unknown field',
      { slug: 'valid-slug', displayName: 'x', admin: true },
      { field: 'admin', rule: 'unknownField' },
    ],
    ['a reserved slug', { slug: 'admin', displayName: 'x' }, { field: 'slug', rule: 'reserved' }],
    [
      'an unknown template',
      { slug: 'valid-slug', displayName: 'x', template: 'empty' },
      { field: 'template', rule: 'enum' },
    ],
    [
      'a reserved slug in capitals',
      { slug: 'Terms', displayName: 'x' },
      { field: 'slug', rule: 'reserved' },
    ],
  ])('refuses %s as invalid-argument naming the field and rule', async (_name, payload, issue) => {
    const error = await failure(call(createSpace, owner, payload));
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({ reason: 'invalid-input', issues: [issue] });
  });

  it('refuses a payload that is not an object', async () => {
    const error = await failure(call(createSpace, owner, ['my-space', 'Mika'] as unknown as null));
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues).toEqual([{ field: '', rule: 'type' }]);
  });

  it('takes a call without arguments as an empty request', async () => {
    await expect(call(listMySpaces, owner, null)).resolves.toMatchObject({
      limit: LIMITS.spacesPerUser,
    });
    const error = await failure(call(createSpace, owner, null));
    expect(error.details?.issues).toEqual(
      expect.arrayContaining([
        { field: 'slug', rule: 'required' },
        { field: 'displayName', rule: 'required' },
      ]),
    );
  });

  it('refuses a slug another space has, whatever its case', async () => {
    const taken = slug();
    await create(owner, taken);
    for (const attempt of [taken, taken.toUpperCase()]) {
      const error = await failure(create(stranger, attempt));
      expect(error.code).toBe('already-exists');
      expect(error.details?.reason).toBe('slug-taken');
    }
  });

  it(`stops at ${LIMITS.spacesPerUser} spaces per user`, async () => {
    const prolific = await newUser();
    for (let i = 0; i < LIMITS.spacesPerUser; i++) await create(prolific);
    const error = await failure(create(prolific));
    expect(error.code).toBe('resource-exhausted');
    expect(error.details).toEqual({ reason: 'space-limit', limit: LIMITS.spacesPerUser });
    expect((await call(listMySpaces, prolific, {})).spaces).toHaveLength(LIMITS.spacesPerUser);
  });
});

describe('editing', () => {
  it('updates the top, SNS links and buttons, returning the space as stored', async () => {
    const { user: owner, space } = await ownSpace();
    const top = await call(updateSpaceTop, owner, {
      spaceId: space.spaceId,
      top: { displayName: 'Mika ✨', bio: 'line 1\nline 2', layout: 'left' },
    });
    expect(top.space.top).toEqual({
      displayName: 'Mika ✨',
      bio: 'line 1\nline 2',
      layout: 'left',
    });

    const sns = await call(updateSpaceSns, owner, {
      spaceId: space.spaceId,
      sns: [
        { service: 'x', value: '@mika' },
        { service: 'email', value: 'mika@example.com' },
      ],
    });
    expect(sns.space.sns.map(({ service, url, handle }) => ({ service, url, handle }))).toEqual([
      { service: 'x', url: 'https://x.com/mika', handle: 'mika' },
      { service: 'email', url: 'mailto:mika@example.com', handle: 'mika@example.com' },
    ]);

    const added = await call(updateSpaceButtons, owner, {
      spaceId: space.spaceId,
      buttons: [button({ label: 'A' }), button({ label: 'B' }), button({ label: 'C' })],
    });
    const [a, b, c] = added.space.buttons;
    // Reorder (C first), edit B, delete A: one save.
    const edited = await call(updateSpaceButtons, owner, {
      spaceId: space.spaceId,
      buttons: [c!, { ...b!, label: 'B2', visible: false }],
    });
    expect(edited.space.buttons.map((x) => [x.id, x.label, x.visible])).toEqual([
      [c!.id, 'C', true],
      [b!.id, 'B2', false],
    ]);
    expect(edited.space.buttons.some((x) => x.id === a!.id)).toBe(false);

    const reopened = await call(getSpaceForEdit, owner, { slug: space.slug });
    expect(reopened.space).toEqual(edited.space);
  });

  it.each([
    [
      'a long bio',
      updateSpaceTop,
      { top: { displayName: 'x', bio: 'x'.repeat(501), layout: 'left' } },
      { field: 'top.bio', rule: 'maxLength', limit: 500 },
    ],
    [
      'an unknown layout',
      updateSpaceTop,
      { top: { displayName: 'x', bio: '', layout: 'right' } },
      { field: 'top.layout', rule: 'enum' },
    ],
    [
      'an SNS link of another service',
      updateSpaceSns,
      { sns: [{ service: 'x', value: 'https://instagram.com/mika' }] },
      { field: 'sns.0.value', rule: 'snsMismatch' },
    ],
    [
      'an unknown service',
      updateSpaceSns,
      { sns: [{ service: 'myspace', value: 'mika' }] },
      { field: 'sns.0.service', rule: 'enum' },
    ],
    [
      'too many SNS links',
      updateSpaceSns,
      { sns: Array.from({ length: 21 }, () => ({ service: 'x', value: '@a' })) },
      { field: 'sns', rule: 'maxItems', limit: 20 },
    ],
    [
      'a javascript: link',
      updateSpaceButtons,
      { buttons: [button({ url: 'javascript:alert(1)' })] },
      { field: 'buttons.0.url', rule: 'unsafeLink' },
    ],
    [
      'a long label',
      updateSpaceButtons,
      { buttons: [button({ label: 'x'.repeat(81) })] },
      { field: 'buttons.0.label', rule: 'maxLength', limit: 80 },
    ],
    [
      'an unknown colour',
      updateSpaceButtons,
      { buttons: [{ ...button(), color: 'pink' }] },
      { field: 'buttons.0.color', rule: 'enum' },
    ],
    [
      'too many buttons',
      updateSpaceButtons,
      { buttons: Array.from({ length: 51 }, () => button()) },
      { field: 'buttons', rule: 'maxItems', limit: 50 },
    ],
    [
      'a repeated id',
      updateSpaceButtons,
      { buttons: [button({ id: 'same' }), button({ id: 'same' })] },
      { field: 'buttons.1.id', rule: 'duplicate' },
    ],
  ] as const)('refuses %s', async (_name, contract, payload, issue) => {
    const { user: owner, space } = await ownSpace();
    // The table mixes contracts; each payload is checked by the server, not the compiler.
    const anyContract: CallableContract<TSchema, TSchema> = contract;
    const error = await failure(call(anyContract, owner, { spaceId: space.spaceId, ...payload }));
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({ reason: 'invalid-input', issues: [issue] });
  });
});

describe("another user's space", () => {
  let spaceOwner: TestUser;
  let spaceId: string;
  let spaceSlug: string;

  beforeAll(async () => {
    const own = await ownSpace();
    spaceOwner = own.user;
    ({ spaceId, slug: spaceSlug } = own.space);
  });

  it.each([
    ['getSpaceForEdit', () => call(getSpaceForEdit, stranger, { slug: spaceSlug })],
    [
      'updateSpaceTop',
      () =>
        call(updateSpaceTop, stranger, {
          spaceId,
          top: { displayName: 'pwned', bio: '', layout: 'left' },
        }),
    ],
    ['updateSpaceSns', () => call(updateSpaceSns, stranger, { spaceId, sns: [] })],
    ['updateSpaceButtons', () => call(updateSpaceButtons, stranger, { spaceId, buttons: [] })],
    ['setSpacePublished', () => call(setSpacePublished, stranger, { spaceId, published: true })],
    ['deleteSpace', () => call(deleteSpace, stranger, { spaceId })],
  ])('is out of reach of %s (permission-denied)', async (_name, attempt) => {
    const error = await failure(attempt());
    expect(error.code).toBe('permission-denied');
    expect(error.details?.reason).toBe('not-owner');
  });

  it('stays as its owner left it', async () => {
    const { space } = await call(getSpaceForEdit, spaceOwner, { slug: spaceSlug });
    expect(space.top.displayName).toBe('Mika');
    expect(space.published).toBe(false);
  });
});

describe('unknown spaces', () => {
  it('answer not-found', async () => {
    expect((await failure(call(getSpaceForEdit, owner, { slug: slug() }))).code).toBe('not-found');
    const error = await failure(
      call(setSpacePublished, owner, { spaceId: `missing${unique()}`, published: true }),
    );
    expect(error.code).toBe('not-found');
    expect(error.details?.reason).toBe('space-not-found');
  });
});

describe('deleteSpace', () => {
  it('deletes the space and releases its slug for anyone', async () => {
    const { user: owner, space } = await ownSpace();
    await expect(call(deleteSpace, owner, { spaceId: space.spaceId })).resolves.toEqual({
      deleted: true,
    });
    expect(await exists(`spaces/${space.spaceId}`)).toBe(false);
    expect(await exists(`slugs/${space.slug}`)).toBe(false);
    expect((await failure(call(getSpaceForEdit, owner, { slug: space.slug }))).code).toBe(
      'not-found',
    );
    await expect(create(stranger, space.slug)).resolves.toMatchObject({
      space: { slug: space.slug },
    });
  });

  it('gives the space back to the limit', async () => {
    const user = await newUser();
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.spacesPerUser; i++) ids.push((await create(user)).space.spaceId);
    await call(deleteSpace, user, { spaceId: ids[0]! });
    await expect(create(user)).resolves.toBeDefined();
  });
});

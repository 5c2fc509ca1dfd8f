// One entry per collection the backend uses, plus a catch-all: where a document lives, whose it
// is, and a factory for realistic data seeded with rules disabled.
export interface CollectionCase {
  name: string;
  collection: string;
  /** The id of the seeded document. */
  id: string;
  /** The uid of the user who owns the seeded document. */
  ownerUid: string;
  /** Realistic data, as the backend would write it. */
  data: () => Record<string, unknown>;
  /** Who else is denied, besides a guest, another user and the owner (an operator). */
  actors?: 'operator'[];
}

export const OWNER_UID = 'owner-uid';
export const OTHER_UID = 'other-uid';

/**
 * The case of the collection at `name`, a path whose `{spaceId}` and `{boardId}` stand for the
 * seeded space-1 and its board-1; the seeded document `id` is the owner's.
 */
export function collectionCase(
  name: string,
  id: string,
  data: CollectionCase['data'],
): CollectionCase {
  const collection = name.replace('{spaceId}', 'space-1').replace('{boardId}', 'board-1');
  return { name, collection, id, ownerUid: OWNER_UID, data };
}

/** The owner's icon, as the image pipeline stores it (on the account, and on its upload). */
const ICON = {
  path: 'images/owneruid/a1b2c3',
  width: 384,
  height: 384,
  widths: [96, 192, 384],
  color: '#336699',
};

const space = () => ({
  ownerUid: OWNER_UID,
  slug: 'my-space',
  published: true,
  top: { displayName: 'Mika', bio: '', layout: 'centered' },
  sns: [],
  buttons: [],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
});

export const COLLECTION_CASES: CollectionCase[] = [
  collectionCase('users', OWNER_UID, () => ({
    spaceCount: 1,
    icon: ICON,
    createdAt: new Date(),
    updatedAt: new Date(),
  })),
  collectionCase('spaces', 'space-1', space),
  collectionCase('slugs', 'my-space', () => ({
    spaceId: 'space-1',
    ownerUid: OWNER_UID,
    createdAt: new Date(),
  })),
  collectionCase('publicSpaces', 'my-space', () => {
    const {
      ownerUid: _owner,
      published: _published,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    } = space();
    return { spaceId: 'space-1', ...rest, sourceUpdateTime: '2026-01-01T00:00:00.000000000Z' };
  }),
  collectionCase('imageUploads', 'AbCdEfGhIjKlMnOpQrSt', () => ({
    uid: OWNER_UID,
    slot: 'space-avatar',
    spaceId: 'space-1',
    status: 'ready',
    image: ICON,
    createdAt: new Date(),
    updatedAt: new Date(),
  })),
  {
    name: 'any other collection (catch-all)',
    collection: 'somethingElse',
    id: 'doc-1',
    ownerUid: OWNER_UID,
    data: () => ({ ownerUid: OWNER_UID, note: 'not a collection the app uses' }),
  },
];

// The collections of boards: the boards under a space, their posts, and the public board
// documents the triggers write. Only callables and triggers (Admin SDK) touch them; the public
// board page reads on the server; the browser may do nothing with them, whoever it is.
import { collectionCase, OWNER_UID, type CollectionCase } from './collections';

export const BOARD_COLLECTION_CASES: CollectionCase[] = [
  collectionCase('spaces/{spaceId}/boards', 'board-1', () => ({
    title: 'お知らせ',
    slug: 'news',
    formerSlugs: [],
    description: '',
    visible: true,
    mode: 'open',
    postCount: 1,
    createdAt: new Date('2026-01-02T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
  })),
  collectionCase('spaces/{spaceId}/boards/{boardId}/posts', 'post-1', () => ({
    body: '描きました！',
    name: 'Aki',
    byOwner: false,
    senderKey: 'c2VuZGVyLWtleS0x',
    status: 'published',
    queued: false,
    pinned: false,
    createdAt: new Date('2026-01-02T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
  })),
  collectionCase('publicBoards', 'demo:news', () => ({
    spaceId: 'space-1',
    boardId: 'board-1',
    spaceSlug: 'demo',
    posts: [],
  })),
  // Storage rules read a grant (firestore.get) to let one visitor's upload in; no client does.
  collectionCase('boardImageGrants', 'GrAnT0123456789abcde', () => ({
    spaceId: 'space-1',
    boardId: 'board-1',
    ownerUid: OWNER_UID,
    body: '',
    name: '',
    senderKey: 'c2VuZGVyLWtleS0x',
    addressKey: 'YWRkcmVzcy1rZXktMQ',
    heldForReview: false,
    contentType: 'image/png',
    size: 8,
    expiresAt: new Date('2026-01-02T00:10:00Z'),
    secret: '00112233445566778899aabbccddeeff',
  })),
];

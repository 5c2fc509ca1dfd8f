// The Firestore triggers in one table a reviewer reads at a glance: one trigger per document path
// (decision 062), and for each kind of write the handlers it runs. A handler added, moved or
// dropped fails this test until the table says so.
import { describe, expect, it } from 'vitest';
import { EVERY_WRITE, type WriteHandler, type WriteKind } from '../platform/triggers';
import { BOARD_HANDLERS, onBoardWritten } from './onBoardWritten';
import { MESSAGE_HANDLERS, onMessageWritten } from './onMessageWritten';
import { POST_HANDLERS, onPostWritten } from './onPostWritten';
import { SPACE_HANDLERS, onSpaceWritten } from './onSpaceWritten';

const TRIGGERS = {
  onSpaceWritten: {
    document: 'spaces/{spaceId}',
    created: ['syncPublicSpace', 'syncSpaceBoards'],
    updated: ['syncPublicSpace', 'syncSpaceBoards', 'deleteRemovedImages', 'notifyRaidMode'],
    deleted: [
      'syncPublicSpace',
      'syncSpaceBoards',
      'deleteSpaceImages',
      'deleteSpaceMessages',
      'deleteSpaceInsights',
      'deleteSpaceReports',
    ],
  },
  onBoardWritten: {
    document: 'spaces/{spaceId}/boards/{boardId}',
    created: ['syncPublicBoard'],
    updated: ['syncPublicBoard'],
    deleted: ['syncPublicBoard'],
  },
  onPostWritten: {
    document: 'spaces/{spaceId}/boards/{boardId}/posts/{postId}',
    created: ['syncBoardPosts', 'notifyNewPost'],
    updated: ['syncBoardPosts'],
    deleted: ['syncBoardPosts', 'deleteAnswerOfPost'],
  },
  onMessageWritten: {
    document: 'spaces/{spaceId}/messages/{messageId}',
    created: ['notifyNewMessage'],
    updated: ['notifyReplyNotice'],
    deleted: ['deleteAnswerOfMessage'],
  },
};

type Deployed = typeof onSpaceWritten;
const DEPLOYED: [string, Deployed, readonly WriteHandler<never>[]][] = [
  ['onSpaceWritten', onSpaceWritten, SPACE_HANDLERS],
  ['onBoardWritten', onBoardWritten, BOARD_HANDLERS],
  ['onPostWritten', onPostWritten, POST_HANDLERS],
  ['onMessageWritten', onMessageWritten, MESSAGE_HANDLERS],
];

describe('the Firestore triggers', () => {
  it('are one per document path, each running the handlers of the table on each write', () => {
    const table = Object.fromEntries(
      DEPLOYED.map(([name, fn, handlers]) => {
        const on = (kind: WriteKind) =>
          handlers.filter((h) => h.on.includes(kind)).map((h) => h.name);
        const trigger = fn.__endpoint.eventTrigger;
        return [
          name,
          {
            document: trigger?.eventFilterPathPatterns?.document,
            created: on('created'),
            updated: on('updated'),
            deleted: on('deleted'),
          },
        ];
      }),
    );
    expect(table).toEqual(TRIGGERS);
  });

  it('see every write of their document, with retry on', () => {
    for (const [name, fn] of DEPLOYED) {
      expect(fn.__endpoint.eventTrigger?.eventType, name).toBe(
        'google.cloud.firestore.document.v1.written',
      );
      expect(fn.__endpoint.eventTrigger?.retry, name).toBe(true);
    }
  });

  it('name each handler once, and load the code of each', async () => {
    for (const [name, , handlers] of DEPLOYED) {
      const names = handlers.map((h) => h.name);
      expect(new Set(names).size, name).toBe(names.length);
      for (const handler of handlers) {
        expect(handler.on.length, handler.name).toBeGreaterThan(0);
        expect(
          handler.on.every((kind) => EVERY_WRITE.includes(kind)),
          handler.name,
        ).toBe(true);
        // The handler is the function its name says, so the logs name the code that ran.
        expect((await handler.load()).name).toBe(handler.name);
      }
    }
  });
});

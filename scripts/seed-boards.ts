// The demo space's boards: news from the owner (`owner` mode, one pinned post) and fan art and
// requests (`open` mode, visitors' posts). Written through the boards store and published by the
// same sync the triggers run, so the pages are readable the moment seeding returns.
import type { ImageRef } from '@spaces/contracts';
import type { StoredBoard, StoredPost } from '../functions/src/boards/board';
import { restoreBoards, syncBoard } from '../functions/src/boards/store';
import { DEMO_BOARDS } from '../fixtures/demo';

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

function board(
  now: Date,
  fields: Pick<StoredBoard, 'title' | 'slug' | 'description' | 'mode' | 'images'>,
): StoredBoard {
  return {
    ...fields,
    formerSlugs: [],
    visible: true,
    postCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

function post(
  now: Date,
  minutes: number,
  body: string,
  over: Partial<StoredPost> = {},
): StoredPost {
  const at = minutesAgo(now, minutes);
  return {
    body,
    name: '',
    byOwner: true,
    status: 'published',
    queued: false,
    pinned: false,
    createdAt: at,
    updatedAt: at,
    ...over,
  };
}

function fanPost(now: Date, minutes: number, name: string, body: string, senderKey: string) {
  return post(now, minutes, body, { name, byOwner: false, senderKey });
}

const FAN_ART_WORDS = [
  ['ミナ', '猫のイラストです。配信のあの場面！'],
  ['Alex', 'Night sky from the last stream 🌙'],
  ['', ''],
] as const;

/** Visitors' approved drawings on the fan-art board (images from scripts/seed-fan-art.ts). */
function drawingPosts(now: Date, images: readonly ImageRef[]) {
  return images.map((image, i) => {
    const [name, body] = FAN_ART_WORDS[i % FAN_ART_WORDS.length]!;
    const id = `demo-fan-art-image-${i + 1}`;
    return [
      id,
      post(now, 200 + i * 40, body, {
        name,
        byOwner: false,
        senderKey: `demoBoardSender10${i}`,
        image,
      }),
    ] as const;
  });
}

export function demoBoards(now: Date, drawings: readonly ImageRef[] = []) {
  return [
    {
      boardId: DEMO_BOARDS.news.boardId,
      board: board(now, {
        title: 'お知らせ / News',
        slug: DEMO_BOARDS.news.slug,
        description: '配信予定やグッズのお知らせをここに載せます。\nSchedules and merch news.',
        mode: 'owner',
      }),
      posts: [
        [
          'demo-news-1',
          post(
            now,
            60 * 24 * 3,
            '今週の配信は金曜21時から！ / Streaming this Friday at 9 pm JST.',
            {
              pinned: true,
            },
          ),
        ],
        ['demo-news-2', post(now, 60 * 5, '新しいアクリルスタンドの予約を始めました。')],
        ['demo-news-3', post(now, 30, 'Thank you for 10,000 followers!')],
      ] as const,
    },
    {
      boardId: DEMO_BOARDS.fanArt.boardId,
      board: board(now, {
        title: 'ファンアート・リクエスト / Fan art & requests',
        slug: DEMO_BOARDS.fanArt.slug,
        description: '描いた絵やリクエストを気軽に投稿してください。',
        mode: 'open',
        images: 'review',
      }),
      posts: [
        ...drawingPosts(now, drawings),
        [
          'demo-fan-art-1',
          fanPost(
            now,
            120,
            'ミナ',
            '配信の切り抜きイラスト描きました！#demoart',
            'demoBoardSender001',
          ),
        ],
        [
          'demo-fan-art-2',
          fanPost(now, 50, '', '次は歌枠をリクエストしたいです。', 'demoBoardSender002'),
        ],
        [
          'demo-fan-art-3',
          fanPost(
            now,
            10,
            'Alex',
            'Could you play the new horror game next?',
            'demoBoardSender003',
          ),
        ],
      ] as const,
    },
  ];
}

/** Seeds the demo boards into `spaceId` (with the fan-art board's drawings) and publishes them. */
export async function seedBoards(spaceId: string, drawings: readonly ImageRef[]): Promise<void> {
  const boards = demoBoards(new Date(), drawings);
  await restoreBoards(spaceId, boards);
  for (const { boardId } of boards) await syncBoard(spaceId, boardId);
}

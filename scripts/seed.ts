// Seeds the local emulators with a demo owner and one published demo space, so that a newcomer sees
// a real page at once. Idempotent: the owner is reset, the space is created only if missing, and
// its pictures are uploaded only where they are missing.
// Writes go through the same domain functions and store as the callables, never around them; the
// pictures go through the image pipeline itself (the Functions emulator must be running).
//
//   FIRESTORE_EMULATOR_HOST=… FIREBASE_AUTH_EMULATOR_HOST=… FIREBASE_STORAGE_EMULATOR_HOST=… \
//     node --import tsx scripts/seed.ts
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setNotifications } from '../functions/src/account/store';
import { blockSample } from '../functions/src/messages/inbox';
import type { StoredMessage } from '../functions/src/messages/message';
import { restoreMessages } from '../functions/src/messages/store';
import { DEFAULT_NOTIFICATIONS } from '@spaces/contracts';
import { OwnerCredential } from '../functions/src/platform/credential';
import { getOwnedSpace, restoreSpace, syncPublicSpace } from '../functions/src/spaces/store';
import { DEMO, DEMO_BOARDS, DEMO_OPERATOR } from '../fixtures/demo';
import { demoSpace } from '../fixtures/demo-space';
import { seedAnswers } from './seed-answers';
import { seedBoards } from './seed-boards';
import { seedFanArt } from './seed-fan-art';
import { seedReceipts } from './seed-receipts';
import { seedReports } from './seed-reports';
import { updateStageQueue } from '../functions/src/messages/stageStore';
import { seedInsights } from './seed-insights';
import { DEMO_BUTTON_IDS, DEMO_CARD_IDS, DEMO_EMBED_ID, seedImages } from './seedImages';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-spaces';

function assertEmulators(): void {
  for (const name of [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIREBASE_STORAGE_EMULATOR_HOST',
  ]) {
    // Seeding a real project by accident would be a disaster; only emulators are ever seeded.
    if (!process.env[name])
      throw new Error(`${name} is not set: seed only runs against the emulators`);
  }
}

async function seedOwner(): Promise<void> {
  const auth = getAuth();
  const profile = {
    email: DEMO.email,
    password: DEMO.password,
    displayName: DEMO.displayName,
    emailVerified: true,
  };
  try {
    await auth.updateUser(DEMO.uid, profile);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: DEMO.uid, ...profile });
  }
}

/** A sender key as the abuse gate makes them (opaque); fixed here so that seeding is idempotent. */
const BLOCKED_SENDER = 'demo-sender-blocked-01';
/** The demo's one block, made from that sender's letter. */
const DEMO_BLOCK = 'demo-block-01';

/** Letters and fan messages in every state the inbox shows, times relative to the seeding. */
export function demoMessages(now: Date): [string, StoredMessage][] {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const base = { read: false, starred: false, archived: false, held: false, wall: 'none' } as const;
  let n = 0;
  /** A message of `kind`, its id `<prefix>-NN` and its sender's key numbered alike. */
  const message =
    (kind: StoredMessage['kind'], prefix: string) =>
    (minutes: number, name: string, body: string, over: Partial<StoredMessage> = {}) =>
      [
        `${prefix}-${String(++n).padStart(2, '0')}`,
        {
          ...base,
          kind,
          name,
          body,
          senderKey: `demo-sender-${String(n).padStart(2, '0')}`,
          createdAt: ago(minutes),
          ...over,
        },
      ] as [string, StoredMessage];
  const letter = message('letter', 'demo-letter');
  const fan = message('fanMessage', 'demo-fan');
  return [
    letter(
      120,
      'さくら',
      'はじめてお手紙を書きます。\n去年の冬に配信を見つけてから、毎週の更新が本当に楽しみです。仕事で落ち込んだ日も、笑い声を聞くと元気が出ます。\nこれからも無理せず、楽しく続けてくださいね。応援しています！',
    ),
    letter(
      300,
      'Emma',
      "Hi! I'm writing from Toronto. Your acoustic cover last month was the first thing I listened to every morning for two weeks. 日本語を勉強中です。いつか日本のライブに行きたいです！",
    ),
    letter(
      1_440,
      '',
      'いつも素敵な作品をありがとうございます。名前は恥ずかしいので匿名で…。新しいシリーズ、主人公の成長がとても丁寧に描かれていて、最終回で泣いてしまいました。',
      { read: true, starred: true },
    ),
    letter(
      4_320,
      'Kenji',
      '先日のワークショップに参加した者です。Thanks for answering my question about lighting — I tried it this weekend and the photos look so much better!',
      { read: true },
    ),
    letter(17_280, 'みお', 'お誕生日おめでとうございます🎂 素敵な一年になりますように！', {
      read: true,
      archived: true,
    }),
    letter(360, 'promo', 'フォロワー購入なら当社へ！今なら1000人が半額です。', { held: true }),
    letter(
      2_880,
      'ファンA',
      '何度もすみません。どうしても直接会いたいです。返事をください。返事をください。',
      { read: true, senderKey: BLOCKED_SENDER },
    ),
    fan(30, 'ゆい', '新曲ずっとリピートしてます！🎧', { read: true, wall: 'approved' }),
    fan(240, 'Alex', 'Your stream yesterday made my week. Thank you!', {
      read: true,
      starred: true,
      wall: 'approved',
    }),
    fan(1_500, '', '大好き！', { read: true, wall: 'approved' }),
    fan(2_900, 'みなと', 'ライブ最高でした！また絶対行きます🔥', { read: true, wall: 'approved' }),
    fan(20, 'Lina', '応援してます！Keep going 💪'),
    fan(3_000, 'たけし', '(内輪ネタ) あのときの話まだ覚えてる？笑', { read: true, wall: 'hidden' }),
    fan(90, '', '副業で月100万！詳しくはプロフィールへ', { held: true }),
    // The NG word バカ: caught behind an emoji and half-width kana, not inside バカンス.
    fan(100, '', 'ﾊﾞ😀ｶじゃないの', { held: true }),
    fan(1_600, 'りん', '夏のバカンス中もずっと聴いてます🏖️', { read: true }),
    fan(45, 'ファンA', 'またメッセージ送ります。見てますか？', { senderKey: BLOCKED_SENDER }),
  ];
}

async function seedSpace(): Promise<string[]> {
  await restoreSpace(DEMO.spaceId, demoSpace());
  const messages = demoMessages(new Date());
  const blockedFrom = messages.find(([, m]) => m.senderKey === BLOCKED_SENDER)![1];
  const blockedAt = new Date();
  await restoreMessages(DEMO.spaceId, messages, [
    [
      DEMO_BLOCK,
      {
        senderKey: BLOCKED_SENDER,
        blockedAt,
        excerpt: blockSample(blockedFrom.body),
        sentAt: blockedFrom.createdAt,
        stopped: 2,
      },
    ],
  ]);
  await seedBoards(DEMO.spaceId, await seedFanArt(PROJECT_ID, DEMO.uid));
  await seedAnswers(DEMO.uid, DEMO.spaceId);
  const receipts = await seedReceipts(DEMO.uid, DEMO.spaceId, DEMO.slug, messages);
  // A stream prepared before going live (decision 069): /s/demo/stage steps through these.
  await updateStageQueue(
    OwnerCredential.ofSpace(DEMO.uid, DEMO.spaceId),
    messages
      .filter(([, message]) => message.kind === 'letter' && !message.held)
      .slice(0, 3)
      .map(([id]) => id),
  );
  const space = await getOwnedSpace(OwnerCredential.ofSpace(DEMO.uid, DEMO.spaceId));
  await seedImages({
    projectId: PROJECT_ID,
    uid: DEMO.uid,
    spaceId: DEMO.spaceId,
    current: {
      'space-avatar': space.top.avatar,
      'space-header': space.top.header,
      'thanks-letter': space.messages?.thanks.letter.image,
      'card-music': space.cards?.find((c) => c.id === DEMO_CARD_IDS['card-music'])?.image,
      'card-live': space.cards?.find((c) => c.id === DEMO_CARD_IDS['card-live'])?.image,
      'button-shop': space.buttons.find((b) => b.id === DEMO_BUTTON_IDS['button-shop'])?.image,
      'button-sale': space.buttons.find((b) => b.id === DEMO_BUTTON_IDS['button-sale'])?.image,
      'board-news': space.boardIndex?.find((b) => b.boardId === DEMO_BOARDS.news.boardId)?.cover,
      'embed-video': space.embeds?.find((e) => e.id === DEMO_EMBED_ID)?.poster,
    },
  });
  await seedInsights(DEMO.spaceId, space);
  // The trigger does this too when the Functions emulator runs; doing it here makes the demo
  // page readable the moment seeding returns, and the sync is idempotent.
  await syncPublicSpace(DEMO.spaceId, [DEMO.slug]);
  return receipts;
}

export async function seed(): Promise<void> {
  assertEmulators();
  // Emulators need no credentials: stop google-auth probing for a cloud metadata server (network).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  await seedOwner();
  // The demo owner hears about letters at once (their mails are readable in the `mail` collection).
  await setNotifications(DEMO.uid, DEFAULT_NOTIFICATIONS);
  const receipts = await seedSpace();
  // The operator and the reports their console works on (decisions 070, 071).
  await seedReports();
  console.log(`Seeded ${DEMO.email} / ${DEMO.password} and the published space /${DEMO.slug}`);
  console.log(`Operator: ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password} at /ops`);
  console.log(`Demo receipts (a sender's private page): ${receipts.join(' ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `npm run seed` against a running stack: its addresses follow from SPACES_PORT_OFFSET unless
  // they are set already.
  const { portsFor } = await import('./ports');
  const { stackEnv } = await import('./stack');
  const offset = Number(process.env.SPACES_PORT_OFFSET ?? 0);
  for (const [name, value] of Object.entries(stackEnv(portsFor(offset))))
    process.env[name] ??= value;
  seed().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

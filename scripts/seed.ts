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
import { DEFAULT_NOTIFICATIONS, PRESET_DESIGNS } from '@spaces/contracts';
import {
  newSpace,
  withButtons,
  withDesign,
  withFanMessages,
  withLetterBox,
  withNgWords,
  withPublished,
  withSns,
  withThanks,
  withTop,
} from '../functions/src/spaces/space';
import { OwnerCredential } from '../functions/src/platform/credential';
import { getOwnedSpace, restoreSpace, syncPublicSpace } from '../functions/src/spaces/store';
import { DEMO, DEMO_BOARDS } from '../fixtures/demo';
import { seedBoards } from './seed-boards';
import { seedInsights } from './seed-insights';
import { DEMO_CARD_IDS, seedImages } from './seedImages';

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

export function demoSpace() {
  const now = new Date();
  let counter = 0;
  const newId = () => `demo${++counter}`;
  let space = newSpace(DEMO.uid, DEMO.slug, 'Spaces Demo', now);
  space = withTop(
    space,
    {
      displayName: 'Spaces Demo',
      bio: 'うたと配信をしている Spaces のデモです 🎤 毎週金曜 21 時から歌枠。\nA demo space: sign in as demo@spaces.test to edit it.\nhttps://example.com/schedule',
      layout: 'centered',
    },
    now,
  );
  space = withSns(
    space,
    [
      { service: 'x', value: '@spaces_demo' },
      { service: 'youtube', value: '@spacesdemo' },
      { service: 'github', value: 'spaces-demo' },
      { service: 'email', value: 'demo@spaces.test' },
    ],
    now,
    newId,
  );
  space = withButtons(
    space,
    [
      {
        label: 'Latest video',
        url: 'https://www.youtube.com/@spacesdemo',
        icon: 'youtube',
        color: 'primary',
        variant: 'solid',
        visible: true,
      },
      {
        label: 'Shop',
        url: 'https://example.com/shop',
        color: 'secondary',
        variant: 'outline',
        visible: true,
      },
      {
        label: 'Coming soon',
        url: 'https://example.com/soon',
        color: 'neutral',
        variant: 'soft',
        visible: false,
      },
    ],
    now,
    newId,
  );
  space = withLetterBox(
    space,
    {
      enabled: true,
      intro:
        'お手紙をお待ちしています。感想、応援、リクエスト、なんでもどうぞ。\nLetters in English are welcome too!',
      nameMode: 'optional',
      maxLength: 2000,
      paused: false,
      pauseNote: '',
    },
    now,
  );
  space = withFanMessages(
    space,
    {
      enabled: true,
      prompt: 'ひとこと応援メッセージを送ってね！ / Leave a short message!',
      quickPhrases: [
        '大好き！',
        'いつも応援してます',
        '新曲最高！',
        'ライブ楽しみ！',
        'Love from overseas 🌏',
      ],
      maxLength: 140,
      showWall: true,
      paused: false,
      pauseNote: '',
    },
    now,
  );
  space = withThanks(
    space,
    {
      letter: {
        text: 'お手紙ありがとうございます！ひとつひとつ大切に読んでいます。\nThank you so much for your letter!',
      },
      fanMessage: { text: 'メッセージありがとう！励みになります 🙌 Thanks for the love!' },
    },
    now,
  );
  space = withNgWords(space, ['フォロワー購入', '副業', 'free followers', 'http://bit.ly'], now);
  space = withDesign(space, PRESET_DESIGNS.pastel.background, PRESET_DESIGNS.pastel.theme, now);
  // Cards and text blocks as their editors will save them (their images come from the pipeline).
  space = {
    ...space,
    cards: [
      {
        id: 'demo-card-1',
        title: '新曲「夜明けのうた」',
        text: '配信中です。歌詞カードつき。\nNew single out now.',
        url: 'https://example.com/music',
        visible: true,
      },
      {
        id: 'demo-card-2',
        title: 'Live 2026',
        text: '東京・大阪・オンライン。チケット受付中！',
        url: 'https://example.com/live',
        visible: true,
      },
      {
        id: 'demo-card-3',
        title: 'Fan art',
        text: '#spacesdemo のタグで見せてください。Tag your art and I may share it on stream.',
        visible: true,
      },
    ],
    texts: [
      {
        id: 'demo-text-1',
        heading: 'プロフィール / About',
        body: '歌と配信をしています。毎週金曜 21 時から雑談配信。\nI sing and stream every Friday at 9 pm JST.\n\nお仕事のご依頼: https://example.com/contact',
        visible: true,
      },
      {
        id: 'demo-text-2',
        heading: 'お手紙について',
        body: 'いただいたお手紙はすべて読んでいます。お返事は配信で紹介することがあります（お名前は伏せます）。',
        visible: true,
      },
    ],
  };
  space = withPublished(space, true, now);
  return space;
}

/** A sender key as the abuse gate makes them (opaque); fixed here so that seeding is idempotent. */
const BLOCKED_SENDER = 'demo-sender-blocked-01';

/** Letters and fan messages in every state the inbox shows, times relative to the seeding. */
export function demoMessages(now: Date): [string, StoredMessage][] {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const base = { read: false, starred: false, archived: false, held: false, wall: 'none' } as const;
  let n = 0;
  const letter = (minutes: number, name: string, body: string, over: Partial<StoredMessage> = {}) =>
    [
      `demo-letter-${String(++n).padStart(2, '0')}`,
      {
        ...base,
        kind: 'letter',
        name,
        body,
        senderKey: `demo-sender-${String(n).padStart(2, '0')}`,
        createdAt: ago(minutes),
        ...over,
      },
    ] as [string, StoredMessage];
  const fan = (minutes: number, name: string, body: string, over: Partial<StoredMessage> = {}) =>
    [
      `demo-fan-${String(++n).padStart(2, '0')}`,
      {
        ...base,
        kind: 'fanMessage',
        name,
        body,
        senderKey: `demo-sender-${String(n).padStart(2, '0')}`,
        createdAt: ago(minutes),
        ...over,
      },
    ] as [string, StoredMessage];
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
    fan(45, 'ファンA', 'またメッセージ送ります。見てますか？', { senderKey: BLOCKED_SENDER }),
  ];
}

async function seedSpace(): Promise<void> {
  await restoreSpace(DEMO.spaceId, demoSpace());
  const messages = demoMessages(new Date());
  const blockedFrom = messages.find(([, m]) => m.senderKey === BLOCKED_SENDER)![1];
  await restoreMessages(DEMO.spaceId, messages, [
    [BLOCKED_SENDER, { blockedAt: new Date(), sample: blockSample(blockedFrom.body) }],
  ]);
  await seedBoards(DEMO.spaceId);
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
      'board-news': space.boardIndex?.find((b) => b.boardId === DEMO_BOARDS.news.boardId)?.cover,
    },
  });
  await seedInsights(DEMO.spaceId, space);
  // The trigger does this too when the Functions emulator runs; doing it here makes the demo
  // page readable the moment seeding returns, and the sync is idempotent.
  await syncPublicSpace(DEMO.spaceId, [DEMO.slug]);
}

export async function seed(): Promise<void> {
  assertEmulators();
  // Emulators need no credentials: stop google-auth probing for a cloud metadata server (network).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  await seedOwner();
  // The demo owner hears about letters at once (their mails are readable in the `mail` collection).
  await setNotifications(DEMO.uid, DEFAULT_NOTIFICATIONS);
  await seedSpace();
  console.log(`Seeded ${DEMO.email} / ${DEMO.password} and the published space /${DEMO.slug}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `npm run seed` against a running stack: its addresses follow from SPACES_PORT_OFFSET unless
  // they are set already.
  const { portsFor, stackEnv } = await import('./stack');
  const offset = Number(process.env.SPACES_PORT_OFFSET ?? 0);
  for (const [name, value] of Object.entries(stackEnv(portsFor(offset))))
    process.env[name] ??= value;
  seed().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

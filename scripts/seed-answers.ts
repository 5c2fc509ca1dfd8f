// The demo space's public answers: three messages of the seeded inbox answered on the answers
// board (a signed letter with its name shown, an anonymous letter, a fan message whose sender is
// not named). Published through the answers store as the owner's callable does, then the board's
// page is synced as the boards' trigger would, so it is readable the moment seeding returns.
import { publishAnswer } from '../functions/src/answers/store';
import { syncBoard } from '../functions/src/boards/store';
import { OwnerCredential } from '../functions/src/platform/credential';
import { getOwnedSpace } from '../functions/src/spaces/store';

const DEMO_ANSWERS = [
  {
    messageId: 'demo-letter-01',
    answer:
      'さくらさん、お手紙ありがとうございます！\n落ち込んだ日に配信が役に立てているなら、それがいちばん嬉しいです。無理せず続けますね。',
    showName: true,
  },
  {
    messageId: 'demo-letter-03',
    answer:
      '最終回まで見てくださってありがとうございます。主人公の成長は一番時間をかけたところなので、届いていて嬉しいです。',
    showName: false,
  },
  {
    messageId: 'demo-fan-08',
    answer: 'リピートありがとう！🎧 次の曲も準備中です。',
    showName: false,
  },
] as const;

export async function seedAnswers(uid: string, spaceId: string): Promise<void> {
  const owner = OwnerCredential.ofSpace(uid, spaceId);
  let boardSlug: string | undefined;
  for (const answer of DEMO_ANSWERS) {
    ({ boardSlug } = await publishAnswer(owner, { ...answer, ...(boardSlug && { boardSlug }) }));
  }
  const space = await getOwnedSpace(owner);
  const entry = space.boardIndex?.find((b) => b.slug === boardSlug);
  if (entry) await syncBoard(spaceId, entry.boardId);
}

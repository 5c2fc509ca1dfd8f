// The operator's side of the demo (decisions 070, 071): an operator account, and reports for its
// console — open ones on the demo's fan art and letter page, and a spam shop's space reported by
// several visitors, taken down by the operator with a notice its owner objected to. Reports go
// through the abuse gate as a visitor's do, the decision through the console's own code (its
// mails land in the `mail` collection). Seeded once: a second run finds the reports there.
import { getAuth } from 'firebase-admin/auth';
import type { ReportRequest } from '@spaces/contracts';
import { decide } from '../functions/src/operator/decide';
import { setClaim } from '../functions/src/operator/claims';
import { AbuseGate } from '../functions/src/platform/abuseGate';
import { Credential, OPERATOR_CLAIM } from '../functions/src/platform/credential';
import { collections } from '../functions/src/platform/firestore';
import { Visitor } from '../functions/src/platform/visitor';
import { targetKeyOf } from '../functions/src/reports/report';
import { object, noticesOf, reportWrite } from '../functions/src/reports/store';
import { visitorSend } from '../functions/src/sends/store';
import { newSpace, withButtons, withPublished, withTop } from '../functions/src/spaces/space';
import { restoreSpace, syncPublicSpace } from '../functions/src/spaces/store';
import { DEMO, DEMO_BOARDS, DEMO_OPERATOR, DEMO_REPORTED } from '../fixtures/demo';

/** Creates or resets a verified account. */
async function seedAccount(account: {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}): Promise<void> {
  const { uid, ...profile } = account;
  const auth = getAuth();
  try {
    await auth.updateUser(uid, { ...profile, emailVerified: true });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid, ...profile, emailVerified: true });
  }
}

/** A spam shop's space, as its owner would have built it. */
function reportedSpace(now: Date) {
  let space = newSpace(DEMO_REPORTED.uid, DEMO_REPORTED.slug, 'フォロワー激安ショップ', now);
  space = withTop(
    space,
    {
      displayName: 'フォロワー激安ショップ',
      bio: 'フォロワー1000人が今だけ半額！ 副業で月100万、DMで詳しく教えます。',
      layout: 'centered',
    },
    now,
  );
  space = withButtons(
    space,
    [
      {
        label: '今すぐ購入 / Buy now',
        url: 'https://example.com/cheap-followers',
        color: 'error',
        variant: 'solid',
        visible: true,
      },
    ],
    now,
    () => 'reported-button-1',
  );
  return withPublished(space, true, now);
}

const GATE = () => new AbuseGate({ enforceAppCheck: false, secret: 'seed-reports' });

/** One visitor's report, each from its own documentation address (RFC 5737). */
function report(n: number, request: ReportRequest) {
  return visitorSend(GATE(), Visitor.of(`192.0.2.${n}`), request, reportWrite(request), true);
}

export async function seedReports(): Promise<void> {
  await seedAccount(DEMO_OPERATOR);
  await setClaim(DEMO_OPERATOR.uid, OPERATOR_CLAIM, true);
  await seedAccount(DEMO_REPORTED);
  const now = new Date();
  await restoreSpace(DEMO_REPORTED.spaceId, reportedSpace(now));
  await syncPublicSpace(DEMO_REPORTED.spaceId, [DEMO_REPORTED.slug]);

  const reported = targetKeyOf({ kind: 'space', spaceId: DEMO_REPORTED.spaceId });
  if ((await collections.reportTargets().doc(reported).get()).exists) return;

  const shop = { slug: DEMO_REPORTED.slug, target: 'space' } as const;
  await report(10, { ...shop, reason: 'spam', note: 'フォロワー販売の宣伝です。' });
  await report(11, { ...shop, reason: 'spam', lang: 'en', contact: 'reporter@example.com' });
  await report(12, {
    ...shop,
    reason: 'illegal',
    note: '「月100万」の副業勧誘は詐欺だと思います。',
  });
  await decide(Credential.of(DEMO_OPERATOR.uid), {
    targetKey: reported,
    action: 'take-down',
    reason: 'spam',
    note: 'Sells followers and a get-rich scheme; three reports.',
    message: 'フォロワーの販売と副業の勧誘は利用規約で禁止しています。',
  });
  const [notice] = await noticesOf(DEMO_REPORTED.uid, DEMO_REPORTED.spaceId);
  if (notice)
    await object(
      DEMO_REPORTED.uid,
      notice[0],
      '正規のマーケティングサービスです。内容を見直したので公開を戻してください。',
    );

  // Open reports on the demo itself: one fan drawing, and its letter page.
  await report(20, {
    slug: DEMO.slug,
    target: 'post',
    board: DEMO_BOARDS.fanArt.slug,
    post: 'demo-fan-art-image-1',
    reason: 'infringement',
    note: 'This drawing traces my illustration posted in 2024.',
    contact: 'artist@example.com',
    lang: 'en',
  });
  await report(21, {
    slug: DEMO.slug,
    target: 'post',
    board: DEMO_BOARDS.fanArt.slug,
    post: 'demo-fan-art-image-1',
    reason: 'infringement',
  });
  await report(22, { slug: DEMO.slug, target: 'letter', reason: 'other', note: 'テストです' });
}

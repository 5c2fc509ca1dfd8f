// The operator's console against the running stack (decisions 070, 071), with real Auth tokens:
// every operator callable refused to a guest, an unverified account, a stranger and the reported
// owner, and to an operator once the claim is revoked; then each action and its undoing as the
// public, the owner and the reporter see it — a hidden post and answer, a space taken down (its
// public document only "removed", its card gone, sends refused), an account suspended (its
// callables refused, its spaces down, its data kept) — with the owner's notices, objection and
// mail, and the decision log.
import {
  cardPath,
  decideReport,
  getReportTarget,
  getSpaceForEdit,
  listMyNotices,
  listReportTargets,
  objectToNotice,
  publicAnswerPath,
  publicBoardPath,
  publishAnswer,
  updateBoardPosts,
  updateSpaceTop,
  type CallableContract,
  type TSchema,
} from '@spaces/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newUser, signInAgain, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, failure, warmUp } from './support/call';
import { db, readPublicSpace, waitForPublicSpace } from './support/firestore';
import { newReportedSpace, reportFields, type ReportedSpace } from './support/reported';
import { decide, docsWhere, mailTo, newOperator, postReport, setClaim } from './support/reports';
import { newClient } from './support/sends';
import { MANY_CALLS_TIMEOUT_MS, PROJECT_ID, REGION, functionsOrigin } from './support/stack';

vi.setConfig({ testTimeout: 3 * MANY_CALLS_TIMEOUT_MS });

const OPERATOR_CALLABLES: CallableContract<TSchema, TSchema>[] = [
  listReportTargets,
  getReportTarget,
  decideReport,
];

let operator: TestUser;

beforeAll(async () => {
  operator = await newOperator();
  await warmUp([...OPERATOR_CALLABLES, listMyNotices, objectToNotice, getSpaceForEdit]);
}, WARM_UP_TIMEOUT_MS);

/** A space reported once on `page`, and its target's key. */
async function reported(
  kind: 'space' | 'post' | 'answer' = 'space',
  contact?: string,
): Promise<{ space: ReportedSpace; targetKey: string }> {
  const space = await newReportedSpace();
  await postReport(
    reportFields(space.pages[kind], { reason: 'harassment', ...(contact && { contact }) }),
    newClient(),
  );
  const [report] = await docsWhere('reports', 'spaceId', space.spaceId);
  return { space, targetKey: report!.targetKey as string };
}

const waitFor = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 60_000, interval: 300 });

/** Waits until the wall clock is past the second in which `idToken` was issued. */
async function intoNextSecond(idToken: string): Promise<void> {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    iat: number;
  };
  const wait = (payload.iat + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 20));
}

describe('the operator policy, with real tokens', () => {
  it('refuses a guest, an unverified account, a stranger and the owner on every callable', async () => {
    const { space, targetKey } = await reported();
    const shown = async () => (await readPublicSpace(space.slug))?.top.displayName;
    // The space's public page, as its trigger publishes it.
    await waitFor(async () => expect(await shown()).toBe('Mika'));
    const [unverified, stranger] = await Promise.all([newUser({ verified: false }), newUser()]);
    const requests: Record<string, Record<string, unknown>> = {
      listReportTargets: { filter: 'open' },
      getReportTarget: { targetKey },
      decideReport: { targetKey, action: 'take-down', reason: 'spam', note: 'x' },
    };
    const who: [string, TestUser | undefined, string][] = [
      ['a guest', undefined, 'signed-out'],
      ['an unverified account', unverified, 'email-not-verified'],
      ['a stranger', stranger, 'not-operator'],
      ['the owner', space.owner, 'not-operator'],
    ];
    for (const contract of OPERATOR_CALLABLES)
      for (const [name, user, reason] of who) {
        const refused = await failure(call(contract, user, requests[contract.name]!));
        expect(refused.details?.reason, `${contract.name}: ${name}`).toBe(reason);
      }
    // Nothing was decided by any of them.
    expect(await docsWhere('decisionLog', 'targetKey', targetKey)).toEqual([]);
    expect(await shown()).toBe('Mika');
    // An operator is let through.
    const list = await call(listReportTargets, operator, { filter: 'open' });
    expect(list.targets.length).toBeGreaterThan(0);
  });

  it('stops an operator whose claim was revoked at once, old token or new', async () => {
    const former = await newOperator();
    await call(listReportTargets, former, { filter: 'open' });
    await setClaim(former.uid, 'operator', false);
    // The token still says operator; the live account no longer does.
    expect(
      (await failure(call(listReportTargets, former, { filter: 'open' }))).details?.reason,
    ).toBe('not-operator');
    const signedIn = await signInAgain(former);
    expect(
      (await failure(call(listReportTargets, signedIn, { filter: 'open' }))).details?.reason,
    ).toBe('not-operator');
  });
});

/** What Hosting's card rewrite answers for the space's top page. */
const hosting = () => process.env.SPACES_HOSTING_ORIGIN!;
const topCard = (slug: string) => fetch(hosting() + cardPath(slug, { kind: 'space' }, 'og'));

describe('taking a space down, and restoring it', () => {
  it('leaves only "removed" in public, refuses sends, tells the owner and the reporter; undone, all comes back', async () => {
    const contact = `reporter-${Date.now()}@example.com`;
    const { space, targetKey } = await reported('space', contact);
    await decide(
      operator,
      targetKey,
      'take-down',
      'harassment',
      'Insults aimed at a named person.',
      'Your page insulted a named person.',
    );
    const removed = await waitForPublicSpace(
      space.slug,
      (doc) => doc !== undefined && 'removed' in doc,
    );
    expect(Object.keys(removed!).sort()).toEqual([
      'removed',
      'slug',
      'sourceUpdateTime',
      'spaceId',
    ]);
    await waitFor(async () => {
      expect((await db().doc(publicBoardPath(space.slug, space.boardSlug)).get()).exists).toBe(
        false,
      );
    });
    const card = await topCard(space.slug);
    expect(card.status).toBe(404);
    expect(card.headers.get('cache-control')).toBe('private, no-store');
    // Sends and reports are refused as for any page that is not public.
    const letter = await fetch(`${functionsOrigin()}/${PROJECT_ID}/${REGION}/sendForm`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
        ...newClient(),
      },
      body: new URLSearchParams({ kind: 'letter', slug: space.slug, body: 'hello' }),
    });
    expect(letter.headers.get('location')).toContain('refused=space-not-found');
    // The space's data is kept, and its owner may still edit it.
    await call(updateSpaceTop, space.owner, {
      spaceId: space.spaceId,
      top: { displayName: 'Mika (fixed)', bio: '', layout: 'centered' },
    });
    const { notices } = await call(listMyNotices, space.owner, { spaceId: space.spaceId });
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'space-taken-down',
        slug: space.slug,
        title: 'Mika',
        reason: 'harassment',
        message: 'Your page insulted a named person.',
      }),
    ]);
    const ownerMail = await docsWhere('mail', 'uid', space.owner.uid);
    expect(ownerMail.map((m) => (m.message as { subject: string }).subject)).toContain(
      'Spaces: 「Mika」の公開を停止しました',
    );
    expect((await mailTo(contact)).map((m) => (m.message as { text: string }).text)).toEqual([
      expect.stringContaining('確認の結果、通報いただいた内容を非公開にしました。'),
    ]);

    // The owner objects; the console shows it among the objections.
    await call(objectToNotice, space.owner, {
      noticeId: notices[0]!.noticeId,
      text: 'I fixed the bio.',
    });
    const again = await failure(
      call(objectToNotice, space.owner, { noticeId: notices[0]!.noticeId, text: 'twice' }),
    );
    expect(again.details?.reason).toBe('objection-sent');
    const objections = await call(listReportTargets, operator, { filter: 'objections' });
    expect(objections.targets.map((t) => t.targetKey)).toContain(targetKey);
    const detail = await call(getReportTarget, operator, { targetKey });
    expect(detail.now.state).toBe('taken-down');
    expect(detail.snapshot.view.title).toBe('Mika');
    expect(detail.now.view?.title).toBe('Mika (fixed)');
    expect(detail.notices[0]?.objection?.text).toBe('I fixed the bio.');
    expect(detail.reports[0]).toMatchObject({
      reason: 'harassment',
      contact,
      outcome: 'take-down',
    });
    expect(detail.decisions[0]).toMatchObject({
      action: 'take-down',
      operatorUid: operator.uid,
      operatorEmail: operator.email,
      note: 'Insults aimed at a named person.',
    });

    // Restored: the page as the owner last saved it, the notice lifted, the owner mailed.
    await decide(operator, targetKey, 'restore', 'harassment', 'The owner fixed the bio.');
    const back = await waitForPublicSpace(
      space.slug,
      (doc) => doc !== undefined && !('removed' in doc),
    );
    expect(back?.top.displayName).toBe('Mika (fixed)');
    await waitFor(async () => {
      expect((await db().doc(publicBoardPath(space.slug, space.boardSlug)).get()).exists).toBe(
        true,
      );
    });
    expect((await topCard(space.slug)).status).toBe(200);
    const lifted = await call(listMyNotices, space.owner, { spaceId: space.spaceId });
    expect(lifted.notices[0]?.liftedAt).toBeDefined();
    expect(
      (await docsWhere('mail', 'uid', space.owner.uid)).map(
        (m) => (m.message as { subject: string }).subject,
      ),
    ).toContain('Spaces: 「Mika」を元に戻しました');
    // Restoring twice does not apply; the log holds both decisions.
    const twice = await failure(decide(operator, targetKey, 'restore', 'other', 'x'));
    expect(twice.details?.reason).toBe('action-not-applicable');
    expect(
      (await docsWhere('decisionLog', 'targetKey', targetKey)).map((d) => d.action).sort(),
    ).toEqual(['restore', 'take-down']);
  });
});

describe('hiding a post and an answer', () => {
  it('takes the post off its board whatever the owner does, and brings it back as it was', async () => {
    const { space, targetKey } = await reported('post');
    await decide(operator, targetKey, 'hide', 'harassment', 'Threat.');
    await waitFor(async () => {
      const board = (await db().doc(publicBoardPath(space.slug, space.boardSlug)).get()).data();
      expect(board?.posts).toEqual([]);
    });
    // The owner cannot show it again.
    await call(updateBoardPosts, space.owner, {
      spaceId: space.spaceId,
      boardId: space.boardId,
      postIds: [space.postId],
      change: { status: 'published' },
    });
    const post = (
      await db().doc(`spaces/${space.spaceId}/boards/${space.boardId}/posts/${space.postId}`).get()
    ).data();
    expect(post).toMatchObject({ status: 'hidden', removal: { status: 'published' } });
    const { notices } = await call(listMyNotices, space.owner, {});
    expect(notices[0]).toMatchObject({
      kind: 'post-hidden',
      title: 'Fan art',
      excerpt: 'Tonight: a new song.',
    });
    await decide(operator, targetKey, 'unhide', 'harassment', 'Misread.');
    await waitFor(async () => {
      const board = (await db().doc(publicBoardPath(space.slug, space.boardSlug)).get()).data();
      expect((board?.posts as { postId: string }[] | undefined)?.map((p) => p.postId)).toEqual([
        space.postId,
      ]);
    });
  });

  it('marks the answer page removed, refuses the owner’s edit, and shows it again', async () => {
    const { space, targetKey } = await reported('answer');
    const page = db().doc(publicAnswerPath(space.answer.postId));
    await decide(operator, targetKey, 'hide', 'private-info', 'Names a person.');
    expect((await page.get()).get('removed')).toBe(true);
    const edit = await failure(
      call(publishAnswer, space.owner, {
        slug: space.slug,
        messageId: space.answer.messageId,
        answer: 'edited back',
      }),
    );
    expect(edit.details?.reason).toBe('removed-by-operator');
    const answerCard = await fetch(
      hosting() +
        cardPath(
          space.slug,
          { kind: 'answer', boardSlug: space.answer.boardSlug, postId: space.answer.postId },
          'og',
        ),
    );
    expect(answerCard.status).toBe(404);
    await decide(operator, targetKey, 'unhide', 'private-info', 'Not a real name.');
    expect((await page.get()).get('removed')).toBeUndefined();
    expect((await page.get()).get('answer')).toBe('Poetry, lately.');
  });

  it('hides only posts and answers', async () => {
    const { targetKey } = await reported('space');
    const refused = await failure(decide(operator, targetKey, 'hide', 'spam', 'x'));
    expect(refused.details?.reason).toBe('action-not-applicable');
  });
});

describe('suspending an account, and lifting it', () => {
  it('ends its sessions, refuses its edits, takes every space down and keeps its data', async () => {
    const { space, targetKey } = await reported('post');
    const second = await newReportedSpace(space.owner);
    // Auth revokes sessions to the second: a token issued within the revoking second stays live.
    // The owner's token must be older than the suspension for the old-token check below.
    await intoNextSecond(space.owner.idToken);
    await decide(operator, targetKey, 'suspend', 'spam', 'A spam network.');
    // Its old token is dead; a new sign-in may read and object, not edit.
    const old = await failure(call(getSpaceForEdit, space.owner, { slug: space.slug }));
    expect(old.details?.reason).toBe('signed-out');
    const owner = await signInAgain(space.owner);
    const edit = await failure(call(getSpaceForEdit, owner, { slug: space.slug }));
    expect(edit.details?.reason).toBe('account-suspended');
    const { notices } = await call(listMyNotices, owner, {});
    expect(notices[0]).toMatchObject({ kind: 'account-suspended', title: 'Mika' });
    expect(notices[0]).not.toHaveProperty('spaceId');
    for (const slug of [space.slug, second.slug])
      await waitForPublicSpace(slug, (doc) => doc !== undefined && 'removed' in doc);
    // Kept: the spaces and their posts are all there.
    expect((await db().doc(`spaces/${second.spaceId}`).get()).exists).toBe(true);
    const detail = await call(getReportTarget, operator, { targetKey });
    expect(detail.owner).toMatchObject({ uid: space.owner.uid, suspended: true });
    expect(detail.target.state.suspended).toBe(true);

    await decide(operator, targetKey, 'lift', 'spam', 'Appeal accepted.');
    const restored = await signInAgain(space.owner);
    await call(getSpaceForEdit, restored, { slug: second.slug });
    for (const slug of [space.slug, second.slug])
      await waitForPublicSpace(slug, (doc) => doc !== undefined && !('removed' in doc));
  });
});

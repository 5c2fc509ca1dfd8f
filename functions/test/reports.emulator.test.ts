// Visitors' reports against the running stack (decision 070): posted to /_send as the report page
// posts them without JavaScript, from every public page type, grouped by target with a snapshot,
// screened by the abuse gate; the reporter never reaches the owner (every owner-facing read and
// mail is searched for what the reporter wrote); and a deleted space or account takes its
// reports, snapshots and notices along, leaving only the decision log (decision 071).
import {
  decideReport,
  deleteAccount,
  deleteSpace,
  getSpaceForEdit,
  listBoardPosts,
  listMessages,
  listMyNotices,
  listReportTargets,
  publicBoardPath,
  RATE_LIMITS,
  reportPagePath,
  updateModeration,
  type ReportedPage,
} from '@spaces/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { targetKeyOf } from '../src/reports/report';
import { signInAgain, type TestUser } from './support/auth';
import { WARM_UP_TIMEOUT_MS, call, warmUp } from './support/call';
import { db, waitForPublicSpace } from './support/firestore';
import { newReportedSpace, reportFields, type ReportedSpace } from './support/reported';
import { decide, docsWhere, mailTo, newOperator, postReport } from './support/reports';
import { client, newClient, roomInMinute } from './support/sends';
import { MANY_CALLS_TIMEOUT_MS, unique } from './support/stack';

vi.setConfig({ testTimeout: 4 * MANY_CALLS_TIMEOUT_MS });

let operator: TestUser;

beforeAll(async () => {
  operator = await newOperator();
  await warmUp([decideReport, listReportTargets, listMyNotices, deleteSpace, getSpaceForEdit]);
  // The first post starts the form endpoint's worker: a refused one is cheap.
  await postReport({ slug: 'warm-up', target: 'space', reason: 'spam' }).catch(() => undefined);
}, WARM_UP_TIMEOUT_MS);

const targetOf = (space: ReportedSpace, kind: ReportedPage['kind']) =>
  targetKeyOf({
    kind,
    spaceId: space.spaceId,
    ...(kind !== 'space' &&
      kind !== 'letter' && {
        boardId: kind === 'answer' ? answerBoardId(space) : space.boardId,
      }),
    ...(kind === 'post' && { postId: space.postId }),
    ...(kind === 'answer' && { postId: space.answer.postId }),
  });

let answerBoards = new Map<string, string>();
function answerBoardId(space: ReportedSpace): string {
  return answerBoards.get(space.spaceId)!;
}
async function rememberAnswerBoard(space: ReportedSpace): Promise<ReportedSpace> {
  const index = (await db().doc(`spaces/${space.spaceId}`).get()).get('boardIndex') as {
    boardId: string;
    slug: string;
  }[];
  answerBoards = new Map([
    ...answerBoards,
    [space.spaceId, index.find((e) => e.slug === space.answer.boardSlug)!.boardId],
  ]);
  return space;
}

const reportedSpace = async (owner?: TestUser) =>
  rememberAnswerBoard(await newReportedSpace(owner));

describe('a report posted without JavaScript', () => {
  it('is answered with a 303 to its receipt page, from every page type, and grouped by target', async () => {
    const space = await reportedSpace();
    for (const [kind, page] of Object.entries(space.pages)) {
      const response = await postReport(
        reportFields(page, { reason: 'harassment', note: `Bad ${kind}\r\nline two` }),
        newClient(),
      );
      expect(response.status, kind).toBe(303);
      expect(response.headers.get('location'), kind).toBe(
        reportPagePath(page, { sent: 'received' }),
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      // A report mints no sender token: nothing about it is ever matched to its sender.
      expect(response.headers.get('set-cookie')).toBeNull();
      const target = (
        await db()
          .doc(`reportTargets/${targetOf(space, page.kind)}`)
          .get()
      ).data();
      expect(target, kind).toMatchObject({
        kind,
        spaceId: space.spaceId,
        ownerUid: space.owner.uid,
        openCount: 1,
        reasons: { harassment: 1 },
        status: 'open',
      });
    }
    const reports = await docsWhere('reports', 'spaceId', space.spaceId);
    expect(reports).toHaveLength(5);
    expect(reports.map((r) => r.note).sort()).toEqual(
      ['answer', 'board', 'letter', 'post', 'space'].map((k) => `Bad ${k}\nline two`),
    );
  });

  it('keeps a snapshot of the page at the first report of a round', async () => {
    const space = await reportedSpace();
    await postReport(reportFields(space.pages.post, { reason: 'spam' }), newClient());
    await db()
      .doc(`spaces/${space.spaceId}/boards/${space.boardId}/posts/${space.postId}`)
      .update({ body: 'Changed after the report' });
    await postReport(reportFields(space.pages.post, { reason: 'other' }), newClient());
    const target = (
      await db()
        .doc(`reportTargets/${targetOf(space, 'post')}`)
        .get()
    ).data();
    expect(target?.openCount).toBe(2);
    expect(target?.reasons).toEqual({ spam: 1, other: 1 });
    expect(target?.snapshot).toMatchObject({
      title: 'Fan art',
      texts: [{ part: 'body', text: 'Tonight: a new song.' }],
    });
  });

  it('stores the contact address as one plain address, and refuses anything else', async () => {
    const space = await reportedSpace();
    const ok = await postReport(
      reportFields(space.pages.space, { reason: 'spam', contact: ' Reporter@Example.COM ' }),
      newClient(),
    );
    expect(ok.status).toBe(303);
    const [stored] = await docsWhere('reports', 'spaceId', space.spaceId);
    expect(stored?.contact).toBe('Reporter@example.com');
    for (const contact of ['not an address', 'a@localhost', 'a@b.example, c@d.example']) {
      const refused = await postReport(
        reportFields(space.pages.space, { reason: 'spam', contact }),
        { ...newClient(), Accept: 'application/json' },
      );
      expect(refused.status, contact).toBe(400);
      const body = (await refused.json()) as { error: { details: { issues?: unknown[] } } };
      expect(body.error.details.issues, contact).toEqual([
        { field: 'contact', rule: 'emailAddress' },
      ]);
    }
    expect(await docsWhere('reports', 'spaceId', space.spaceId)).toHaveLength(1);
  });

  it('is sent back to the form, refused, for no reason, an unknown page or a page not shown', async () => {
    const space = await reportedSpace();
    const noReason = await postReport(reportFields(space.pages.space, {}), newClient());
    expect(noReason.status).toBe(307);
    expect(noReason.headers.get('location')).toBe(`/report/${space.slug}?refused=invalid-input`);
    const unknownPost = await postReport(
      reportFields({ ...space.pages.post, postId: 'nope' }, { reason: 'spam' }),
      newClient(),
    );
    expect(unknownPost.headers.get('location')).toBe(
      `/report/${space.slug}/${space.boardSlug}?post=nope&refused=post-not-found`,
    );
    // A post is not an answer, and an answer is not a post: each is reported as what it is.
    const postAsAnswer = await postReport(
      reportFields({ ...space.pages.post, kind: 'answer' }, { reason: 'spam' }),
      newClient(),
    );
    expect(postAsAnswer.headers.get('location')).toContain('refused=post-not-found');
    await db().doc(`spaces/${space.spaceId}`).update({ published: false });
    const unpublished = await postReport(
      reportFields(space.pages.letter, { reason: 'spam' }),
      newClient(),
    );
    expect(unpublished.headers.get('location')).toBe(
      `/report/${space.slug}/letter?refused=space-not-found`,
    );
    expect(await docsWhere('reports', 'spaceId', space.spaceId)).toEqual([]);
    // A form without a page to return to is no form at all.
    const bad = await postReport({ slug: space.slug, target: 'nonsense', reason: 'spam' });
    expect(bad.status).toBe(400);
  });
});

describe('the report pages, through Hosting', () => {
  const hosting = () => process.env.SPACES_HOSTING_ORIGIN!;

  it('answer every page type with the form, never cached, and a receipt after sending', async () => {
    const space = await reportedSpace();
    // The pages read the public documents the triggers write.
    await waitForPublicSpace(space.slug, (doc) => doc?.boards?.length === 2);
    await vi.waitFor(
      async () =>
        expect(
          (await db().doc(publicBoardPath(space.slug, space.boardSlug)).get()).get('posts'),
        ).toHaveLength(1),
      { timeout: 60_000, interval: 300 },
    );
    for (const page of Object.values(space.pages)) {
      const response = await fetch(hosting() + reportPagePath(page), {
        headers: { 'Accept-Language': 'en' },
      });
      const html = await response.text();
      expect(response.status, `${page.kind}: ${html.slice(0, 2000)}`).toBe(200);
      expect(html).toContain('data-testid="report-form"');
      expect(html).toContain(`name="target" value="${page.kind}"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    const receipt = await fetch(
      hosting() + reportPagePath(space.pages.letter, { sent: 'received' }),
      {
        headers: { 'Accept-Language': 'en' },
      },
    );
    expect(await receipt.text()).toContain('Thank you for your report');
    // No such page, no form.
    const missing = await fetch(`${hosting()}/report/${space.slug}/no-such-board`);
    expect(missing.status).toBe(404);
  });
});

describe('the abuse gate', () => {
  it("refuses the honeypot, and a client's sixth report in a minute, storing nothing for them", async () => {
    const space = await reportedSpace();
    const honeypot = await postReport(
      reportFields(space.pages.space, { reason: 'spam', website: 'https://spam.example' }),
      newClient(),
    );
    expect(honeypot.headers.get('location')).toContain('refused=spam-suspected');
    const one = client(40_000 + Math.floor(Math.random() * 20_000));
    // The client's reports must fall in one minute's window for the sixth to be refused.
    await roomInMinute(10);
    const statuses: (string | null)[] = [];
    for (let i = 0; i <= RATE_LIMITS.clientPerMinute.limit; i++) {
      const response = await postReport(reportFields(space.pages.space, { reason: 'spam' }), one);
      statuses.push(response.headers.get('location'));
    }
    expect(statuses.slice(0, -1).every((l) => l?.endsWith('sent=received'))).toBe(true);
    expect(statuses.at(-1)).toMatch(/refused=rate-limited&retry=\d+$/);
    expect(await docsWhere('reports', 'spaceId', space.spaceId)).toHaveLength(
      RATE_LIMITS.clientPerMinute.limit,
    );
  });

  it("is not the owner's: slow mode and raid mode neither refuse nor hold a report", async () => {
    const space = await reportedSpace();
    await call(updateModeration, space.owner, {
      spaceId: space.spaceId,
      slowModeMinutes: 60,
    });
    await db().doc(`spaces/${space.spaceId}`).update({ 'moderation.raidSince': new Date() });
    const one = newClient();
    for (let i = 0; i < 2; i++) {
      const response = await postReport(reportFields(space.pages.space, { reason: 'spam' }), one);
      expect(response.headers.get('location')).toMatch(/sent=received$/);
    }
    const reports = await docsWhere('reports', 'spaceId', space.spaceId);
    expect(reports).toHaveLength(2);
    expect(reports.every((r) => r.open === true && !('held' in r))).toBe(true);
  });

  it('counts no report in the space’s window, and makes nobody a regular of the space', async () => {
    const space = await reportedSpace();
    const response = await postReport(
      reportFields(space.pages.space, { reason: 'spam' }),
      newClient(),
    );
    expect(response.headers.get('location')).toMatch(/sent=received$/);
    const scopes = (await docsWhere('rateLimits', 'spaceId', space.spaceId)).map((d) => d.scope);
    // The client's own counters only: no window shard, no first-seen count, no regular's mark.
    expect(scopes).toContain('client-minute');
    expect(scopes.filter((scope) => /^(space-|seen)/.test(String(scope)))).toEqual([]);
  });

  it('stores one report for a repeated post of one form (its idempotency key)', async () => {
    const space = await reportedSpace();
    const one = newClient();
    const fields = reportFields(space.pages.post, {
      reason: 'harassment',
      idem: `report-${unique()}-${unique()}`,
    });
    for (let i = 0; i < 2; i++) {
      const response = await postReport(fields, one);
      expect(response.headers.get('location')).toMatch(/sent=received$/);
    }
    expect(await docsWhere('reports', 'spaceId', space.spaceId)).toHaveLength(1);
    // A new form (a new key) is a new report.
    await postReport({ ...fields, idem: `report-${unique()}-${unique()}` }, one);
    expect(await docsWhere('reports', 'spaceId', space.spaceId)).toHaveLength(2);
  });
});

/** Everything the owner's account can read or is sent, as text. */
async function ownerSees(space: ReportedSpace, owner: TestUser): Promise<string> {
  const [edit, posts, messages, notices, mail] = await Promise.all([
    call(getSpaceForEdit, owner, { slug: space.slug }),
    call(listBoardPosts, owner, {
      spaceId: space.spaceId,
      boardId: space.boardId,
      filter: 'all',
    }),
    call(listMessages, owner, { spaceId: space.spaceId, filter: 'all' }),
    call(listMyNotices, owner, {}),
    docsWhere('mail', 'uid', owner.uid),
  ]);
  return JSON.stringify({ edit, posts, messages, notices, mail });
}

describe('the reporter and the owner', () => {
  it('never shows the owner who reported, or what they wrote, whatever the operator decides', async () => {
    const space = await reportedSpace();
    const note = `I am Taro Yamada, the neighbour ${unique()}`;
    const contact = `taro-${unique()}@example.com`;
    await postReport(
      reportFields(space.pages.post, { reason: 'private-info', note, contact, lang: 'en' }),
      newClient(),
    );
    await decide(
      operator,
      targetOf(space, 'post'),
      'hide',
      'private-info',
      `Hidden after ${note}`,
      'This post showed someone’s private information.',
    );
    const seen = await ownerSees(space, space.owner);
    // The owner is told what, why and how to object…
    expect(seen).toContain('post-hidden');
    expect(seen).toContain('This post showed someone’s private information.');
    // …and nothing of the reporter: not their words, their address, or the operator's note.
    expect(seen).not.toContain(note);
    expect(seen).not.toContain(contact);
    expect(seen).not.toContain('Taro');
    // The reporter, who left an address, hears the outcome; the mail names no owner's account.
    const [outcome] = await mailTo(contact);
    expect(outcome).toMatchObject({
      message: { subject: 'Spaces: the outcome of your report' },
    });
    expect(outcome).not.toHaveProperty('uid');
  });
});

/** The documents of the reports' collections that name `field` = `value`. */
async function reportDocs(field: 'spaceId' | 'ownerUid', value: string) {
  const [reports, targets, notices, decisions] = await Promise.all(
    ['reports', 'reportTargets', 'notices', 'decisionLog'].map((c) => docsWhere(c, field, value)),
  );
  return { reports: reports!, targets: targets!, notices: notices!, decisions: decisions! };
}

const KEPT = [
  'action',
  'at',
  'expireAt',
  'id',
  'kind',
  'operatorUid',
  'ownerUid',
  'reason',
  'reports',
  'spaceId',
  'targetKey',
];

/**
 * Waits until the reports, targets and notices found by `field` are gone and the decision log's
 * one entry keeps only `kept`: who decided what, when, on which target, not the operator's words.
 */
async function untilOnlyTheLog(
  field: 'spaceId' | 'ownerUid',
  value: string,
  kept: string[],
  wait: { timeout: number; interval: number },
) {
  await vi.waitFor(async () => {
    const after = await reportDocs(field, value);
    expect(after.reports).toEqual([]);
    expect(after.targets).toEqual([]);
    expect(after.notices).toEqual([]);
    expect(after.decisions).toHaveLength(1);
    expect(Object.keys(after.decisions[0]!).sort()).toEqual([...kept].sort());
  }, wait);
}

describe('deletion', () => {
  it('of a space takes its reports, snapshots and notices; the log keeps who decided what', async () => {
    const space = await reportedSpace();
    await postReport(
      reportFields(space.pages.space, { reason: 'spam', note: 'spam!' }),
      newClient(),
    );
    await postReport(reportFields(space.pages.letter, { reason: 'other' }), newClient());
    await decide(
      operator,
      targetOf(space, 'space'),
      'take-down',
      'spam',
      'spam shop',
      'Selling followers.',
    );
    const before = await reportDocs('spaceId', space.spaceId);
    expect(before.reports).toHaveLength(2);
    expect(before.targets).toHaveLength(2);
    expect(before.notices).toHaveLength(1);
    expect(before.decisions).toHaveLength(1);
    await call(deleteSpace, space.owner, { spaceId: space.spaceId });
    await untilOnlyTheLog('spaceId', space.spaceId, KEPT, { timeout: 60_000, interval: 500 });
  });

  it('of an account takes every space’s reports and its notices; the log stays', async () => {
    const space = await reportedSpace();
    const second = await reportedSpace(space.owner);
    await postReport(reportFields(space.pages.answer, { reason: 'harassment' }), newClient());
    await postReport(reportFields(second.pages.board, { reason: 'spam' }), newClient());
    await decide(operator, targetOf(second, 'board'), 'suspend', 'spam', 'a spam network');
    expect((await reportDocs('ownerUid', space.owner.uid)).notices).toHaveLength(1);
    // Suspended, the account may still leave (and its data with it).
    const owner = await signInAgain(space.owner);
    await call(deleteAccount, owner, {});
    // The sweep the deletion queued runs in the Functions emulator.
    await untilOnlyTheLog('ownerUid', space.owner.uid, [...KEPT, 'boardId'], {
      timeout: 240_000,
      interval: 1_000,
    });
  });
});

// The collections of reports and the operator's decisions (decisions 070, 071): visitors' reports,
// the reported targets with their snapshots, the owners' notices and the decision log. Only
// functions (Admin SDK) touch them: the reported owner, another user and an operator alike read
// them through callables, never from the browser.
import { collectionCase, OWNER_UID, type CollectionCase } from './collections';

const at = new Date('2026-11-25T03:00:00Z');
const view = {
  title: 'Mika',
  texts: [{ part: 'bio', text: 'hello' }],
  links: [],
  images: [],
};

// An operator is denied too.
export const REPORT_COLLECTION_CASES: CollectionCase[] = [
  collectionCase('reports', 'report-1', () => ({
    targetKey: 'target-1',
    spaceId: 'space-1',
    ownerUid: OWNER_UID,
    reason: 'harassment',
    note: 'insults in the bio',
    contact: 'reporter@example.com',
    lang: 'ja',
    createdAt: at,
    open: true,
  })),
  collectionCase('reportTargets', 'target-1', () => ({
    kind: 'space',
    spaceId: 'space-1',
    ownerUid: OWNER_UID,
    slug: 'my-space',
    path: '/my-space',
    title: 'Mika',
    openCount: 1,
    totalCount: 1,
    reasons: { harassment: 1 },
    status: 'open',
    firstReportedAt: at,
    lastReportedAt: at,
    snapshot: view,
    state: { hidden: false, takenDown: false, suspended: false },
    objection: false,
  })),
  collectionCase('notices', 'notice-1', () => ({
    ownerUid: OWNER_UID,
    kind: 'space-taken-down',
    targetKey: 'target-1',
    decisionId: 'decision-1',
    spaceId: 'space-1',
    slug: 'my-space',
    title: 'Mika',
    reason: 'harassment',
    createdAt: at,
    lifted: false,
  })),
  collectionCase('decisionLog', 'decision-1', () => ({
    targetKey: 'target-1',
    kind: 'space',
    spaceId: 'space-1',
    ownerUid: OWNER_UID,
    at,
    operatorUid: 'operator-uid',
    action: 'take-down',
    reason: 'harassment',
    note: 'insults in the bio',
    reports: 1,
    expireAt: new Date('2029-11-25T03:00:00Z'),
  })),
].map((c): CollectionCase => ({ ...c, actors: ['operator'] }));

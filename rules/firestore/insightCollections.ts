// The collections of insights under a space: counter shards, the day's first sights of visitors,
// and the rolled-up days. Only functions (Admin SDK) touch them; even the owner reads insights
// through the getInsights callable, never from the browser.
import { OWNER_UID, type CollectionCase } from './collections';

const SPACE = 'spaces/space-1';

export const INSIGHT_COLLECTION_CASES: CollectionCase[] = [
  {
    name: 'spaces/{spaceId}/insightShards',
    collection: `${SPACE}/insightShards`,
    id: '2026-11-25_3',
    ownerUid: OWNER_UID,
    data: () => ({
      date: '2026-11-25',
      views: 12,
      visitors: 9,
      clicks: { 'button-1': 4 },
      expiresAt: new Date('2026-12-03T00:00:00Z'),
    }),
  },
  {
    name: 'spaces/{spaceId}/insightVisitors',
    collection: `${SPACE}/insightVisitors`,
    id: '2026-11-25_dmlzaXRvci1oYXNoLTAx',
    ownerUid: OWNER_UID,
    data: () => ({ expiresAt: new Date('2026-11-27T00:00:00Z') }),
  },
  {
    name: 'spaces/{spaceId}/insightDays',
    collection: `${SPACE}/insightDays`,
    id: '2026-11-24',
    ownerUid: OWNER_UID,
    data: () => ({ date: '2026-11-24', views: 120, visitors: 80, letters: 2 }),
  },
];

// The collections of insights under a space: counter shards, the day's first sights of visitors,
// and the rolled-up days. Only functions (Admin SDK) touch them; even the owner reads insights
// through the getInsights callable, never from the browser.
import { collectionCase, type CollectionCase } from './collections';

export const INSIGHT_COLLECTION_CASES: CollectionCase[] = [
  collectionCase('spaces/{spaceId}/insightShards', '2026-11-25_3', () => ({
    date: '2026-11-25',
    views: 12,
    visitors: 9,
    clicks: { 'button-1': 4 },
    expiresAt: new Date('2026-12-03T00:00:00Z'),
  })),
  collectionCase('spaces/{spaceId}/insightVisitors', '2026-11-25_dmlzaXRvci1oYXNoLTAx', () => ({
    expiresAt: new Date('2026-11-27T00:00:00Z'),
  })),
  collectionCase('spaces/{spaceId}/insightDays', '2026-11-24', () => ({
    date: '2026-11-24',
    views: 120,
    visitors: 80,
    letters: 2,
  })),
];

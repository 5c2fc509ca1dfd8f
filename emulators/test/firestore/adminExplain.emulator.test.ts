// Query explain through firebase-admin (`query.explain()`, found missing by `npm run conformance`):
// the plan alone without `analyze` (nothing runs), and with it the results and their execution
// statistics.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore, uniqueCollection } from './env';

const db = adminFirestore();
const name = uniqueCollection('explain');
const col = () => db.collection(name);

beforeAll(async () => {
  await Promise.all(
    [1, 2, 3].map((n) =>
      col()
        .doc(`d${n}`)
        .set({ kind: n === 3 ? 'b' : 'a', n }),
    ),
  );
});

describe('explain', () => {
  it('without analyze: the plan, and no results', async () => {
    const { metrics, snapshot } = await col()
      .where('kind', '==', 'a')
      .orderBy('n', 'desc')
      .explain();
    expect(snapshot).toBeNull();
    expect(metrics.executionStats).toBeNull();
    expect(metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(kind ASC, n DESC, __name__ DESC)' },
    ]);
  });

  it('with analyze: the results and what running them cost', async () => {
    const { metrics, snapshot } = await col().where('kind', '==', 'a').explain({ analyze: true });
    expect(snapshot?.docs.map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(metrics.executionStats).toMatchObject({ resultsReturned: 2, readOperations: 2 });
    expect(metrics.executionStats?.debugStats).toHaveProperty('documents_scanned');
  });

  it('an aggregation explains too', async () => {
    const { metrics, snapshot } = await col().count().explain({ analyze: true });
    expect(snapshot?.data().count).toBe(3);
    expect(metrics.executionStats).toMatchObject({ resultsReturned: 1, readOperations: 1 });
    const planOnly = await col().where('kind', '==', 'b').count().explain();
    expect(planOnly.snapshot).toBeNull();
    expect(planOnly.metrics.planSummary.indexesUsed[0]).toMatchObject({
      query_scope: 'Collection',
    });
  });

  it('a collection group query names its scope', async () => {
    const { metrics } = await db.collectionGroup(name).explain();
    expect(metrics.planSummary.indexesUsed[0]).toMatchObject({
      query_scope: 'Collection group',
      properties: '(__name__ ASC)',
    });
  });
});

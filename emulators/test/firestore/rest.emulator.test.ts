// The v1 REST surface with plain HTTP (rest.ts): each route, `Bearer owner`, and errors in
// Google's JSON shape with the HTTP status of their gRPC code (pinned from `npm run conformance`).
import { describe, expect, it } from 'vitest';
import { emulatorHost, emulatorPort, projectId, uniqueCollection } from './env';

const base = `http://${emulatorHost}:${emulatorPort}/v1/projects/${projectId}/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const call = async (method: string, path: string, body?: unknown, headers = owner) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] };
};

describe('REST documents', () => {
  const coll = uniqueCollection('rest');

  it('creates, gets, patches with a mask, lists and deletes', async () => {
    const created = await call('POST', `/${coll}?documentId=a`, {
      fields: { n: { integerValue: '1' }, s: { stringValue: 'x' }, z: { nullValue: null } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: expect.stringContaining(`/documents/${coll}/a`) as string,
      fields: { n: { integerValue: '1' }, z: { nullValue: null } },
      createTime: expect.stringMatching(/Z$/) as string,
    });
    const patched = await call(
      'PATCH',
      `/${coll}/a?updateMask.fieldPaths=n&currentDocument.exists=true`,
      { fields: { n: { integerValue: '2' }, s: { stringValue: 'ignored' } } },
    );
    expect(patched.body.fields).toEqual({
      n: { integerValue: '2' },
      s: { stringValue: 'x' },
      z: { nullValue: null },
    });
    const got = await call('GET', `/${coll}/a?mask.fieldPaths=s`);
    expect(got.body.fields).toEqual({ s: { stringValue: 'x' } });
    await call('POST', `/${coll}?documentId=b`, { fields: {} });
    const listed = await call('GET', `/${coll}?pageSize=1`);
    expect((listed.body.documents as unknown[]).length).toBe(1);
    expect(listed.body.nextPageToken).toEqual(expect.any(String));
    expect((await call('DELETE', `/${coll}/a`)).status).toBe(200);
    expect((await call('GET', `/${coll}/a`)).status).toBe(404);
  });

  it('errors carry the HTTP status and Google JSON shape', async () => {
    await call('POST', `/${coll}?documentId=dup`, { fields: {} });
    const again = await call('POST', `/${coll}?documentId=dup`, { fields: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 409, status: 'ALREADY_EXISTS' } });
    const bad = await call('GET', `/${coll}/__bad__`);
    expect(bad.body).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    const denied = await call('GET', `/users/someone`, undefined, {
      Authorization: '',
      'Content-Type': 'application/json',
    });
    expect(denied.body).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
  });
});

describe('REST methods', () => {
  const coll = uniqueCollection('restm');
  const name = (id: string) => `projects/${projectId}/databases/(default)/documents/${coll}/${id}`;

  it('commit, batchGet, runQuery, runAggregationQuery and listCollectionIds', async () => {
    const committed = await call('POST', ':commit', {
      writes: [1, 2, 3].map((n) => ({
        update: { name: name(`d${n}`), fields: { n: { integerValue: String(n) } } },
      })),
    });
    expect(committed.body).toMatchObject({ commitTime: expect.stringMatching(/Z$/) as string });
    const got = await call('POST', ':batchGet', { documents: [name('d1'), name('none')] });
    expect(got.body).toEqual([
      expect.objectContaining({ found: expect.objectContaining({ name: name('d1') }) as unknown }),
      expect.objectContaining({ missing: name('none') }),
    ]);
    const ran = await call('POST', ':runQuery', {
      structuredQuery: {
        from: [{ collectionId: coll }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'n' },
            op: 'GREATER_THAN',
            value: { integerValue: '1' },
          },
        },
        orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
        limit: 1,
      },
    });
    expect(ran.body).toEqual([
      expect.objectContaining({
        document: expect.objectContaining({ name: name('d3') }) as unknown,
      }),
    ]);
    const counted = await call('POST', ':runAggregationQuery', {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: coll }] },
        aggregations: [{ alias: 'total', sum: { field: { fieldPath: 'n' } } }],
      },
    });
    expect(counted.body).toEqual([
      expect.objectContaining({ result: { aggregateFields: { total: { integerValue: '6' } } } }),
    ]);
    const ids = await call('POST', `/${coll}/d1:listCollectionIds`, {});
    expect(ids.body).toEqual({});
    const top = await call('POST', ':listCollectionIds', { pageSize: 1000 });
    expect(top.body.collectionIds).toContain(coll);
  });

  it('beginTransaction, a transactional read, commit and rollback', async () => {
    const begun = await call('POST', ':beginTransaction', {});
    const transaction = begun.body.transaction as string;
    expect(transaction).toEqual(expect.any(String));
    const read = await call('POST', ':batchGet', { documents: [name('t')], transaction });
    expect(read.body).toEqual([expect.objectContaining({ missing: name('t') })]);
    const committed = await call('POST', ':commit', {
      transaction,
      writes: [{ update: { name: name('t'), fields: {} }, currentDocument: { exists: false } }],
    });
    expect(committed.status).toBe(200);
    const other = (await call('POST', ':beginTransaction', {})).body.transaction as string;
    expect((await call('POST', ':rollback', { transaction: other })).status).toBe(200);
  });
});

// exportSpace through the Functions emulator with real ID tokens, read back from the Storage
// emulator; the hourly clean-up run in this process against the same Storage emulator.
import {
  EXPORT_LIFETIME_MS,
  createSpace,
  exportPath,
  exportSpace,
  updateSpaceTop,
} from '@spaces/contracts';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { deleteExpiredExports } from '../src/exports/store';
import { newUser, type TestUser } from './support/auth';
import { call, failure, beforeCalls } from './support/call';
import { spaceOfNewOwner } from './support/spaces';
import { db } from './support/firestore';
import { bucket, objectExists } from './support/images';
import { putMessages } from './support/inbox';
import { unique } from './support/stack';
import { parseCsv } from './support/csv';

let owner: TestUser;
let stranger: TestUser;

beforeCalls([createSpace, exportSpace], {
  before: async () => {
    [owner, stranger] = await Promise.all([newUser(), newUser()]);
  },
});

async function ownSpace() {
  const made = await spaceOfNewOwner('x');
  owner = made.owner;
  return made.space;
}

async function download(path: string): Promise<Buffer> {
  const [data] = await bucket().file(path).download();
  return data;
}

describe('exportSpace', () => {
  it('writes the inbox as CSV with a BOM, the columns, and escaped commas, quotes and breaks', async () => {
    const space = await ownSpace();
    const [first, second] = await putMessages(space.spaceId, [
      { kind: 'letter', name: 'Aki, "A"', body: 'Line one,\nline "two"', starred: true },
      { kind: 'fanMessage', name: '', body: '=1+1', wall: 'approved', read: true },
    ]);
    const result = await call(exportSpace, owner, {
      slug: space.slug,
      format: 'csv',
      columns: 'machine',
    });
    expect(result.path).toMatch(
      new RegExp(`^exports/${owner.uid}/[0-9a-f]{20}/${space.slug}-inbox-\\d{8}\\.csv$`),
    );
    expect(result.messages).toBe(2);
    const data = await download(result.path);
    expect(result.bytes).toBe(data.length);
    const text = data.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'id',
      'kind',
      'date',
      'name',
      'body',
      'read',
      'starred',
      'archived',
      'held',
      'wall',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      0: first,
      1: 'letter',
      3: 'Aki, "A"',
      4: 'Line one,\nline "two"',
      6: 'true',
    });
    expect(rows[0]![2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    // A formula typed by a fan stays text in the owner's spreadsheet.
    expect(rows[1]).toMatchObject({ 0: second, 1: 'fanMessage', 4: "'=1+1", 9: 'approved' });
    const [metadata] = await bucket().file(result.path).getMetadata();
    expect(metadata.contentType).toBe('text/csv; charset=utf-8');
    expect(metadata.contentDisposition).toContain('.csv');
  });

  it('names the columns in the account’s language unless asked for another form', async () => {
    const space = await ownSpace();
    await putMessages(space.spaceId, [{ kind: 'fanMessage', body: 'hello', wall: 'approved' }]);
    const csvOf = async (columns?: 'en') => {
      const { path } = await call(exportSpace, owner, {
        slug: space.slug,
        format: 'csv',
        ...(columns ? { columns } : {}),
      });
      return parseCsv((await download(path)).toString('utf8').slice(1));
    };
    // A new account's language is Japanese.
    const [jaHeader, jaRow] = await csvOf();
    expect(jaHeader?.slice(0, 5)).toEqual(['ID', '種類', '日時', '名前', '本文']);
    expect(jaRow).toMatchObject({ 1: 'ファンメッセージ', 4: 'hello', 5: 'いいえ', 9: '掲載' });
    const [enHeader, enRow] = await csvOf('en');
    expect(enHeader?.slice(0, 5)).toEqual(['ID', 'Kind', 'Date', 'Name', 'Message']);
    expect(enRow).toMatchObject({ 1: 'Fan message', 9: 'Shown' });
    expect(
      (
        await failure(
          call(exportSpace, owner, { slug: space.slug, format: 'csv', columns: 'fr' as 'en' }),
        )
      ).code,
    ).toBe('invalid-argument');
  });

  it('writes the inbox as one JSON document', async () => {
    const space = await ownSpace();
    const ids = await putMessages(space.spaceId, [{ kind: 'letter' }, { kind: 'fanMessage' }]);
    const result = await call(exportSpace, owner, { slug: space.slug, format: 'json' });
    const json = JSON.parse((await download(result.path)).toString('utf8')) as {
      slug: string;
      messages: { id: string; kind: string }[];
    };
    expect(json.slug).toBe(space.slug);
    expect(json.messages.map((m) => m.id)).toEqual(ids);
  });

  it('writes the whole space as a ZIP: page, boards, inbox in both formats', async () => {
    const space = await ownSpace();
    await call(updateSpaceTop, owner, {
      spaceId: space.spaceId,
      top: { displayName: 'Mika in a zip', bio: space.top.bio, layout: space.top.layout },
    });
    // An avatar as the pipeline leaves it: the reference on the space, the variants in Storage.
    const imageId = `img${unique()}`;
    const avatar = {
      path: `images/${owner.uid}/${imageId}`,
      width: 640,
      height: 640,
      widths: [320, 640],
      color: '#aabbcc',
    };
    const avatarBytes = Buffer.from(`RIFF-webp-${unique()}`);
    await bucket().file(`${avatar.path}/640.webp`).save(avatarBytes, { resumable: false });
    await bucket().file(`${avatar.path}/320.webp`).save('small', { resumable: false });
    await db().doc(`spaces/${space.spaceId}`).update({ 'top.avatar': avatar });
    await db()
      .doc(`spaces/${space.spaceId}/boards/b1`)
      .set({ title: 'News', slug: 'news', createdAt: new Date(), postCount: 1 });
    await db().doc(`spaces/${space.spaceId}/boards/b1/posts/p1`).set({
      body: 'Hello board',
      name: 'Mika',
      senderKey: 'secret-sender',
      addressKey: 'secret-address',
      createdAt: new Date(),
    });
    await putMessages(space.spaceId, [{ kind: 'letter', body: 'zip me' }]);
    const result = await call(exportSpace, owner, { slug: space.slug, format: 'zip' });
    expect(result.path).toMatch(/\.zip$/);
    const files = unzipSync(new Uint8Array(await download(result.path)));
    expect(Object.keys(files).sort()).toEqual([
      'boards/news.json',
      `images/${imageId}.webp`,
      'inbox.csv',
      'inbox.json',
      'space.json',
    ]);
    const page = JSON.parse(strFromU8(files['space.json']!)) as Record<string, unknown>;
    expect(page).toMatchObject({ slug: space.slug, top: { displayName: 'Mika in a zip' } });
    expect(page).not.toHaveProperty('ownerUid');
    const board = JSON.parse(strFromU8(files['boards/news.json']!)) as {
      posts: Record<string, unknown>[];
    };
    expect(board).toMatchObject({ title: 'News', posts: [{ id: 'p1', body: 'Hello board' }] });
    expect(JSON.stringify(board)).not.toMatch(/secret|senderKey|addressKey/);
    expect(Buffer.from(files[`images/${imageId}.webp`]!)).toEqual(avatarBytes);
    expect(strFromU8(files['inbox.csv']!)).toContain('zip me');
    expect(JSON.parse(strFromU8(files['inbox.json']!))).toMatchObject({
      messages: [{ body: 'zip me' }],
    });
  });

  it('is the owner’s alone: a stranger and a signed-out caller are refused', async () => {
    const space = await ownSpace();
    expect(
      (await failure(call(exportSpace, stranger, { slug: space.slug, format: 'csv' }))).details
        ?.reason,
    ).toBe('not-owner');
    expect(
      (await failure(call(exportSpace, undefined, { slug: space.slug, format: 'csv' }))).code,
    ).toBe('unauthenticated');
    expect(
      (await failure(call(exportSpace, owner, { slug: space.slug, format: 'xlsx' }))).code,
    ).toBe('invalid-argument');
  });

  it('streams an inbox of 20,000 messages within the function’s limits', async () => {
    const space = await ownSpace();
    const total = 20_000;
    const started = Date.now();
    const messages = db().collection(`spaces/${space.spaceId}/messages`);
    // Unthrottled: BulkWriter otherwise ramps up from 500 writes a second.
    const writer = db().bulkWriter({ throttling: false });
    const base = Date.UTC(2025, 0, 1);
    for (let i = 0; i < total; i++) {
      void writer.create(messages.doc(), {
        kind: i % 3 === 0 ? 'fanMessage' : 'letter',
        body: `Message ${i}: いつも応援しています, "thank you"\nまたね`,
        name: `Fan ${i}`,
        senderKey: `sender-${i % 500}`,
        createdAt: new Date(base + i * 1000),
        read: i % 2 === 0,
        starred: false,
        archived: false,
        held: false,
        wall: 'none',
      });
    }
    await writer.close();
    const seeded = Date.now();
    const result = await call(exportSpace, owner, {
      slug: space.slug,
      format: 'csv',
      columns: 'machine',
    });
    const exported = Date.now();
    expect(result.messages).toBe(total);
    const rows = parseCsv((await download(result.path)).toString('utf8').slice(1));
    expect(rows).toHaveLength(total + 1);
    expect(rows[1]![3]).toBe('Fan 0');
    expect(rows[total]![3]).toBe(`Fan ${total - 1}`);
    console.info(
      `exportSpace: ${total} messages seeded in ${seeded - started} ms, exported as CSV ` +
        `(${(result.bytes / 1e6).toFixed(1)} MB) in ${exported - seeded} ms`,
    );
  }, 300_000);
});

describe('deleteExpiredExports', () => {
  it('deletes exports older than a day, keeps newer ones, and may run twice', async () => {
    const uid = `u${unique()}`;
    const path = exportPath(uid, unique(), 'a.csv');
    await bucket().file(path).save('id\r\n', { resumable: false, contentType: 'text/csv' });
    const [metadata] = await bucket().file(path).getMetadata();
    const created = Date.parse(String(metadata.timeCreated));

    await deleteExpiredExports(new Date(created + EXPORT_LIFETIME_MS - 60_000), bucket());
    expect(await objectExists(path)).toBe(true);
    await deleteExpiredExports(new Date(created + EXPORT_LIFETIME_MS), bucket());
    expect(await objectExists(path)).toBe(false);
    await expect(
      deleteExpiredExports(new Date(created + EXPORT_LIFETIME_MS), bucket()),
    ).resolves.toBeGreaterThanOrEqual(0);
  });
});

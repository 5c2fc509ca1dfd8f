// Firestore and Storage glue of exports: pages of documents streamed into one Storage object in
// the owner's private exports folder, so that an inbox of any size exports within the function's
// memory (one page of messages at a time) and time. Paths: `exports/{uid}/{exportId}/{file}`.
import {
  EXPORT_LIFETIME_MS,
  EXPORTS_FOLDER,
  exportPath,
  imageVariantPath,
  type ExportColumns,
  type ExportFormat,
  type ExportSpaceResponse,
  type ImageRef,
} from '@spaces/contracts';
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import {
  Timestamp,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { StoredBoard, StoredPost } from '../boards/board';
import type { StoredMessage } from '../messages/message';
import type { OwnerCredential } from '../platform/credential';
import { NotFoundError } from '../platform/errors';
import { collections, converter } from '../platform/firestore';
import type { Space } from '../spaces/space';
import {
  csvHeader,
  csvMessage,
  exportedMessage,
  japanTime,
  jsonInbox,
  type ExportedMessage,
} from './formats';

/** Documents read per query: a page of messages is a few hundred kilobytes at most. */
const PAGE_SIZE = 500;

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

const converters = {
  space: converter<Space & DocumentData>(),
  messages: converter<StoredMessage & DocumentData>(),
  boards: converter<StoredBoard & DocumentData>(),
  posts: converter<StoredPost & DocumentData>(),
};

/** Every document of a query, a page at a time, in the query's order. */
async function* pagesOf<T>(query: Query<T>): AsyncGenerator<QueryDocumentSnapshot<T>[]> {
  let last: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE_SIZE).get();
    if (!page.empty) yield page.docs;
    if (page.size < PAGE_SIZE) return;
    last = page.docs[page.size - 1];
  }
}

/** The inbox, oldest first. */
async function* inboxPages(spaceId: string): AsyncGenerator<ExportedMessage[]> {
  const messages = collections
    .messages(spaceId)
    .withConverter(converters.messages)
    .orderBy('createdAt');
  for await (const page of pagesOf(messages)) {
    yield page.map((doc) => exportedMessage(doc.id, doc.data()));
  }
}

/**
 * A board post as the export writes it, field by field: the sender's keys stay behind, so that no
 * two posts of one sender can be tied together (decision 040).
 */
function exportedPost(id: string, post: StoredPost): Record<string, unknown> {
  const { body, name, byOwner, status, queued, pinned, createdAt, updatedAt } = post;
  return { id, body, name, byOwner, status, queued, pinned, createdAt, updatedAt };
}

/** Timestamps (nested ones too) as ISO strings, for JSON files. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** Every image a document refers to (avatar, header, background, cards, thanks, covers). */
function imagesIn(value: unknown, found = new Map<string, ImageRef>()): Map<string, ImageRef> {
  if (Array.isArray(value)) value.forEach((item) => imagesIn(item, found));
  else if (value && typeof value === 'object') {
    const ref = value as Partial<ImageRef>;
    if (typeof ref.path === 'string' && ref.path.startsWith('images/') && Array.isArray(ref.widths))
      found.set(ref.path, ref as ImageRef);
    else Object.values(value).forEach((item) => imagesIn(item, found));
  }
  return found;
}

/** A Storage write stream with backpressure, counting what went through it. */
class Output {
  bytes = 0;
  constructor(private readonly stream: Writable) {}

  async write(chunk: string | Uint8Array): Promise<void> {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.bytes += data.length;
    if (!this.stream.write(data)) await once(this.stream, 'drain');
  }

  /** For the ZIP writer, which hands over chunks synchronously; `settle` waits for the drain. */
  push(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    this.stream.write(chunk);
  }

  async settle(): Promise<void> {
    if (this.stream.writableNeedDrain) await once(this.stream, 'drain');
  }

  abort(error: unknown): void {
    this.stream.destroy(error instanceof Error ? error : new Error(String(error)));
  }

  async end(): Promise<void> {
    this.stream.end();
    await finished(this.stream);
  }
}

async function writeCsv(out: Output, spaceId: string, columns: ExportColumns): Promise<number> {
  let count = 0;
  await out.write(csvHeader(columns));
  for await (const page of inboxPages(spaceId)) {
    await out.write(page.map((message) => csvMessage(message, columns)).join(''));
    count += page.length;
  }
  return count;
}

async function writeJson(out: Output, spaceId: string, slug: string, now: Date): Promise<number> {
  let count = 0;
  await out.write(jsonInbox.open({ slug, exportedAt: japanTime(now) }));
  for await (const page of inboxPages(spaceId)) {
    await out.write(page.map((m, i) => jsonInbox.item(m, count + i)).join(''));
    count += page.length;
  }
  await out.write(jsonInbox.close(count));
  return count;
}

/** One file of the ZIP, written from strings or bytes as they come. */
async function zipFile(
  zip: Zip,
  out: Output,
  file: ZipInputFile & { push(data: Uint8Array, final?: boolean): void },
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
): Promise<void> {
  zip.add(file);
  for await (const chunk of chunks) {
    file.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    await out.settle();
  }
  file.push(new Uint8Array(0), true);
}

/**
 * The whole space: its page (`space.json`), each board with its posts (`boards/{slug}.json`), the
 * inbox in both formats, and the largest variant of every image the page and boards show.
 */
async function writeZip(
  out: Output,
  spaceId: string,
  space: Space,
  now: Date,
  columns: ExportColumns,
): Promise<number> {
  const failures: Error[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) failures.push(error);
    else out.push(chunk);
  });
  const { slug } = space;
  const { removedImages: _removed, ownerUid: _owner, ...page } = space;
  const json = (value: unknown) => [JSON.stringify(plain(value), null, 2) + '\n'];
  await zipFile(zip, out, new ZipDeflate('space.json', { level: 6 }), json(page));

  const images = imagesIn(page);
  const boards = collections.boards(spaceId).withConverter(converters.boards);
  for await (const boardPage of pagesOf(boards.orderBy('createdAt'))) {
    for (const board of boardPage) {
      imagesIn(board.data(), images);
      const posts = async function* () {
        yield JSON.stringify(plain(board.data()), null, 2).slice(0, -2) + ',\n  "posts": [';
        let index = 0;
        const query = collections.posts(spaceId, board.id).withConverter(converters.posts);
        for await (const postPage of pagesOf(query.orderBy('createdAt'))) {
          for (const post of postPage) {
            yield `${index++ === 0 ? '' : ','}\n    ${JSON.stringify(plain(exportedPost(post.id, post.data())))}`;
          }
        }
        yield `${index === 0 ? '' : '\n  '}]\n}\n`;
      };
      await zipFile(zip, out, new ZipDeflate(`boards/${board.data().slug}.json`), posts());
    }
  }

  // One pass over the inbox feeds both files; the second is compressed into memory until the
  // first is done (a fraction of the inbox's size), which keeps the reads to one per message.
  const csv = new ZipDeflate('inbox.csv', { level: 6 });
  const inboxJson = new ZipDeflate('inbox.json', { level: 6 });
  zip.add(csv);
  zip.add(inboxJson);
  let count = 0;
  csv.push(Buffer.from(csvHeader(columns)));
  inboxJson.push(Buffer.from(jsonInbox.open({ slug, exportedAt: japanTime(now) })));
  for await (const inboxPage of inboxPages(spaceId)) {
    csv.push(Buffer.from(inboxPage.map((message) => csvMessage(message, columns)).join('')));
    inboxJson.push(Buffer.from(inboxPage.map((m, i) => jsonInbox.item(m, count + i)).join('')));
    count += inboxPage.length;
    await out.settle();
  }
  csv.push(new Uint8Array(0), true);
  inboxJson.push(Buffer.from(jsonInbox.close(count)), true);

  const bucket = getStorage().bucket();
  for (const image of images.values()) {
    const largest = imageVariantPath(image, Math.max(...image.widths));
    const [exists] = await bucket.file(largest).exists();
    if (!exists) continue;
    const [data] = await bucket.file(largest).download();
    // WebP is compressed already: stored, not deflated again.
    const imageId = image.path.split('/').at(-1) ?? 'image';
    await zipFile(zip, out, new ZipPassThrough(`images/${imageId}.webp`), [data]);
  }
  zip.end();
  if (failures.length) throw failures[0];
  return count;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  zip: 'application/zip',
};

/** `demo-inbox-20261125.csv`, `demo-20261125.zip`: the space and the Japan date. */
function exportFileName(slug: string, format: ExportFormat, now: Date): string {
  const day = japanTime(now).slice(0, 10).replaceAll('-', '');
  return format === 'zip' ? `${slug}-${day}.zip` : `${slug}-inbox-${day}.${format}`;
}

/** Writes the export into the owner's exports folder and says where it is. */
export async function exportSpace(
  owner: OwnerCredential,
  format: ExportFormat,
  columns: ExportColumns,
  now: Date,
): Promise<ExportSpaceResponse> {
  const space = (
    await collections.spaces().withConverter(converters.space).doc(owner.spaceId).get()
  ).data();
  if (!space) throw new NotFoundError();
  const file = exportFileName(space.slug, format, now);
  const path = exportPath(owner.uid, randomBytes(10).toString('hex'), file);
  const object = getStorage().bucket().file(path);
  const out = new Output(
    object.createWriteStream({
      resumable: false,
      contentType: CONTENT_TYPES[format],
      metadata: { contentDisposition: `attachment; filename="${file}"`, cacheControl: 'private' },
    }),
  );
  const writers: Record<ExportFormat, () => Promise<number>> = {
    csv: () => writeCsv(out, owner.spaceId, columns),
    json: () => writeJson(out, owner.spaceId, space.slug, now),
    zip: () => writeZip(out, owner.spaceId, space, now, columns),
  };
  let messages: number;
  try {
    messages = await writers[format]();
    await out.end();
  } catch (error) {
    // An unfinished upload is abandoned, so no partial file is ever offered.
    out.abort(error);
    throw error;
  }
  return {
    path,
    bytes: out.bytes,
    messages,
    expiresAt: new Date(now.getTime() + EXPORT_LIFETIME_MS).toISOString(),
  };
}

/** Deletes exports older than their lifetime, a page at a time; answers how many. */
export async function deleteExpiredExports(
  now: Date,
  bucket: Bucket = getStorage().bucket(),
): Promise<number> {
  const cutoff = now.getTime() - EXPORT_LIFETIME_MS;
  let deleted = 0;
  let pageToken: string | undefined;
  do {
    const [files, next] = await bucket.getFiles({
      prefix: `${EXPORTS_FOLDER}/`,
      maxResults: PAGE_SIZE,
      autoPaginate: false,
      ...(pageToken ? { pageToken } : {}),
    });
    const expired = files.filter((file) => {
      const created = Date.parse(String(file.metadata.timeCreated ?? ''));
      return Number.isFinite(created) && created <= cutoff;
    });
    await Promise.all(expired.map((file) => file.delete({ ignoreNotFound: true })));
    deleted += expired.length;
    pageToken = (next as { pageToken?: string } | undefined)?.pageToken;
  } while (pageToken);
  return deleted;
}

// The Cloud Storage JSON API subset @google-cloud/storage (firebase-admin) uses. These are admin
// routes, rules never apply to them: the client sends no token to an emulator but names itself
// in x-goog-api-client, which callerOf takes for the admin; any other caller is refused
// (decision 042), unlike Google's emulator, which answers anyone.
import { requireAdmin } from './auth';
import type { RequestContext } from './firebaseApi';
import { header, HttpError, readBody, readJson, sendJson, sendStatus } from './http';
import { sendMedia } from './media';
import { parseFormData } from './multipart';
import type { ObjectMetadata, StoredObject, WritableMetadata } from './object';
import { readWritable, toGcsResource } from './object';
import type { StorageService } from './service';
import { assertObjectName } from './service';
import { nameIn, oneShotUpload, uploadProtocol, type Upload } from './uploads';

type Surface = 'json' | 'upload' | 'download';

export class GcsApi {
  constructor(private readonly service: StorageService) {}

  /** Routes `[/storage/v1|/upload/storage/v1|/download/storage/v1]/b/...`. */
  async handle(ctx: RequestContext, segments: string[]): Promise<boolean> {
    const { surface, rest } = surfaceOf(segments);
    if (rest[0] !== 'b') return false;
    const method = ctx.req.method ?? 'GET';
    const [, bucket, o, name, action, ...target] = rest;
    // As in Cloud Storage, a resumable session's URL is its own credential: only the admin who
    // started it has read its upload id, a random UUID.
    const resuming = surface === 'upload' && method === 'PUT' && o === 'o' && name === undefined;
    if (!resuming) requireAdmin(ctx.req);
    if (!bucket) {
      if (method !== 'GET') return false;
      const items = this.service.store.bucketNames().map((id) => bucketResource(id));
      sendJson(ctx.res, 200, { kind: 'storage#buckets', items });
      return true;
    }
    if (o === undefined) {
      if (method !== 'GET') return false;
      this.service.store.bucket(bucket);
      sendJson(ctx.res, 200, bucketResource(bucket));
      return true;
    }
    if (o !== 'o') return false;
    if (name === undefined) {
      if (surface === 'upload' && method === 'POST') await this.upload(ctx, bucket);
      else if (surface === 'upload' && method === 'PUT') await this.resume(ctx);
      else if (method === 'GET') this.list(ctx, bucket);
      else return false;
      return true;
    }
    if (action === undefined) {
      if (method === 'GET' || method === 'HEAD')
        this.get(ctx, bucket, name, surface === 'download');
      else if (method === 'PATCH' || method === 'PUT') await this.patch(ctx, bucket, name);
      else if (method === 'DELETE') this.delete(ctx, bucket, name);
      else return false;
      return true;
    }
    if (method !== 'POST') return false;
    if (action === 'rewriteTo' || action === 'copyTo') {
      const [b2, destBucket, o2, destName] = target;
      if (b2 !== 'b' || !destBucket || o2 !== 'o' || !destName) return false;
      await this.copy(ctx, bucket, name, destBucket, destName, action === 'rewriteTo');
      return true;
    }
    if (action === 'moveTo') {
      const [o2, destName] = target;
      if (o2 !== 'o' || !destName) return false;
      await this.move(ctx, bucket, name, destName);
      return true;
    }
    if (action === 'acl') {
      await readBody(ctx.req);
      // Object ACLs do not exist in the emulator: makePublic() gets the resource it would have
      // made, and the object stays as it was (its public URL serves it anyway).
      const { metadata: m } = this.existing(bucket, name);
      const encoded = encodeURIComponent(m.name);
      sendJson(ctx.res, 200, {
        kind: 'storage#objectAccessControl',
        object: m.name,
        generation: String(m.generation),
        id: `${m.bucket}/${m.name}/${m.generation}/allUsers`,
        selfLink: `${ctx.origin}/storage/v1/b/${m.bucket}/o/${encoded}/acl/allUsers`,
        bucket: m.bucket,
        entity: 'allUsers',
        role: 'READER',
        etag: m.etag,
      });
      return true;
    }
    return false;
  }

  /**
   * `GET /{bucket}/{object}`: the storage.googleapis.com-style URL that `file.publicUrl()` and
   * `file.getSignedUrl()` build. Served without rules but, unlike Google's emulator, to the admin
   * only: the emulator keeps no ACLs and cannot check a signature, so it cannot tell which
   * objects the URL may serve to anyone.
   */
  publicDownload(ctx: RequestContext, segments: string[]): boolean {
    const [bucket, ...name] = segments;
    const method = ctx.req.method;
    if (!bucket || name.length === 0 || (method !== 'GET' && method !== 'HEAD')) return false;
    requireAdmin(ctx.req);
    sendMedia(ctx.req, ctx.res, this.existing(bucket, name.join('/')));
    return true;
  }

  /**
   * `POST /{bucket}`: a browser form sent to a signed POST policy (`file.generateSignedPostPolicyV4`).
   * As in Google's emulator, the policy and its signature are not checked: the emulator holds no
   * service account key to check them with. So, unlike Google's, it takes the form from the admin
   * only: any page could post one without a preflight and replace an object.
   */
  async postPolicyUpload(ctx: RequestContext, segments: string[]): Promise<boolean> {
    const [bucket, ...rest] = segments;
    if (!bucket || rest.length || ctx.req.method !== 'POST') return false;
    requireAdmin(ctx.req);
    const form = parseFormData(header(ctx.req, 'content-type'), await readBody(ctx.req));
    const name = form.fields.key;
    if (!name || !form.file) throw new HttpError(400, 'A POST policy upload needs key and file');
    assertObjectName(name);
    const custom = Object.entries(form.fields)
      .filter(([field]) => field.toLowerCase().startsWith('x-goog-meta-'))
      .map(([field, value]): [string, string] => [field.slice('x-goog-meta-'.length), value]);
    const field = (wanted: string) =>
      Object.entries(form.fields).find(([key]) => key.toLowerCase() === wanted)?.[1];
    this.finalize(bucket, name, form.file.data, {
      contentType: field('content-type') ?? form.file.contentType,
      cacheControl: field('cache-control'),
      contentDisposition: field('content-disposition'),
      contentEncoding: field('content-encoding'),
      contentLanguage: field('content-language'),
      metadata: custom.length ? Object.fromEntries(custom) : undefined,
    });
    const status = Number(field('success_action_status') ?? 204);
    sendStatus(ctx.res, [200, 201, 204].includes(status) ? status : 204);
    return true;
  }

  private list(ctx: RequestContext, bucket: string): void {
    const q = ctx.url.searchParams;
    const page = this.service.store.list(bucket, {
      prefix: q.get('prefix') ?? undefined,
      delimiter: q.get('delimiter') ?? undefined,
      pageToken: q.get('pageToken') ?? undefined,
      maxResults: q.has('maxResults') ? Number(q.get('maxResults')) : undefined,
    });
    sendJson(ctx.res, 200, {
      kind: 'storage#objects',
      items: page.items.map((i) => toGcsResource(i.metadata, ctx.origin)),
      // Cloud Storage leaves `prefixes` out when there are none.
      prefixes: page.prefixes.length ? page.prefixes : undefined,
      nextPageToken: page.nextPageToken,
    });
  }

  private get(ctx: RequestContext, bucket: string, name: string, download: boolean): void {
    const object = this.existing(bucket, name);
    checkGeneration(ctx, object);
    if (download || ctx.url.searchParams.get('alt') === 'media')
      sendMedia(ctx.req, ctx.res, object);
    else sendJson(ctx.res, 200, toGcsResource(object.metadata, ctx.origin));
  }

  private async patch(ctx: RequestContext, bucket: string, name: string): Promise<void> {
    const patch = readWritable(await readJson(ctx.req));
    const object = this.existing(bucket, name);
    checkGeneration(ctx, object);
    const next = this.service.commitMetadata(this.service.patched(object.metadata, patch));
    sendJson(ctx.res, 200, toGcsResource(next, ctx.origin));
  }

  private delete(ctx: RequestContext, bucket: string, name: string): void {
    checkGeneration(ctx, this.existing(bucket, name));
    this.service.delete(bucket, name);
    sendStatus(ctx.res, 204);
  }

  private async copy(
    ctx: RequestContext,
    bucket: string,
    name: string,
    destBucket: string,
    destName: string,
    rewrite: boolean,
  ): Promise<void> {
    if (ctx.url.searchParams.has('rewriteToken'))
      throw new HttpError(501, 'rewriteToken is not supported: every rewrite completes at once');
    const overrides = readWritable(await readJson(ctx.req));
    // A copy's null custom metadata values are stored empty (a patch's null removes the key).
    if (overrides.metadata)
      overrides.metadata = Object.fromEntries(
        Object.entries(overrides.metadata).map(([key, value]) => [key, value ?? '']),
      );
    const source = this.existing(bucket, name);
    checkGeneration(ctx, this.service.store.get(destBucket, destName));
    const copied = this.service.copy(source, destBucket, destName, overrides);
    const resource = toGcsResource(copied, ctx.origin);
    if (!rewrite) {
      sendJson(ctx.res, 200, resource);
      return;
    }
    sendJson(ctx.res, 200, {
      kind: 'storage#rewriteResponse',
      totalBytesRewritten: String(copied.size),
      objectSize: String(copied.size),
      done: true,
      resource,
    });
  }

  /** The atomic move of hierarchical-namespace buckets, here simply copy-then-delete. */
  private async move(
    ctx: RequestContext,
    bucket: string,
    name: string,
    destName: string,
  ): Promise<void> {
    await readBody(ctx.req);
    const source = this.existing(bucket, name);
    checkGeneration(ctx, this.service.store.get(bucket, destName));
    const moved = this.service.copy(source, bucket, destName, {});
    this.service.delete(bucket, name);
    sendJson(ctx.res, 200, toGcsResource(moved, ctx.origin));
  }

  private async upload(ctx: RequestContext, bucket: string): Promise<void> {
    const q = ctx.url.searchParams;
    const uploadType = uploadProtocol(ctx.req, q);
    if (uploadType === 'resumable') {
      const body = await readJson(ctx.req);
      const name = q.get('name') ?? nameIn(body);
      if (!name) throw new HttpError(400, 'Required parameter: name');
      assertObjectName(name);
      const metadata = readWritable(body);
      metadata.contentType ??= header(ctx.req, 'x-upload-content-type');
      const upload = this.service.uploads.start({ bucket, name, metadata });
      const location = `${ctx.origin}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${upload.id}`;
      sendStatus(ctx.res, 200, { Location: location, 'X-GUploader-UploadID': upload.id });
      return;
    }
    const sent = oneShotUpload(ctx.req, await readBody(ctx.req), uploadType);
    const { writable, data } = sent;
    const name = q.get('name') ?? sent.name;
    writable.contentType ??= sent.partType;
    if (!name) throw new HttpError(400, 'Required parameter: name');
    checkGeneration(ctx, this.service.store.get(bucket, name));
    const metadata = this.finalize(bucket, name, data, writable);
    sendJson(ctx.res, 200, toGcsResource(metadata, ctx.origin));
  }

  /**
   * A PUT to a resumable session. `Content-Range: bytes a-b/total` appends a chunk (308 until
   * `total` bytes are in); `bytes a-* /total` carries the rest in one request; `bytes * /…` probes.
   */
  private async resume(ctx: RequestContext): Promise<void> {
    const upload = this.service.uploads.get(ctx.url.searchParams.get('upload_id') ?? '');
    const body = await readBody(ctx.req);
    if (!upload || upload.state === 'cancelled') throw new HttpError(404, 'No such upload');
    if (upload.state === 'finished') {
      this.sendFinished(ctx, upload);
      return;
    }
    const range = /^bytes (\*|(\d+)-(\d+|\*))\/(\d+|\*)$/.exec(
      header(ctx.req, 'content-range') ?? '',
    );
    const total = range?.[4] === undefined || range[4] === '*' ? undefined : Number(range[4]);
    if (range && range[1] !== '*') {
      if (!this.service.uploads.append(upload, body, Number(range[2]))) {
        throw new HttpError(400, 'Chunk starts past the bytes received');
      }
    } else if (!range) {
      this.service.uploads.append(upload, body);
    }
    const complete = total !== undefined ? upload.size >= total : !range || range[3] === '*';
    if (!complete) {
      const headers: Record<string, string> = {};
      if (upload.size > 0) headers.Range = `bytes=0-${upload.size - 1}`;
      sendStatus(ctx.res, 308, headers);
      return;
    }
    const metadata = this.finalize(
      upload.bucket,
      upload.name,
      this.service.uploads.take(upload),
      upload.metadata,
    );
    this.service.uploads.finish(upload, 200);
    sendJson(ctx.res, 200, toGcsResource(metadata, ctx.origin));
  }

  private sendFinished(ctx: RequestContext, upload: Upload): void {
    const object = this.service.store.get(upload.bucket, upload.name);
    if (!object) throw new HttpError(404, 'No such upload');
    sendJson(ctx.res, 200, toGcsResource(object.metadata, ctx.origin));
  }

  private finalize(
    bucket: string,
    name: string,
    data: Buffer,
    writable: WritableMetadata,
  ): ObjectMetadata {
    return this.service.finalize(this.service.prepare(bucket, name, data, writable), {
      ensureToken: false,
    });
  }

  private existing(bucket: string, name: string): StoredObject {
    const object = this.service.store.get(bucket, name);
    if (!object) throw new HttpError(404, `No such object: ${bucket}/${name}`);
    return object;
  }
}

function surfaceOf(segments: string[]): { surface: Surface; rest: string[] } {
  const [a, b, c] = segments;
  if ((a === 'upload' || a === 'download') && b === 'storage' && c === 'v1') {
    return { surface: a, rest: segments.slice(3) };
  }
  if (a === 'storage' && b === 'v1') return { surface: 'json', rest: segments.slice(2) };
  return { surface: 'json', rest: segments };
}

/** `ifGenerationMatch` (0 = must not exist), as save({preconditionOpts}) and copy send it. */
function checkGeneration(ctx: RequestContext, object: StoredObject | undefined): void {
  const expected = ctx.url.searchParams.get('ifGenerationMatch');
  if (expected === null) return;
  const actual = object ? String(object.metadata.generation) : '0';
  if (actual !== expected)
    throw new HttpError(412, 'At least one of the pre-conditions you specified did not hold.');
}

function bucketResource(id: string): Record<string, unknown> {
  return { kind: 'storage#bucket', id, name: id, location: 'US', storageClass: 'STANDARD' };
}

// The Firebase Storage REST API (`/v0`) that `firebase/storage` speaks, rules included.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RulesMethod } from '../rules/types';
import type { Caller } from './auth';
import { callerOf } from './auth';
import { header, HttpError, readBody, readJson, sendJson, sendStatus } from './http';
import { sendMedia } from './media';
import type { ObjectMetadata, StoredObject, WritableMetadata } from './object';
import { readWritable, toFirebaseJson, toRulesObject } from './object';
import type { StorageRules } from './rules';
import type { StorageService } from './service';
import { assertObjectName } from './service';
import { nameIn, oneShotUpload, uploadProtocol, type Upload } from './uploads';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** `http://host:port` as the client addressed this server. */
  origin: string;
}

const PERMISSION_NAMES: Record<RulesMethod, string> = {
  get: 'READ',
  list: 'LIST',
  create: 'WRITE',
  update: 'WRITE',
  delete: 'WRITE',
};

export class FirebaseApi {
  constructor(
    private readonly service: StorageService,
    private readonly rules: StorageRules,
  ) {}

  /** Routes `/v0/b/{bucket}/o[/{object}]`; returns false for paths it does not own. */
  async handle(ctx: RequestContext, segments: string[]): Promise<boolean> {
    const [v0, b, bucket, o, ...rest] = segments;
    if (v0 !== 'v0' || b !== 'b' || !bucket || (o !== undefined && o !== 'o')) return false;
    if (o === undefined) {
      if (ctx.req.method !== 'GET') return false;
      sendJson(ctx.res, 200, { name: bucket, location: 'US', storageClass: 'STANDARD' });
      return true;
    }
    const objectName = rest.length ? rest.join('/') : undefined;
    const method = methodOf(ctx.req);
    const q = ctx.url.searchParams;
    // An upload URL names its upload; the SDK sends its commands with POST, other clients PUT.
    const uploadId = q.get('upload_id');
    if (uploadId && (method === 'POST' || method === 'PUT')) {
      await this.continueUpload(ctx, uploadId);
      return true;
    }
    if (objectName === undefined) {
      if (method === 'GET') await this.list(ctx, bucket);
      else if (method === 'POST') await this.upload(ctx, bucket);
      else return false;
      return true;
    }
    switch (method) {
      case 'GET':
      case 'HEAD':
        await this.get(ctx, bucket, objectName);
        return true;
      case 'PATCH':
        await this.patch(ctx, bucket, objectName);
        return true;
      case 'DELETE':
        await this.delete(ctx, bucket, objectName);
        return true;
      case 'POST':
        // The object's name may be in the path of an upload as well as in `?name=`.
        if (q.has('create_token') || q.has('delete_token'))
          await this.tokens(ctx, bucket, objectName);
        else await this.upload(ctx, bucket, objectName);
        return true;
      default:
        return false;
    }
  }

  private async list(ctx: RequestContext, bucket: string): Promise<void> {
    const q = ctx.url.searchParams;
    const prefix = q.get('prefix') ?? '';
    if (prefix !== '' && !prefix.endsWith('/')) {
      throw new HttpError(
        400,
        'The prefix parameter is required to be empty or ends with a single / character.',
      );
    }
    await this.authorize(ctx, {
      method: 'list',
      bucket,
      path: prefix.replace(/\/$/, ''),
      resource: null,
    });
    const page = this.service.store.list(bucket, {
      prefix,
      delimiter: q.get('delimiter') ?? undefined,
      pageToken: q.get('pageToken') ?? undefined,
      maxResults: q.has('maxResults') ? Number(q.get('maxResults')) : undefined,
    });
    sendJson(ctx.res, 200, {
      prefixes: page.prefixes,
      items: page.items.map((i) => ({ name: i.metadata.name, bucket })),
      nextPageToken: page.nextPageToken,
    });
  }

  private async get(ctx: RequestContext, bucket: string, name: string): Promise<void> {
    const object = this.service.store.get(bucket, name);
    const media = ctx.url.searchParams.get('alt') === 'media';
    const token = ctx.url.searchParams.get('token');
    // A valid download token is a capability: it replaces the rules check.
    const tokenValid = !!token && !!object?.metadata.downloadTokens.includes(token);
    if (!tokenValid) {
      await this.authorize(ctx, {
        method: 'get',
        bucket,
        path: name,
        resource: object ? object.metadata : null,
      });
    }
    if (!object) throw notFound();
    if (media) {
      sendMedia(ctx.req, ctx.res, object);
      return;
    }
    // getDownloadURL needs a token; like the official emulator, mint one on first request.
    const metadata = object.metadata.downloadTokens.length
      ? object.metadata
      : this.service.addDownloadToken(object.metadata);
    sendJson(ctx.res, 200, toFirebaseJson(metadata));
  }

  private async patch(ctx: RequestContext, bucket: string, name: string): Promise<void> {
    const patch = readWritable(await readJson(ctx.req));
    const object = this.service.store.get(bucket, name);
    const next = object ? this.service.patched(object.metadata, patch) : undefined;
    await this.authorize(ctx, {
      method: 'update',
      bucket,
      path: name,
      resource: object ? object.metadata : null,
      requestResource: next,
    });
    if (!next) throw notFound();
    sendJson(ctx.res, 200, toFirebaseJson(this.service.commitMetadata(next)));
  }

  private async delete(ctx: RequestContext, bucket: string, name: string): Promise<void> {
    const object = this.service.store.get(bucket, name);
    await this.authorize(ctx, {
      method: 'delete',
      bucket,
      path: name,
      resource: object?.metadata ?? null,
    });
    if (!object) throw notFound();
    this.service.delete(bucket, name);
    sendStatus(ctx.res, 204);
  }

  /** `?create_token=true` / `?delete_token=<t>`: the console's token management, admin only. */
  private async tokens(ctx: RequestContext, bucket: string, name: string): Promise<void> {
    await readBody(ctx.req);
    if (callerOf(ctx.req).kind !== 'admin') throw denied('WRITE');
    const object = this.service.store.get(bucket, name);
    if (!object) throw notFound();
    const q = ctx.url.searchParams;
    const remove = q.get('delete_token');
    let metadata: ObjectMetadata;
    if (q.get('create_token') === 'true') metadata = this.service.addDownloadToken(object.metadata);
    else if (remove) metadata = this.service.removeDownloadToken(object.metadata, remove);
    else throw new HttpError(400, 'Expected create_token or delete_token');
    sendJson(ctx.res, 200, toFirebaseJson(metadata));
  }

  private async upload(ctx: RequestContext, bucket: string, pathName?: string): Promise<void> {
    const q = ctx.url.searchParams;
    const protocol = uploadProtocol(ctx.req, q);
    if (protocol === 'resumable') {
      await this.startUpload(ctx, bucket, pathName);
      return;
    }
    const sent = oneShotUpload(ctx.req, await readBody(ctx.req), protocol);
    const { writable, data } = sent;
    const name = q.get('name') ?? pathName ?? sent.name;
    if (!writable.contentType && sent.partType) writable.contentType = sent.partType;
    if (!name) throw new HttpError(400, 'Missing object name');
    // Google's emulator stores a one-shot upload without a disposition as `inline`.
    writable.contentDisposition ??= 'inline';
    const metadata = await this.write(ctx, callerOf(ctx.req), bucket, name, data, writable);
    sendJson(ctx.res, 200, toFirebaseJson(metadata));
  }

  private async startUpload(ctx: RequestContext, bucket: string, pathName?: string): Promise<void> {
    if (header(ctx.req, 'x-goog-upload-command') !== 'start') {
      throw new HttpError(400, 'A resumable upload starts with X-Goog-Upload-Command: start');
    }
    const body = await readJson(ctx.req);
    const name = ctx.url.searchParams.get('name') ?? pathName ?? nameIn(body);
    if (!name) throw new HttpError(400, 'Missing object name');
    assertObjectName(name);
    const metadata = readWritable(body);
    metadata.contentType ??= header(ctx.req, 'x-goog-upload-header-content-type');
    const upload = this.service.uploads.start({
      bucket,
      name,
      metadata,
      startedBy: callerOf(ctx.req),
    });
    const url = `${ctx.origin}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${upload.id}&upload_protocol=resumable`;
    ctx.res.writeHead(200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': url,
      'X-Goog-Upload-Control-URL': '',
      'X-Goog-Upload-Chunk-Granularity': '10000',
      'X-GUploader-UploadID': upload.id,
      'Content-Length': 0,
    });
    ctx.res.end();
  }

  private async continueUpload(ctx: RequestContext, uploadId: string): Promise<void> {
    const upload = this.service.uploads.get(uploadId);
    const commands = (header(ctx.req, 'x-goog-upload-command') ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    // The body must arrive whole before anything is appended: an aborted chunk adds nothing.
    const body = await readBody(ctx.req);
    if (!upload) throw notFound();
    const res = ctx.res;
    if (commands.includes('query')) {
      res.writeHead(200, {
        'X-Goog-Upload-Status': statusOf(upload),
        'X-Goog-Upload-Size-Received': String(upload.size),
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    if (commands.includes('cancel')) {
      if (upload.state === 'finished') throw new HttpError(400, 'Upload already finalized');
      this.service.uploads.cancel(upload);
      sendStatus(res, 200, { 'X-Goog-Upload-Status': 'cancelled' });
      return;
    }
    if (upload.state === 'cancelled')
      throw new HttpError(400, 'Upload was cancelled', { 'X-Goog-Upload-Status': 'cancelled' });
    if (upload.state === 'finished') {
      this.repeatFinal(ctx, upload);
      return;
    }
    if (commands.includes('upload')) {
      const offset = header(ctx.req, 'x-goog-upload-offset');
      if (
        !this.service.uploads.append(
          upload,
          body,
          offset === undefined ? undefined : Number(offset),
        )
      ) {
        throw new HttpError(
          400,
          `Upload offset ${offset} is past the ${upload.size} bytes received`,
        );
      }
    }
    if (!commands.includes('finalize')) {
      sendStatus(res, 200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(upload.size),
      });
      return;
    }
    const data = this.service.uploads.take(upload);
    try {
      // As in Google's emulator, the upload is judged as its starter's, whoever sends the last chunk.
      const metadata = await this.write(
        ctx,
        upload.startedBy ?? callerOf(ctx.req),
        upload.bucket,
        upload.name,
        data,
        upload.metadata,
      );
      this.service.uploads.finish(upload, 200);
      sendJson(res, 200, toFirebaseJson(metadata), { 'X-Goog-Upload-Status': 'final' });
    } catch (error) {
      if (error instanceof HttpError) this.service.uploads.finish(upload, error.status);
      throw withUploadStatus(error, 'final');
    }
  }

  /** A finalize sent again (a retry after a lost reply) gets the first outcome again. */
  private repeatFinal(ctx: RequestContext, upload: Upload): void {
    const object = this.service.store.get(upload.bucket, upload.name);
    if (upload.finalStatus === 200 && object) {
      sendJson(ctx.res, 200, toFirebaseJson(object.metadata), { 'X-Goog-Upload-Status': 'final' });
      return;
    }
    throw withUploadStatus(
      new HttpError(upload.finalStatus ?? 400, 'Upload already finalized'),
      'final',
    );
  }

  /** Rules see a write as `create`, with the object it would replace as `resource`. */
  private async write(
    ctx: RequestContext,
    caller: Caller,
    bucket: string,
    name: string,
    data: Buffer,
    writable: WritableMetadata,
  ): Promise<ObjectMetadata> {
    const object: StoredObject = this.service.prepare(bucket, name, data, writable);
    const existing = this.service.store.get(bucket, name);
    await this.authorize(ctx, {
      method: 'create',
      bucket,
      path: name,
      resource: existing?.metadata ?? null,
      requestResource: object.metadata,
      caller,
    });
    return this.service.finalize(object, { ensureToken: true });
  }

  private async authorize(
    ctx: RequestContext,
    check: {
      method: RulesMethod;
      bucket: string;
      path: string;
      resource: ObjectMetadata | null;
      requestResource?: ObjectMetadata;
      caller?: Caller;
    },
  ): Promise<void> {
    const caller = check.caller ?? callerOf(ctx.req);
    if (caller.kind !== 'admin' && !this.rules.hasRules()) {
      throw new HttpError(403, 'Permission denied. Storage Emulator has no loaded ruleset.');
    }
    const allowed = await this.rules.allows({
      caller,
      method: check.method,
      bucket: check.bucket,
      path: check.path,
      resource: check.resource ? toRulesObject(check.resource) : null,
      requestResource: check.requestResource ? toRulesObject(check.requestResource) : undefined,
    });
    if (!allowed) throw denied(PERMISSION_NAMES[check.method]);
  }
}

function methodOf(req: IncomingMessage): string {
  const override = header(req, 'x-http-method-override');
  return (override ?? req.method ?? 'GET').toUpperCase();
}

function statusOf(upload: Upload): string {
  return upload.state === 'finished' ? 'final' : upload.state;
}

function denied(permission: string): HttpError {
  return new HttpError(403, `Permission denied. No ${permission} permission.`);
}

function notFound(): HttpError {
  return new HttpError(404, 'Not Found.');
}

/** Resumable replies carry X-Goog-Upload-Status even when they fail. */
function withUploadStatus(error: unknown, status: string): unknown {
  if (error instanceof HttpError) {
    return new HttpError(error.status, error.message, { 'X-Goog-Upload-Status': status });
  }
  return error;
}

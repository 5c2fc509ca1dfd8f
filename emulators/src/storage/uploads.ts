// Resumable upload sessions shared by the Firebase (/v0) and GCS upload protocols.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Caller } from './auth';
import { header } from './http';
import { parseMultipartRelated } from './multipart';
import { readWritable, type WritableMetadata } from './object';

export type UploadState = 'active' | 'cancelled' | 'finished';

export interface Upload {
  id: string;
  bucket: string;
  name: string;
  metadata: WritableMetadata;
  /** Who started it (Firebase uploads); rules judge the upload as theirs at finalize. */
  startedBy?: Caller;
  chunks: Buffer[];
  size: number;
  state: UploadState;
  /** What finalize answered, repeated to a client that finalizes again. */
  finalStatus?: number;
}

export class UploadRegistry {
  private readonly uploads = new Map<string, Upload>();

  start(init: Pick<Upload, 'bucket' | 'name' | 'metadata' | 'startedBy'>): Upload {
    const upload: Upload = { ...init, id: randomUUID(), chunks: [], size: 0, state: 'active' };
    this.uploads.set(upload.id, upload);
    return upload;
  }

  get(id: string): Upload | undefined {
    return this.uploads.get(id);
  }

  /**
   * Appends a complete chunk written at `offset`. Bytes the server already has (a client retrying
   * after a lost response) are skipped; a gap is refused.
   */
  append(upload: Upload, chunk: Buffer, offset = upload.size): boolean {
    if (offset > upload.size) return false;
    const fresh = chunk.subarray(Math.min(upload.size - offset, chunk.length));
    if (fresh.length) {
      upload.chunks.push(fresh);
      upload.size += fresh.length;
    }
    return true;
  }

  /** The uploaded bytes, with the chunk list released. */
  take(upload: Upload): Buffer {
    const data = Buffer.concat(upload.chunks, upload.size);
    upload.chunks = [data];
    return data;
  }

  finish(upload: Upload, status: number): void {
    upload.state = 'finished';
    upload.finalStatus = status;
    upload.chunks = [];
  }

  cancel(upload: Upload): void {
    upload.state = 'cancelled';
    upload.chunks = [];
  }

  clear(): void {
    this.uploads.clear();
  }
}

/**
 * How an upload arrives, as Google's emulator tells: the `X-Goog-Upload-Protocol` header, else
 * `?uploadType=`, else a multipart/related body is multipart and anything else the bytes alone.
 */
export function uploadProtocol(req: IncomingMessage, q: URLSearchParams): string {
  const named = header(req, 'x-goog-upload-protocol') ?? q.get('uploadType');
  if (named) return named.toLowerCase();
  return /^multipart\/related/i.test(header(req, 'content-type') ?? '') ? 'multipart' : 'media';
}

/**
 * A one-shot upload's object: the metadata, media and name of a multipart body (`partType`, the
 * media part's own type), or else the bytes alone with the request's content type.
 */
export function oneShotUpload(
  req: IncomingMessage,
  body: Buffer,
  protocol: string,
): { writable: WritableMetadata; data: Buffer; name?: string; partType?: string } {
  if (protocol !== 'multipart')
    return { writable: { contentType: header(req, 'content-type') }, data: body };
  const parsed = parseMultipartRelated(header(req, 'content-type'), body);
  return {
    writable: readWritable(parsed.metadata),
    data: parsed.data,
    name: nameIn(parsed.metadata),
    partType: parsed.contentType,
  };
}

/** The object name a metadata body gives, if it gives a non-empty one. */
export function nameIn(body: unknown): string | undefined {
  const name = body && typeof body === 'object' ? (body as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

// Serving object bytes with Range support and the headers both SDKs read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { crc32cBase64 } from './crc32c';
import { header } from './http';
import type { StoredObject } from './object';

export function sendMedia(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
  const m = object.metadata;
  const fileName = encodeURIComponent(m.name.split('/').pop() ?? m.name);
  const headers: Record<string, string | number> = {
    'Content-Type': m.contentType,
    'Content-Disposition': `${m.contentDisposition ?? 'attachment'}; filename*=${fileName}`,
    'Accept-Ranges': 'bytes',
    ETag: m.etag,
    'Last-Modified': new Date(m.updated).toUTCString(),
    'x-goog-generation': String(m.generation),
    'x-goog-metageneration': String(m.metageneration),
    'x-goog-stored-content-length': m.size,
    'x-goog-hash': `crc32c=${crc32cBase64(m.crc32c)},md5=${m.md5Hash}`,
  };
  if (m.cacheControl) headers['Cache-Control'] = m.cacheControl;
  if (m.contentLanguage) headers['Content-Language'] = m.contentLanguage;
  if (m.contentEncoding) {
    headers['Content-Encoding'] = m.contentEncoding;
    headers['x-goog-stored-content-encoding'] = m.contentEncoding;
  }
  if (m.contentEncoding === 'gzip' && !acceptsGzip(req)) {
    // Decompressive transcoding, as Cloud Storage does: the bytes unzipped, their length unknown
    // ahead (chunked), ranges ignored.
    delete headers['Content-Encoding'];
    delete headers['Accept-Ranges'];
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : gunzipSync(object.data));
    return;
  }
  const range = parseRange(header(req, 'range'), object.data.length);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${object.data.length}`, 'Content-Length': 0 });
    res.end();
    return;
  }
  const body = range ? object.data.subarray(range.start, range.end + 1) : object.data;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${object.data.length}`;
  headers['Content-Length'] = body.length;
  res.writeHead(range ? 206 : 200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A single `bytes=` range (first-last, first-, or -suffix); anything else serves the whole. */
export function parseRange(
  value: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value?.trim() ?? '');
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Whether the client takes gzip as it is (`Accept-Encoding: gzip`, not `gzip;q=0`). */
function acceptsGzip(req: IncomingMessage): boolean {
  return (header(req, 'accept-encoding') ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(([coding, q]) => (coding === 'gzip' || coding === '*') && q?.trim() !== 'q=0');
}

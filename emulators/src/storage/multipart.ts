// Parses the two-part `multipart/related` bodies both SDKs send: JSON metadata, then the bytes.
import { HttpError } from './http';

export interface MultipartUpload {
  metadata: unknown;
  contentType?: string;
  data: Buffer;
}

export function parseMultipartRelated(
  contentType: string | undefined,
  body: Buffer,
): MultipartUpload {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) throw new HttpError(400, 'Missing multipart boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    // A part sits between the CRLF after one delimiter and the CRLF before the next.
    parts.push(body.subarray(skipCrlf(body, start), trimTrailingCrlf(body, next)));
    at = next;
  }
  if (parts.length < 2) throw new HttpError(400, 'Expected metadata and media parts');
  const [meta, media] = [splitPart(parts[0]!), splitPart(parts[1]!)];
  let metadata: unknown;
  try {
    metadata = JSON.parse(meta.body.toString('utf8') || '{}');
  } catch {
    throw new HttpError(400, 'Invalid metadata part');
  }
  return { metadata, contentType: media.headers['content-type'], data: media.body };
}

function skipCrlf(buf: Buffer, at: number): number {
  return buf[at] === 0x0d && buf[at + 1] === 0x0a ? at + 2 : at;
}

function trimTrailingCrlf(buf: Buffer, end: number): number {
  return buf[end - 2] === 0x0d && buf[end - 1] === 0x0a ? end - 2 : end;
}

function splitPart(part: Buffer): { headers: Record<string, string>; body: Buffer } {
  // A part without headers starts with the blank line itself.
  if (part[0] === 0x0d && part[1] === 0x0a) return { headers: {}, body: part.subarray(2) };
  const split = part.indexOf('\r\n\r\n');
  const head = split < 0 ? '' : part.subarray(0, split).toString('utf8');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: split < 0 ? part : part.subarray(split + 4) };
}

// Parses the two-part `multipart/related` bodies both SDKs send (JSON metadata, then the bytes),
// and the `multipart/form-data` of a browser form posted to a signed POST policy.
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
  // Google's wording, which clients and its suites look for.
  if (!/^multipart\/related/i.test(contentType ?? ''))
    throw new HttpError(400, 'Bad content type.');
  const parts = partsOf(contentType, body);
  if (parts.length < 2) throw new HttpError(400, 'Expected metadata and media parts');
  const [meta, media] = [parts[0]!, parts[1]!];
  let metadata: unknown;
  try {
    metadata = JSON.parse(meta.body.toString('utf8') || '{}');
  } catch {
    throw new HttpError(400, 'Invalid metadata part');
  }
  return { metadata, contentType: media.headers['content-type'], data: media.body };
}

export interface FormUpload {
  /** The form's text fields by name (`key`, `Content-Type`, `x-goog-meta-*`, …). */
  fields: Record<string, string>;
  /** The `file` field's bytes and the type its part declares. */
  file?: { data: Buffer; contentType?: string };
}

export function parseFormData(contentType: string | undefined, body: Buffer): FormUpload {
  if (!/^multipart\/form-data/i.test(contentType ?? ''))
    throw new HttpError(400, 'Bad content type.');
  const form: FormUpload = { fields: {} };
  for (const part of partsOf(contentType, body)) {
    const disposition = part.headers['content-disposition'] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (!name) continue;
    if (name === 'file') form.file = { data: part.body, contentType: part.headers['content-type'] };
    else form.fields[name] = part.body.toString('utf8');
  }
  return form;
}

/** The parts between a body's boundary delimiters, each split into headers and body. */
function partsOf(
  contentType: string | undefined,
  body: Buffer,
): Array<{ headers: Record<string, string>; body: Buffer }> {
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
  return parts.map(splitPart);
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

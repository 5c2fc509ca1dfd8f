import { describe, expect, it } from 'vitest';
import { crc32c, crc32cBase64 } from './crc32c';
import {
  applyWritable,
  newObjectMetadata,
  objectNameProblem,
  readWritable,
  toFirebaseJson,
  toGcsResource,
  touch,
} from './object';

const data = Buffer.from('hello');

describe('object metadata', () => {
  it('defaults the content type and hashes the bytes', () => {
    const m = newObjectMetadata('b', 'a/b.txt', data, {});
    expect(m).toMatchObject({
      contentType: 'application/octet-stream',
      size: 5,
      metageneration: 1,
    });
    expect(m.md5Hash).toBe('XUFAKrxLKna5cZ2REBfFkg==');
    expect(m.crc32c).toBe(crc32c(data));
  });

  it('moves firebaseStorageDownloadTokens out of custom metadata', () => {
    const m = newObjectMetadata('b', 'n', data, {
      metadata: { a: '1', firebaseStorageDownloadTokens: 't1, t2' },
    });
    expect(m.customMetadata).toEqual({ a: '1' });
    expect(m.downloadTokens).toEqual(['t1', 't2']);
  });

  it('applies a patch where null removes a field or a custom key', () => {
    const m = newObjectMetadata('b', 'n', data, {
      cacheControl: 'x',
      metadata: { a: '1', b: '2' },
    });
    applyWritable(
      m,
      readWritable({ cacheControl: null, contentType: null, metadata: { a: null, c: 3 } }),
    );
    expect(m.cacheControl).toBeUndefined();
    expect(m.contentType).toBe('application/octet-stream');
    expect(m.customMetadata).toEqual({ b: '2', c: '3' });
    const generation = m.generation;
    touch(m);
    expect(m.metageneration).toBe(2);
    expect(m.generation).toBe(generation);
  });

  it('gives each new version a larger generation', () => {
    const a = newObjectMetadata('b', 'n', data, {});
    const b = newObjectMetadata('b', 'n', data, {});
    expect(b.generation).toBeGreaterThan(a.generation);
  });

  it('formats the Firebase and GCS views with string numbers and base64 crc32c', () => {
    const m = newObjectMetadata('b', 'a/b c.txt', data, { metadata: { k: 'v' } });
    m.downloadTokens.push('tok');
    expect(toFirebaseJson(m)).toMatchObject({
      size: '5',
      generation: String(m.generation),
      crc32c: crc32cBase64(m.crc32c),
      downloadTokens: 'tok',
      metadata: { k: 'v' },
      contentEncoding: 'identity',
    });
    expect(toGcsResource(m, 'http://h:1')).toMatchObject({
      kind: 'storage#object',
      size: '5',
      metadata: { k: 'v', firebaseStorageDownloadTokens: 'tok' },
      mediaLink: `http://h:1/download/storage/v1/b/b/o/a%2Fb%20c.txt?generation=${m.generation}&alt=media`,
    });
  });
});

describe('objectNameProblem', () => {
  it('accepts ordinary names and refuses what GCS refuses', () => {
    expect(objectNameProblem('staging/u1/é.png')).toBeUndefined();
    expect(objectNameProblem('')).toMatch(/1-1024/);
    expect(objectNameProblem('x'.repeat(1025))).toMatch(/1-1024/);
    expect(objectNameProblem('a\nb')).toMatch(/line feeds/);
    expect(objectNameProblem('..')).toMatch(/"\."/);
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from './http';
import { parseMultipartRelated } from './multipart';

describe('parseMultipartRelated', () => {
  it('splits the JSON metadata part from binary media', () => {
    const media = Buffer.from([0, 13, 10, 45, 45, 255]);
    const body = Buffer.concat([
      Buffer.from(
        '--B1\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"name":"a/b.png","metadata":{"k":"v"}}\r\n',
      ),
      Buffer.from('--B1\r\nContent-Type: image/png\r\n\r\n'),
      media,
      Buffer.from('\r\n--B1--'),
    ]);
    const parsed = parseMultipartRelated('multipart/related; boundary=B1', body);
    expect(parsed.metadata).toEqual({ name: 'a/b.png', metadata: { k: 'v' } });
    expect(parsed.contentType).toBe('image/png');
    expect(parsed.data.equals(media)).toBe(true);
  });

  it('accepts a quoted boundary', () => {
    const body = Buffer.from(
      '--x y\r\nContent-Type: application/json\r\n\r\n{}\r\n--x y\r\n\r\nhi\r\n--x y--',
    );
    expect(parseMultipartRelated('multipart/related; boundary="x y"', body).data.toString()).toBe(
      'hi',
    );
  });

  it('refuses a body that is not multipart/related as Google words it', () => {
    expect(() => parseMultipartRelated('foo', Buffer.from('x'))).toThrow('Bad content type.');
    expect(() => parseMultipartRelated(undefined, Buffer.from('x'))).toThrow('Bad content type.');
  });

  it('refuses a body without a boundary or a media part', () => {
    expect(() => parseMultipartRelated('multipart/related', Buffer.from(''))).toThrow(HttpError);
    expect(() =>
      parseMultipartRelated('multipart/related; boundary=B', Buffer.from('--B\r\n\r\n{}\r\n--B--')),
    ).toThrow(/metadata and media/);
  });
});

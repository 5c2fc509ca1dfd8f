import { describe, expect, it } from 'vitest';
import { UploadRegistry } from './uploads';

const start = (registry: UploadRegistry) =>
  registry.start({ bucket: 'b', name: 'n', metadata: {} });

describe('UploadRegistry', () => {
  // Each row: the chunks sent, each at its offset (none: after what is in), making `abcdef`.
  it.each([
    {
      what: 'appends chunks in order and hands back the whole upload',
      chunks: [['abc', 0], ['def']] as Array<[string, number?]>,
    },
    {
      what: 'skips bytes it already has when a chunk is sent again from an earlier offset',
      chunks: [
        ['abcd', 0],
        ['cdef', 2],
        ['ab', 0],
      ] as Array<[string, number?]>,
    },
  ])('$what', ({ chunks }) => {
    const registry = new UploadRegistry();
    const upload = start(registry);
    for (const [text, offset] of chunks) {
      expect(registry.append(upload, Buffer.from(text), offset)).toBe(true);
    }
    expect(upload.size).toBe(6);
    expect(registry.take(upload).toString()).toBe('abcdef');
  });

  it('refuses a chunk that would leave a gap', () => {
    const registry = new UploadRegistry();
    const upload = start(registry);
    registry.append(upload, Buffer.from('ab'), 0);
    expect(registry.append(upload, Buffer.from('xy'), 5)).toBe(false);
    expect(upload.size).toBe(2);
  });

  it('keeps the outcome of a finished upload and forgets everything on clear', () => {
    const registry = new UploadRegistry();
    const upload = start(registry);
    registry.finish(upload, 403);
    expect(registry.get(upload.id)).toMatchObject({ state: 'finished', finalStatus: 403 });
    registry.clear();
    expect(registry.get(upload.id)).toBeUndefined();
  });
});

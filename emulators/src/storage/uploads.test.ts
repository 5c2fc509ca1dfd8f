import { describe, expect, it } from 'vitest';
import { UploadRegistry } from './uploads';

const start = (registry: UploadRegistry) =>
  registry.start({ bucket: 'b', name: 'n', metadata: {} });

describe('UploadRegistry', () => {
  it('appends chunks in order and hands back the whole upload', () => {
    const registry = new UploadRegistry();
    const upload = start(registry);
    expect(registry.append(upload, Buffer.from('abc'), 0)).toBe(true);
    expect(registry.append(upload, Buffer.from('def'))).toBe(true);
    expect(upload.size).toBe(6);
    expect(registry.take(upload).toString()).toBe('abcdef');
  });

  it('skips bytes it already has when a chunk is sent again from an earlier offset', () => {
    const registry = new UploadRegistry();
    const upload = start(registry);
    registry.append(upload, Buffer.from('abcd'), 0);
    expect(registry.append(upload, Buffer.from('cdef'), 2)).toBe(true);
    expect(registry.append(upload, Buffer.from('ab'), 0)).toBe(true);
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

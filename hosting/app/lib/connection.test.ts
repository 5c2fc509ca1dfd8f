import { describe, expect, it } from 'vitest';
import { canPrefetch } from './connection';

const connection = (init: { effectiveType?: string; saveData?: boolean }) =>
  Object.assign(new EventTarget(), init);

describe('canPrefetch', () => {
  it('prefetches on fast connections or when the browser does not say', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch(connection({ effectiveType: '4g' }))).toBe(true);
    expect(canPrefetch(connection({ effectiveType: '3g', saveData: false }))).toBe(true);
  });

  it('skips slow connections and data saver', () => {
    expect(canPrefetch(connection({ effectiveType: '2g' }))).toBe(false);
    expect(canPrefetch(connection({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(canPrefetch(connection({ effectiveType: '4g', saveData: true }))).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { hasNewerBuild, isNewerBuild } from './build-update';

const current = { id: 'old', timestamp: 1000 };

describe('isNewerBuild', () => {
  it('needs a different id and a later timestamp', () => {
    expect(isNewerBuild(current, { id: 'new', timestamp: 2000 })).toBe(true);
    expect(isNewerBuild(current, { id: 'old', timestamp: 2000 })).toBe(false);
    expect(isNewerBuild(current, { id: 'older', timestamp: 500 })).toBe(false);
  });
});

describe('hasNewerBuild', () => {
  it('asks for latest.json with a timestamp query, then the new build meta', async () => {
    const getJson = vi.fn((_url: string) => Promise.resolve({ id: 'new', timestamp: 2000 }));
    expect(await hasNewerBuild(current, getJson, 42)).toBe(true);
    expect(getJson.mock.calls.map(([url]) => url)).toEqual([
      '/_build/latest.json?t=42',
      '/_build/meta/new.json',
    ]);
  });

  it('stops after latest.json when the build is current', async () => {
    const getJson = vi.fn(() => Promise.resolve(current));
    expect(await hasNewerBuild(current, getJson)).toBe(false);
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it('ignores a newer latest.json whose build meta is not there yet', async () => {
    const getJson = vi.fn((url: string) =>
      url.startsWith('/_build/latest.json')
        ? Promise.resolve({ id: 'new', timestamp: 2000 })
        : Promise.reject(new Error('404')),
    );
    expect(await hasNewerBuild(current, getJson)).toBe(false);
  });

  it('treats failures and malformed files as no update', async () => {
    expect(await hasNewerBuild(current, () => Promise.reject(new Error('offline')))).toBe(false);
    expect(await hasNewerBuild(current, () => Promise.resolve('<html>'))).toBe(false);
    expect(
      await hasNewerBuild(current, () => Promise.resolve({ id: '../x', timestamp: 5000 })),
    ).toBe(false);
  });
});

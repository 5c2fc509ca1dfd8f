import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_WINDOW_MS } from './reload-guard';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('claimReload', () => {
  it('allows one reload per path per 10 s', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/terms', 1_000)).toBe(true);
    expect(claimReload(storage, '/terms', 1_000 + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimReload(storage, '/terms', 1_000 + RELOAD_WINDOW_MS)).toBe(true);
  });

  it('keeps paths apart', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/a', 5_000)).toBe(true);
    expect(claimReload(storage, '/b', 5_001)).toBe(true);
    expect(claimReload(storage, '/a', 5_002)).toBe(false);
  });

  it('recovers from garbage or a clock that went backwards', () => {
    const storage = memoryStorage();
    storage.setItem('spaces:reload:/x', 'nonsense');
    expect(claimReload(storage, '/x', 100)).toBe(true);
    storage.setItem('spaces:reload:/y', '50000');
    expect(claimReload(storage, '/y', 100)).toBe(true);
  });

  it('refuses when the storage cannot remember', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload(storage, '/x', 1)).toBe(false);
  });
});

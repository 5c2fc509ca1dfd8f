import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as precompiled from '../app/lib/validators.generated';
import { CONTRACTS, GENERATED, validatorsModule } from './validators';

describe("the editor's precompiled validators", () => {
  const built = readFileSync(GENERATED, 'utf8');

  it('are built before the tests, from the contracts as they are now', () => {
    expect(built === validatorsModule(), 'app/lib/validators.generated.ts is stale').toBe(true);
  });

  it('hold a validating function for every callable the contracts declare', () => {
    const byName = precompiled as unknown as Record<string, unknown>;
    expect(CONTRACTS.map((c) => c.name)).toEqual(
      expect.arrayContaining(['createSpace', 'updateSpaceTop']),
    );
    expect(CONTRACTS.filter((c) => typeof byName[c.name] !== 'function')).toEqual([]);
  });

  it('compile nothing and load nothing when they run', () => {
    expect(built).toContain('export const updateSpaceTop = ');
    expect(built).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(/);
  });
});

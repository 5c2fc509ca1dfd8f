import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED, validatorsModule } from './validators';

describe("the editor's precompiled validators", () => {
  const committed = readFileSync(GENERATED, 'utf8');

  it('are current with the contracts (else: npm run validators -w hosting)', () => {
    expect(committed === validatorsModule(), 'app/lib/validators.generated.ts is stale').toBe(true);
  });

  it('compile nothing and load nothing when they run', () => {
    expect(committed).toContain('export const updateSpaceTop = ');
    expect(committed).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(/);
  });
});

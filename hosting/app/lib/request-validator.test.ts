import {
  createSpace,
  renameSpace,
  updateSpaceTexts,
  updateThanksSettings,
  validator,
  type CallableContract,
  type TSchema,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { requestValidator } from './request-validator';

// The same requests through the validators compiled at build time and through the callables'
// own, compiled now: the editor must refuse exactly what the callable will.
const REQUESTS = {
  createSpace: [
    { slug: 'my-space', displayName: 'Ami' },
    { slug: 'A!', displayName: '' },
    { slug: 'ok-slug', displayName: 'tab\there' },
    { slug: 'ok-slug', displayName: 'two\nlines' },
    { slug: 'ok-slug', displayName: '\u200B\u200B' },
    { slug: 'ok-slug', displayName: '😀'.repeat(50) },
    { slug: 'ok-slug', displayName: '😀'.repeat(51) },
    { slug: 'ok-slug', displayName: 'Ami', extra: 1 },
    { displayName: 7 },
    null,
  ],
  renameSpace: [{ spaceId: 'abc', slug: 'new-slug' }, { spaceId: '', slug: '-x' }, {}],
} as const;

const CONTRACTS: readonly CallableContract<TSchema, TSchema>[] = [createSpace, renameSpace];

describe('requestValidator', () => {
  it.each(CONTRACTS)('agrees with the callable on $name', (contract) => {
    const precompiled = requestValidator(contract);
    const compiled = validator(contract.request);
    const requests: readonly unknown[] = REQUESTS[contract.name as keyof typeof REQUESTS];
    for (const request of requests) {
      expect(precompiled(request), JSON.stringify(request)).toBe(compiled(request));
      expect(precompiled.issues(request)).toEqual(compiled.issues(request));
    }
    expect(requests.some((request) => precompiled(request))).toBe(true);
    expect(requests.some((request) => !precompiled(request))).toBe(true);
  });

  it('names the rule of a text that breaks one', () => {
    const issues = requestValidator(createSpace).issues({ slug: 'my-space', displayName: 'a\tb' });
    expect(issues).toEqual([{ field: 'displayName', rule: 'controlCharacter' }]);
  });

  it("has every callable's, and refuses a callable the build did not compile", () => {
    for (const contract of [updateSpaceTexts, updateThanksSettings] as CallableContract<
      TSchema,
      TSchema
    >[]) {
      expect(() => requestValidator(contract), contract.name).not.toThrow();
    }
    const unknown = { ...createSpace, name: 'notPrecompiled' };
    expect(() => requestValidator(unknown)).toThrow(/notPrecompiled/);
  });
});

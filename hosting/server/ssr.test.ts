// The SSR function's scaling as the Firebase CLI deploys it (its `__endpoint`): bounded instances,
// and a whole CPU for the requests one instance serves at once.
import { describe, expect, it } from 'vitest';
import { ssr } from './ssr';

describe('the ssr function', () => {
  it('declares its instance bound and concurrency', () => {
    expect(ssr.__endpoint).toMatchObject({
      maxInstances: 20,
      concurrency: 80,
      cpu: 1,
      availableMemoryMb: 512,
    });
  });
});

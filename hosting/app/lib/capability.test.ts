// Pages that carry a receipt's token, in their address or their words, load no third-party script:
// the root asks each matched route (decision 068).
import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { carriesCapability, ISLANDS_PAGE, type PageHandle } from './page-handle';

const match = (handle: PageHandle | undefined, data: unknown = {}): UIMatch => ({
  id: 'r',
  pathname: '/',
  params: {},
  data,
  loaderData: data,
  handle,
});

describe('carriesCapability', () => {
  it('holds for a page whose handle says its address is a capability (the receipt)', () => {
    expect(carriesCapability([match(undefined), match({ islands: true, capability: true })])).toBe(
      true,
    );
  });

  it('holds for a page whose data carries one (a thanks, a list of letters), and only then', () => {
    expect(carriesCapability([match(undefined), match(ISLANDS_PAGE, { capability: true })])).toBe(
      true,
    );
    expect(carriesCapability([match(undefined), match(ISLANDS_PAGE, { letters: undefined })])).toBe(
      false,
    );
    expect(carriesCapability([match(undefined, null), match(ISLANDS_PAGE)])).toBe(false);
  });
});

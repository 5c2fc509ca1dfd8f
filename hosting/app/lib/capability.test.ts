// Pages that carry a receipt's token, in their address or their words, load no third-party script
// and send no referrer: the root asks each matched route (decision 068).
import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handle as letterHandle } from '../routes/space/letter';
import { handle as receiptHandle } from '../routes/space/receipt';
import { handle as spaceHandle } from '../routes/space/public-space';
import { handle as boardHandle } from '../routes/space/public-board';
import { carriesCapability } from './page-handle';

const match = (handle: unknown, data: unknown = {}): UIMatch =>
  ({ id: 'r', pathname: '/', params: {}, data, handle, loaderData: data }) as UIMatch;

describe('carriesCapability', () => {
  it('holds for a receipt, whatever it shows', () => {
    expect(carriesCapability([match(undefined), match(receiptHandle)])).toBe(true);
  });

  it('holds for a thanks or a list that links receipts, and only then', () => {
    for (const handle of [letterHandle, spaceHandle]) {
      expect(carriesCapability([match(handle, { letters: { entries: [] } })])).toBe(false);
      expect(carriesCapability([match(handle, { capability: true })])).toBe(true);
    }
    expect(carriesCapability([match(boardHandle, {})])).toBe(false);
  });
});

import { IMAGE_FAILURES } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../i18n/lang';
import { translator } from '../../i18n/translate';
import { failureMessage, statusMessage } from './upload-messages';
import type { UploadFailure } from './upload-state';

const FAILURES: UploadFailure[] = [
  ...(['type', 'size', 'empty', 'unreadable'] as const).map((reason) => ({
    kind: 'client' as const,
    reason,
  })),
  ...(['unauthorized', 'unauthenticated', 'quota', 'network', 'other'] as const).map((reason) => ({
    kind: 'storage' as const,
    reason,
  })),
  ...IMAGE_FAILURES.map((reason) => ({ kind: 'pipeline' as const, reason })),
  { kind: 'timeout' },
  { kind: 'status' },
];

describe('failureMessage', () => {
  for (const lang of LANGS) {
    it(`words every failure in ${lang}, with its limits filled in`, () => {
      const t = translator(lang, 'images');
      for (const failure of FAILURES) {
        const message = failureMessage(t, failure);
        expect(message.length, JSON.stringify(failure)).toBeGreaterThan(10);
        expect(message, JSON.stringify(failure)).not.toMatch(/[{}]/);
      }
    });
  }

  it('names the size cap and the pixel cap', () => {
    const t = translator('en', 'images');
    expect(failureMessage(t, { kind: 'client', reason: 'size' })).toContain('15 MB');
    expect(failureMessage(t, { kind: 'pipeline', reason: 'too-many-pixels' })).toContain(
      '25 megapixels',
    );
  });

  it('says when an account past its upload limit may upload again, in minutes rounded up', () => {
    const limited = { kind: 'pipeline', reason: 'rate-limited', retryAfterSeconds: 601 } as const;
    expect(failureMessage(translator('en', 'images'), limited)).toContain('11 minutes');
    expect(failureMessage(translator('ja', 'images'), limited)).toContain('約11分後');
  });
});

describe('statusMessage', () => {
  it('says how far the transfer got and whether it is paused', () => {
    const t = translator('en', 'images');
    const view = { phase: 'transfer', transferred: 420, total: 1000 } as const;
    expect(statusMessage(t, { ...view, state: 'running' })).toBe('Uploading… 42%');
    expect(statusMessage(t, { ...view, state: 'paused' })).toBe('Paused at 42%');
    expect(statusMessage(t, { phase: 'processing' })).toBe('Processing the image…');
    expect(statusMessage(t, { phase: 'idle' })).toBe('');
  });
});

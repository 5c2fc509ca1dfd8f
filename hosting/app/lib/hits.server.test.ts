import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../env.server', () => ({ env: { insightsSecret: null } }));
const { pageHits } = await import('./hits.server');

const NOW = new Date('2026-11-25T03:00:30Z');
const MINUTE = Math.floor(NOW.getTime() / 60_000);

/** The signature as the countHit function checks it (functions/src/insights/counting.ts). */
const expected = (kind: string, spaceId: string, target: string, minute = MINUTE) =>
  createHmac('sha256', 'secret')
    .update(JSON.stringify(['hit', kind, spaceId, target, minute]))
    .digest('base64url')
    .slice(0, 16);

describe('pageHits', () => {
  it('signs the view, the referrer beacon and each link of the top page', () => {
    const hits = pageHits('space-1', 'p', ['button-1', 'sns-1'], 'secret', NOW)!;
    const view = new URL(hits.view, 'https://spaces.example');
    expect(view.pathname).toBe('/_h/v.gif');
    expect(Object.fromEntries(view.searchParams)).toEqual({
      s: 'space-1',
      t: 'p',
      i: String(MINUTE),
      k: expected('view', 'space-1', 'p'),
    });
    expect(hits.referrer).toBe(hits.view.replace('/_h/v.gif?', '/_h/r?'));
    const ping = new URL(hits.links['sns-1']!, 'https://spaces.example');
    expect(ping.pathname).toBe('/_h/c');
    expect(ping.searchParams.get('k')).toBe(expected('click', 'space-1', 'sns-1'));
    expect(Object.keys(hits.links)).toEqual(['button-1', 'sns-1']);
  });

  it('gives other pages a view and no referrer beacon', () => {
    const hits = pageHits('space-1', 'b.board-1', [], 'secret', NOW)!;
    expect(hits.referrer).toBeUndefined();
    expect(new URL(hits.view, 'https://x.example').searchParams.get('k')).toBe(
      expected('view', 'space-1', 'b.board-1'),
    );
  });

  it('signs an address once a minute, and anew with another secret', () => {
    const first = pageHits('space-2', 'p', ['button-1'], 'secret', NOW)!;
    expect(pageHits('space-2', 'p', ['button-1'], 'secret', NOW)).toEqual(first);
    // The next minute's addresses carry their own issue time and signature.
    const later = pageHits(
      'space-2',
      'p',
      ['button-1'],
      'secret',
      new Date(NOW.getTime() + 60_000),
    )!;
    const laterView = new URL(later.view, 'https://x.example').searchParams;
    expect(laterView.get('i')).toBe(String(MINUTE + 1));
    expect(laterView.get('k')).toBe(expected('view', 'space-2', 'p', MINUTE + 1));
    const rotated = pageHits('space-2', 'p', ['button-1'], 'another secret', NOW)!;
    const key = (address: string) => new URL(address, 'https://x.example').searchParams.get('k');
    expect(key(rotated.view)).not.toBe(key(first.view));
    expect(key(rotated.links['button-1']!)).not.toBe(key(first.links['button-1']!));
    // The referrer beacon signs the view's input, at its own address.
    expect(rotated.referrer).toBe(rotated.view.replace('/_h/v.gif?', '/_h/r?'));
  });

  it('gives none where counting is not configured', () => {
    expect(pageHits('space-1', 'p', ['button-1'])).toBeUndefined();
  });
});

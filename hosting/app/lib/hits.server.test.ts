import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../env.server', () => ({ env: { insightsSecret: null } }));
const { pageHits } = await import('./hits.server');

/** The signature as the countHit function checks it (functions/src/insights/counting.ts). */
const expected = (kind: string, spaceId: string, target: string) =>
  createHmac('sha256', 'secret')
    .update(JSON.stringify(['hit', kind, spaceId, target]))
    .digest('base64url')
    .slice(0, 16);

describe('pageHits', () => {
  it('signs the view, the referrer beacon and each link of the top page', () => {
    const hits = pageHits('space-1', 'p', ['button-1', 'sns-1'], 'secret')!;
    const view = new URL(hits.view, 'https://spaces.example');
    expect(view.pathname).toBe('/_h/v.gif');
    expect(Object.fromEntries(view.searchParams)).toEqual({
      s: 'space-1',
      t: 'p',
      k: expected('view', 'space-1', 'p'),
    });
    expect(hits.referrer).toBe(hits.view.replace('/_h/v.gif?', '/_h/r?'));
    const ping = new URL(hits.links['sns-1']!, 'https://spaces.example');
    expect(ping.pathname).toBe('/_h/c');
    expect(ping.searchParams.get('k')).toBe(expected('click', 'space-1', 'sns-1'));
    expect(Object.keys(hits.links)).toEqual(['button-1', 'sns-1']);
  });

  it('gives other pages a view and no referrer beacon', () => {
    const hits = pageHits('space-1', 'b.board-1', [], 'secret')!;
    expect(hits.referrer).toBeUndefined();
    expect(new URL(hits.view, 'https://x.example').searchParams.get('k')).toBe(
      expected('view', 'space-1', 'b.board-1'),
    );
  });

  it('signs an address once, and anew with another secret', () => {
    const first = pageHits('space-2', 'p', ['button-1'], 'secret')!;
    expect(pageHits('space-2', 'p', ['button-1'], 'secret')).toEqual(first);
    const rotated = pageHits('space-2', 'p', ['button-1'], 'another secret')!;
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

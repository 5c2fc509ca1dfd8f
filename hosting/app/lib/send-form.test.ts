import { describe, expect, it } from 'vitest';
import { refusalError, refusalMessage, refusalOf } from './send-form';
import { echoRefusedDraft } from './send-form.server';

describe('a refusal named by the page address', () => {
  it('reads a known reason and a whole retry time, and nothing else', () => {
    expect(refusalOf(new URLSearchParams('refused=rate-limited&retry=42'))).toEqual({
      reason: 'rate-limited',
      retryAfterSeconds: 42,
    });
    expect(refusalOf(new URLSearchParams('refused=invalid-input&retry=-1'))).toEqual({
      reason: 'invalid-input',
    });
    expect(refusalOf(new URLSearchParams('refused=made-up'))).toBeUndefined();
    // A reason no visitor meets is said as a fault, not dropped: the send still failed.
    expect(refusalOf(new URLSearchParams('refused=not-owner'))).toEqual({ reason: 'internal' });
    expect(refusalOf(new URLSearchParams('sent=sent'))).toBeUndefined();
  });

  it('says what the islands say for the same failure, in the page language', () => {
    const error = refusalError({ reason: 'rate-limited', retryAfterSeconds: 42 });
    expect(error.code).toBe('resource-exhausted');
    expect(refusalMessage('en', error)).toMatch(/42 seconds/);
    expect(refusalMessage('ja', error)).toMatch(/42秒/);
  });
});

describe('the echo of a refused draft', () => {
  const post = (query: string, body: string) =>
    new Request(`https://spaces.example/mika/letter${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('gives the fields back as posted, lines as typed, never cached', async () => {
    const answer = await echoRefusedDraft(
      post('?refused=invalid-input', 'kind=letter&slug=mika&name=Mei&body=one%0D%0Atwo'),
    );
    expect(answer.init?.status).toBe(400);
    expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('private, no-store');
    expect(answer.data).toEqual({
      draft: { name: 'Mei', body: 'one\ntwo' },
      refusal: { reason: 'invalid-input' },
    });
  });

  it('answers with the status of the refusal’s class', async () => {
    const answer = await echoRefusedDraft(post('?refused=rate-limited&retry=9', 'body=hi'));
    expect(answer.init?.status).toBe(429);
  });

  it('echoes nothing for a post that names no refusal', async () => {
    const answer = await echoRefusedDraft(post('', 'body=hi'));
    expect(answer.data).toBeUndefined();
  });
});

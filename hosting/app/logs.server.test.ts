import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestFailed } from './logs.server';

afterEach(() => vi.restoreAllMocks());

function logged(error: unknown): Record<string, unknown> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  requestFailed(error, new Request('https://spaces.example/demo?token=secret', { method: 'POST' }));
  return JSON.parse(String(spy.mock.calls[0]?.[0])) as Record<string, unknown>;
}

describe('requestFailed', () => {
  it("names React Router's error answers by status, not as [object Object]", () => {
    const answer = { status: 405, statusText: 'Method Not Allowed', internal: true, data: '' };
    expect(logged(answer)).toEqual({
      severity: 'ERROR',
      message: '405 Method Not Allowed',
      event: 'request_failed',
      method: 'POST',
      path: '/demo',
    });
  });

  it('logs an error with its stack, and never the query string', () => {
    const line = logged(new TypeError('boom'));
    expect(line.message).toMatch(/^TypeError: boom\n\s+at /);
    expect(JSON.stringify(line)).not.toContain('secret');
  });
});

describe('a capability in the path', () => {
  it('never logs a receipt’s token, only that the path held one', () => {
    const token = 'A'.repeat(20) + 'b_-'.repeat(7) + 'Zz';
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    requestFailed(new Error('boom'), new Request(`https://spaces.example/demo/r/${token}`));
    const line = String(spy.mock.calls[0]?.[0]);
    expect(line).not.toContain(token);
    expect((JSON.parse(line) as { path: string }).path).toBe('/demo/r/…');
  });
});

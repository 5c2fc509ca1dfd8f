import { describe, expect, it, vi } from 'vitest';
import { createHttp, HttpError } from './http';

type Call = { url: string; init: RequestInit };

function fakeFetch(...responses: Array<Response | Error>) {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('unexpected extra request');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { fetch, calls };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

describe('http', () => {
  it('sends object bodies as JSON with JSON content type and accept headers', async () => {
    const { fetch, calls } = fakeFetch(json({ ok: true }));
    const result = await createHttp(fetch)('/api/x', { method: 'POST', body: { a: 1 } });
    expect(result).toEqual({ ok: true });
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('leaves non-object bodies and their headers alone', async () => {
    const { fetch, calls } = fakeFetch(new Response('done'));
    const form = new FormData();
    form.set('a', '1');
    expect(await createHttp(fetch)('/x', { method: 'POST', body: form })).toBe('done');
    expect(calls[0]!.init.body).toBe(form);
    expect(new Headers(calls[0]!.init.headers).has('Content-Type')).toBe(false);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { fetch } = fakeFetch(new Response('busy', { status }), json({ n: 2 }));
    expect(await createHttp(fetch)('/x')).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries only once, then fails with the status', async () => {
    const { fetch } = fakeFetch(
      new Response('a', { status: 503 }),
      new Response('b', { status: 503 }),
    );
    await expect(createHttp(fetch)('/x')).rejects.toMatchObject({ status: 503, data: 'b' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each(['PATCH', 'POST', 'PUT', 'DELETE'])('never retries %s', async (method) => {
    const { fetch } = fakeFetch(new Response('x', { status: 503 }));
    await expect(createHttp(fetch)('/x', { method })).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry statuses outside the list', async () => {
    const { fetch } = fakeFetch(json({ message: 'nope' }, 404));
    await expect(createHttp(fetch)('/x')).rejects.toMatchObject({
      status: 404,
      data: { message: 'nope' },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats every status from 400 to 599 as an error and below as success', async () => {
    const { fetch } = fakeFetch(
      new Response('teapot', { status: 418 }),
      new Response('moved', { status: 399 }),
    );
    const http = createHttp(fetch);
    await expect(http('/x')).rejects.toMatchObject({ status: 418 });
    await expect(http('/y')).resolves.toBe('moved');
  });

  it('retries an idempotent request once after a network failure', async () => {
    const { fetch } = fakeFetch(new TypeError('network down'), json([1]));
    expect(await createHttp(fetch)('/x', { method: 'HEAD' })).toEqual([1]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerPost, isCrossSite, requestOf } from './post';

describe('isCrossSite', () => {
  it('trusts Fetch Metadata when the browser sends it', () => {
    expect(isCrossSite({ 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'same-site', origin: 'https://a.example' })).toBe(true);
    // Fetch Metadata wins over a matching Origin.
    expect(
      isCrossSite({
        'sec-fetch-site': 'cross-site',
        origin: 'https://a.example',
        host: 'a.example',
      }),
    ).toBe(true);
  });

  it('otherwise compares the Origin with the host asked for', () => {
    expect(isCrossSite({ origin: 'https://spaces.example', host: 'spaces.example' })).toBe(false);
    // Behind Hosting the function's own host differs; the visitor's arrives forwarded.
    expect(
      isCrossSite({
        origin: 'https://spaces.example',
        host: 'fn.a.run.app',
        'x-forwarded-host': 'Spaces.example',
      }),
    ).toBe(false);
    expect(isCrossSite({ origin: 'https://evil.example', host: 'spaces.example' })).toBe(true);
    expect(isCrossSite({ origin: 'null', host: 'spaces.example' })).toBe(true);
    expect(isCrossSite({ origin: 'ftp://spaces.example', host: 'spaces.example' })).toBe(true);
    expect(isCrossSite({ host: 'spaces.example' })).toBe(true);
  });
});

describe('requestOf', () => {
  const fields = (entries: Record<string, string>) => new URLSearchParams(entries);

  it('shapes each kind as its callable request, empty optional fields left out', () => {
    expect(
      requestOf('letter', fields({ slug: 'mika', body: 'hi', name: '', website: '' })),
    ).toEqual({ slug: 'mika', body: 'hi' });
    expect(
      requestOf(
        'boardPost',
        fields({ slug: 'mika', board: 'art', body: 'hi', name: ' Yu ', website: 'x' }),
      ),
    ).toEqual({ slug: 'mika', boardSlug: 'art', body: 'hi', name: 'Yu', website: 'x' });
  });

  it('posts line breaks as the field counted them', () => {
    expect(requestOf('fanMessage', fields({ slug: 'm', body: 'a\r\nb\rc\nd' })).body).toBe(
      'a\nb\nc\nd',
    );
  });
});

describe('answerPost before any send', () => {
  const form = 'application/x-www-form-urlencoded';
  const post = (headers: Record<string, string>, body = '', method = 'POST') =>
    answerPost({ method, headers, rawBody: Buffer.from(body) });
  const sameSite = { 'sec-fetch-site': 'same-origin', 'content-type': form };

  it('takes POST only', async () => {
    const answer = await post(sameSite, '', 'GET');
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('POST');
  });

  it('refuses a post from another site, before reading it', async () => {
    const answer = await post({ 'sec-fetch-site': 'cross-site', 'content-type': form }, 'kind=x');
    expect(answer.status).toBe(403);
    expect(answer.headers['Set-Cookie']).toBeUndefined();
  });

  it('takes form posts only', async () => {
    const answer = await post({ ...sameSite, 'content-type': 'application/json' }, '{}');
    expect(answer.status).toBe(415);
  });

  it('answers 400 when the post names no form, never a redirect elsewhere', async () => {
    for (const body of [
      'kind=letter&slug=',
      'kind=letter&slug=%2F%2Fevil.example',
      'kind=poll&slug=mika',
      'kind=boardPost&slug=mika',
    ]) {
      const answer = await post(sameSite, body);
      expect(answer.status, body).toBe(400);
      expect(answer.headers.Location, body).toBeUndefined();
    }
  });
});

describe('answerPost where App Check is enforced', () => {
  const env = { ...process.env };
  beforeEach(() => {
    process.env.SPACES_ENFORCE_APP_CHECK = 'true';
    process.env.SPACES_SENDER_KEY_SECRET = 'unit-test-secret';
  });
  afterEach(() => {
    process.env = { ...env };
  });

  // A plain form cannot carry an App Check token: the gate refuses it before reading anything.
  const letter = (accept?: string) =>
    answerPost({
      method: 'POST',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
        ...(accept && { accept }),
      },
      rawBody: Buffer.from('kind=letter&slug=mika&body=Hello'),
    });

  it('sends a page back to the form with the refusal, the draft to be echoed there', async () => {
    const answer = await letter();
    expect(answer.status).toBe(307);
    expect(answer.headers.Location).toBe('/mika/letter?refused=app-check-failed');
  });

  it('tells a script the reason, with the status of its class', async () => {
    const answer = await letter('application/json');
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: { reason: 'app-check-failed' } });
  });
});

// The language switch writes the choice twice: in `__session` for the ssr function and in
// Hosting's own cookie, by which Hosting picks a prerendered page (decision 060).
import { describe, expect, it } from 'vitest';
import { action } from './language';

async function choose(lang: string, cookie = '') {
  const request = new Request('https://spaces.example/api/language', {
    method: 'POST',
    headers: { Cookie: cookie },
    body: new URLSearchParams({ lang, redirectTo: '/terms' }),
  });
  const response = await action({ request, params: {}, context: {} } as never);
  return { status: response.status, cookies: response.headers.getSetCookie() };
}

describe('POST /api/language', () => {
  it("sets a guest's choice in __session and in Hosting's language override", async () => {
    expect(await choose('en')).toEqual({
      status: 303,
      cookies: [
        expect.stringMatching(/^__session=lang%3Den;/),
        'firebase-language-override=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
      ],
    });
  });

  it("leaves a signed-in browser's override alone: its pages stay the function's", async () => {
    const { cookies } = await choose('ja', '__session=sid%3Dx%26lang%3Den');
    expect(cookies).toEqual([expect.stringMatching(/^__session=sid%3Dx%26lang%3Dja;/)]);
  });
});

// The visitors' forms as a browser posts them through Hosting (`/_send`), and the pages it then
// opens, with the browser's `__session` cookie carried along as a browser would.
import { hostingCookieEntries } from '@spaces/contracts';

const hostingOrigin = (): string => {
  const origin = process.env.SPACES_HOSTING_ORIGIN;
  if (!origin) throw new Error('SPACES_HOSTING_ORIGIN is not set: start the stack first');
  return origin;
};

/** A browser: its `__session` entries, kept from each answer's Set-Cookie, and its address. */
export class Browser {
  entries = new URLSearchParams();

  constructor(readonly headers: Record<string, string>) {}

  private cookie(): Record<string, string> {
    const value = this.entries.toString();
    return value ? { Cookie: `__session=${encodeURIComponent(value)}` } : {};
  }

  private keep(response: Response): void {
    const set = response.headers.get('set-cookie');
    if (set) this.entries = hostingCookieEntries(set.split(';')[0]);
  }

  /** Posts a form to Hosting's `/_send` as a page of the site does; never follows the answer. */
  async post(fields: Record<string, string>): Promise<Response> {
    const response = await fetch(`${hostingOrigin()}/_send`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: hostingOrigin(),
        'Sec-Fetch-Site': 'same-origin',
        ...this.headers,
        ...this.cookie(),
      },
      body: new URLSearchParams(fields),
    });
    this.keep(response);
    return response;
  }

  /** GETs a page of the site (a path) through Hosting. */
  async get(path: string): Promise<Response> {
    const response = await fetch(`${hostingOrigin()}${path}`, {
      redirect: 'manual',
      headers: { 'Accept-Language': 'ja', ...this.headers, ...this.cookie() },
    });
    this.keep(response);
    return response;
  }
}

/** The receipt paths a page links to (`/{slug}/r/{token}`), in the page's order, without repeats. */
export function receiptLinks(html: string, slug: string): string[] {
  const found = html.matchAll(new RegExp(`/${slug}/r/[A-Za-z0-9_-]{43}`, 'g'));
  return [...new Set([...found].map((match) => match[0]))];
}

// SSR of /{slug} through the Hosting emulator: one public document in, a cached, escaped page
// out; links only when http(s) or mailto; everything else about a missing space is a 404.
// The public document is written directly, as the trigger would, to control hostile content.
import { DEFAULT_SECTION_ORDER, PRESET_DESIGNS, type PublicSpace } from '@spaces/contracts';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_ORIGIN, fetchHosting } from './support/browser';

const slug = `ssr-${Date.now().toString(36)}`;

const hostile: PublicSpace = {
  spaceId: `space-${slug}`,
  slug,
  top: {
    displayName: 'Ada <b>Bold</b>',
    bio: '<script>window.pwned = 1</script>\nsecond line https://example.com/bio. javascript:alert(3)',
    layout: 'left',
    header: {
      path: 'images/ada/header1',
      width: 1920,
      height: 640,
      widths: [640, 1280, 1920],
      color: '#334455',
    },
  },
  sns: [
    { id: 'sns1', service: 'github', url: 'https://github.com/ada' },
    { id: 'sns2', service: 'website', url: 'javascript:alert(1)' },
  ],
  buttons: [
    {
      id: 'b1',
      label: 'Shop',
      url: 'https://example.com/shop',
      color: 'primary',
      variant: 'solid',
    },
    { id: 'b2', label: 'Trap', url: 'javascript:alert(2)', color: 'error', variant: 'outline' },
    { id: 'b3', label: 'Mail', url: 'mailto:ada@example.com', color: 'neutral', variant: 'link' },
  ],
  cards: [
    { id: 'c1', title: 'Card <i>one</i>', text: 'safe', url: 'https://example.com/card' },
    { id: 'c2', title: 'Card trap', text: 'unsafe', url: 'javascript:alert(4)' },
  ],
  texts: [
    {
      id: 't1',
      heading: 'About <u>me</u>',
      body: '<img src=x onerror=alert(5)>\nhttps://example.com/text',
    },
  ],
  background: PRESET_DESIGNS.night.background,
  theme: PRESET_DESIGNS.night.theme,
  sectionOrder: [...DEFAULT_SECTION_ORDER],
  reviewing: false,
  sourceUpdateTime: '2026-01-01T00:00:00.000000000Z',
};

async function get(path: string) {
  const response = await fetchHosting(path);
  return { response, html: await response.text() };
}

describe('public space page /{slug}', () => {
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    app = initializeApp(
      { projectId: process.env.GCLOUD_PROJECT ?? 'demo-spaces' },
      `ssr-test-${slug}`,
    );
    db = getFirestore(app);
    await db.doc(`publicSpaces/${slug}`).set(hostile);
  });

  afterAll(async () => {
    await db?.doc(`publicSpaces/${slug}`).delete();
    if (app) await deleteApp(app);
  });

  it('renders the published space with CDN cache headers', async () => {
    const { response, html } = await get(`/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    expect(html).toContain('<title>Ada &lt;b&gt;Bold&lt;/b&gt; | Spaces</title>');
  });

  it('escapes owner text and keeps the bio line breaks', async () => {
    const { html } = await get(`/${slug}`);
    expect(html).not.toContain('<script>window.pwned');
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt;\nsecond line ');
    expect(html).toContain('whitespace-pre-line');
    expect(html).toContain('Card &lt;i&gt;one&lt;/i&gt;');
    expect(html).toContain('About &lt;u&gt;me&lt;/u&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(5)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('links the URLs in the bio and text blocks, and nothing else in them', async () => {
    const { html } = await get(`/${slug}`);
    // The full stop after the URL stays text.
    expect(html).toMatch(
      /<a href="https:\/\/example.com\/bio"[^>]*>https:\/\/example.com\/bio<\/a>\./,
    );
    expect(html).toContain('href="https://example.com/text"');
    expect(html).toContain('javascript:alert(3)');
    const cards = html.slice(html.indexOf('data-testid="space-cards"'));
    expect(cards).toContain('href="https://example.com/card"');
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it('draws the space in its theme, server-rendered as custom properties', async () => {
    const { html } = await get(`/${slug}`);
    expect(html).toContain('data-preset="night"');
    // Night is dark: the text is white, and the gradient is the page's background.
    expect(html).toMatch(/--color-fg:#ffffff/);
    expect(html).toContain('linear-gradient(180deg, #0b1026, #2a1b4d)');
  });

  it('uses the space’s share card as its link preview, versioned, with its size', async () => {
    const { html } = await get(`/${slug}`);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="https?://[^"]+/api/cards/${slug}/space\\.og\\.png\\?v=\\d+"`,
      ),
    );
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('links only http(s) and mailto, in the saved order', async () => {
    const { html } = await get(`/${slug}`);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('href="https://github.com/ada"');
    const buttons = html.slice(html.indexOf('data-testid="space-buttons"'));
    const labels = [...buttons.matchAll(/>(Shop|Trap|Mail)</g)].map((match) => match[1]);
    expect(labels).toEqual(['Shop', 'Trap', 'Mail']);
    expect(buttons).toContain('href="https://example.com/shop"');
    expect(buttons).toContain('href="mailto:ada@example.com"');
    // The unsafe button is shown as plain text, never as a link.
    expect(buttons).toMatch(/<span[^>]*>Trap<\/span>/);
  });

  it('sends mixed-case addresses to the lower-case slug', async () => {
    const { response } = await get(`/${slug.toUpperCase()}`);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', HOSTING_ORIGIN).pathname).toBe(
      `/${slug}`,
    );
  });

  it('answers 404 once the public document is gone (unpublished or deleted)', async () => {
    const gone = `${slug}-gone`;
    await db.doc(`publicSpaces/${gone}`).set({ ...hostile, slug: gone });
    expect((await get(`/${gone}`)).response.status).toBe(200);
    await db.doc(`publicSpaces/${gone}`).delete();
    const { response, html } = await get(`/${gone}`);
    expect(response.status).toBe(404);
    expect(html).toContain(`/${gone}`);
  });

  it('answers 404 for an unknown or impossible slug', async () => {
    expect((await get('/no-such-space-here')).response.status).toBe(404);
    expect((await get('/x')).response.status).toBe(404);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Analytics } from './analytics';

describe('Analytics', () => {
  it('renders nothing without a measurement id', () => {
    expect(renderToStaticMarkup(<Analytics measurementId={null} nonce="n" />)).toBe('');
    expect(renderToStaticMarkup(<Analytics measurementId="" nonce="n" />)).toBe('');
  });

  it('loads the tag through a dataLayer when a measurement id is configured', () => {
    const html = renderToStaticMarkup(<Analytics measurementId="G-TEST123" nonce="abc" />);
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"');
    expect(html).toContain('window.dataLayer=window.dataLayer||[]');
    expect(html).toContain(`gtag('config',"G-TEST123")`);
    // Both scripts carry the page's CSP nonce, or the policy blocks them.
    expect(html.match(/<script nonce="abc"/g)).toHaveLength(2);
  });
});

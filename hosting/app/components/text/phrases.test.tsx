import { phrasesOf } from '@spaces/contracts/phrases';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhraseBreaks, Phrases } from './phrases';

const HEADING = 'みかとねさんにお手紙を書きましょう';

describe('phrase breaks', () => {
  it('puts a <wbr> between the phrases when the server provides the splitter', () => {
    const html = renderToStaticMarkup(
      <PhraseBreaks value={phrasesOf}>
        <h1>
          <Phrases>{HEADING}</Phrases>
        </h1>
      </PhraseBreaks>,
    );
    const phrases = html.replace(/^<h1><span>|<\/span><\/h1>$/g, '').split('<wbr/>');
    expect(phrases.length).toBeGreaterThan(2);
    expect(phrases).toEqual(phrasesOf(HEADING));
    expect(phrases.join('')).toBe(HEADING);
  });

  it('draws the plain text without the splitter, as the hydrated app first renders it', () => {
    expect(renderToStaticMarkup(<Phrases>{HEADING}</Phrases>)).toBe(`<span>${HEADING}</span>`);
  });

  it('escapes what it is given', () => {
    const html = renderToStaticMarkup(
      <PhraseBreaks value={phrasesOf}>
        <Phrases>{'<b>みかとね</b>'}</Phrases>
      </PhraseBreaks>,
    );
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;');
  });
});

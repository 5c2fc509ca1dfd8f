import { SPACE_TEMPLATES, spaceTemplate } from '@spaces/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SpacePageView } from '../../../space-view/page/space-page-view';
import { templatePage } from './template-page';

/** The page in a router without root data: the default language (Japanese), no image base. */
function render(page: ReturnType<typeof templatePage>): string {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => <SpacePageView space={page} now={0} preview /> },
  ]);
  return renderToStaticMarkup(<Stub hydrationData={{ loaderData: {} }} />);
}

describe.each(SPACE_TEMPLATES)('the %s template', (id) => {
  it('renders as a public page with its samples, the letter box and the fan-message box', () => {
    const page = templatePage(id, 'ja', 'mika', 'ミカ');
    const html = render(page);
    const template = spaceTemplate(id, 'ja');
    expect(html).toContain('ミカ');
    expect(html).toContain(`data-preset="${template.theme.preset}"`);
    for (const button of template.buttons) {
      expect(html).toContain(button.label);
      expect(html).toContain(`href="${button.url}"`);
    }
    for (const card of template.cards) expect(html).toContain(card.title);
    for (const text of template.texts) expect(html).toContain(text.heading);
    expect(html).toContain('data-section="letter"');
    expect(html).toContain('data-section="fanMessages"');
  });
});

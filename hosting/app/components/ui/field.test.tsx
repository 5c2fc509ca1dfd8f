import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField } from './field';

describe('SelectField', () => {
  it('draws its options in order, each sending its value and showing its words', () => {
    const html = renderToStaticMarkup(
      <SelectField
        label="Layout"
        name="layout"
        value="left"
        onChange={() => undefined}
        options={[
          { value: 'centered', label: 'Centered' },
          { value: 'left', label: 'Left' },
        ]}
      />,
    );
    expect(html).toContain('<option value="centered">Centered</option>');
    expect(html).toContain('<option value="left" selected="">Left</option>');
    expect(html.indexOf('centered')).toBeLessThan(html.indexOf('"left"'));
  });

  it('keeps its own option children after the options', () => {
    const html = renderToStaticMarkup(
      <SelectField label="Kind" defaultValue="" options={[{ value: 'a', label: 'A' }]}>
        <option value="">None</option>
      </SelectField>,
    );
    expect(html).toMatch(
      /<option value="a">A<\/option><option value="" selected="">None<\/option>/,
    );
  });
});

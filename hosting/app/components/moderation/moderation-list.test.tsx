import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allOrNone, NOTHING_SELECTED, selectedIn, without, withItem } from '../../lib/selection';
import { ModerationList, type ListLoad } from './moderation-list';

interface Post {
  id: string;
  body: string;
}

const POSTS: Post[] = [
  { id: 'a', body: 'first post' },
  { id: 'b', body: 'second post' },
  { id: 'c', body: 'third post' },
];

/** The list in a router whose root data says English. */
function render(
  options: {
    items?: readonly Post[] | undefined;
    selection?: ReadonlySet<string>;
    load?: ListLoad;
    more?: { label: string; onMore: () => unknown };
  } = {},
): string {
  // Rows not given are the three posts; given as undefined, the list is still loading.
  const items = 'items' in options ? options.items : POSTS;
  const { selection = NOTHING_SELECTED, load, more } = options;
  const list = (
    <ModerationList
      items={items}
      idOf={(post) => post.id}
      selection={selection}
      onSelect={() => undefined}
      selectLabel={(post) => `Select ${post.body}`}
      bulkActions={(ids): ReactNode => <button type="button">Hide {ids.join('+')}</button>}
      idle={<p>3 unread</p>}
      empty="Nothing here yet."
      renderRow={(post, select) => (
        <li data-row={post.id}>
          {select}
          {post.body}
        </li>
      )}
      more={more}
      load={load}
      listClassName="rows"
      listTestId="the-list"
    />
  );
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => list }]);
  return renderToStaticMarkup(<Stub hydrationData={{ loaderData: { root: { lang: 'en' } } }} />);
}

/** The checkboxes in order: [checked, disabled] of each, the select-all one first. */
function checkboxes(html: string): [boolean, boolean][] {
  return [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map(([tag]) => [
    / checked=""/.test(tag),
    / disabled=""/.test(tag),
  ]);
}

describe('ModerationList', () => {
  it('offers to select all, says the area’s words and draws each row with its checkbox', () => {
    const html = render();
    expect(html).toContain('Select all on this page');
    expect(html).toContain('<p>3 unread</p>');
    expect(html).not.toContain('role="group"');
    expect(html).toContain('data-testid="the-list"');
    for (const post of POSTS) {
      expect(html).toContain(`<span class="sr-only">Select ${post.body}</span>`);
      expect(html).toContain(`data-row="${post.id}"`);
    }
    expect(checkboxes(html)).toEqual([
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it('counts the selected rows and offers the bulk actions on them, in the order shown', () => {
    const html = render({ selection: new Set(['c', 'a', 'gone']) });
    expect(html).toContain('2 selected');
    expect(html).toContain('aria-label="Actions on the selected"');
    expect(html).toContain('Hide a+c');
    expect(html).not.toContain('3 unread');
    expect(checkboxes(html).map(([checked]) => checked)).toEqual([false, true, false, true]);
  });

  it('ticks select-all once every shown row is selected', () => {
    const html = render({ selection: new Set(['a', 'b', 'c']) });
    expect(html).toContain('3 selected');
    expect(checkboxes(html)[0]).toEqual([true, false]);
  });

  it('says the list is empty, and select-all cannot be ticked', () => {
    const html = render({ items: [] });
    expect(html).toContain('Nothing here yet.');
    expect(html).not.toContain('data-testid="the-list"');
    expect(checkboxes(html)).toEqual([[false, true]]);
  });

  it('stands "Loading…" while the first page loads, and the failure with Retry when it failed', () => {
    const waiting: ListLoad = {
      pending: { phase: 'working', action: '', retryable: true },
      error: null,
      retry: () => undefined,
    };
    const loading = render({ items: undefined, load: waiting });
    expect(loading).toContain('role="status"');
    expect(loading).toContain('Loading…');
    expect(loading).not.toContain('Nothing here yet.');

    const failed = render({ items: undefined, load: { ...waiting, error: new Error('offline') } });
    expect(failed).toContain('data-testid="load-failed"');
    expect(failed).toContain('Retry');
    expect(failed).not.toContain('Loading…');
  });

  it('offers more only while there are more', () => {
    expect(render()).not.toContain('Older posts');
    expect(render({ more: { label: 'Older posts', onMore: () => undefined } })).toContain(
      'Older posts',
    );
  });
});

describe('the selection', () => {
  it('ticks and unticks one, all or none, and forgets the ids that left', () => {
    const one = withItem(NOTHING_SELECTED, 'b', true);
    expect([...one]).toEqual(['b']);
    expect([...withItem(one, 'b', false)]).toEqual([]);
    expect(selectedIn(['a', 'b', 'c'], allOrNone(['c', 'a'], true))).toEqual(['a', 'c']);
    expect(allOrNone(['a'], false).size).toBe(0);
    expect([...without(new Set(['a', 'b', 'c']), (id) => id !== 'b')]).toEqual(['b']);
  });
});

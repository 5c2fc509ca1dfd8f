// A board slug can never shadow a space route: every fixed second segment under `/{slug}` and
// `/s/{slug}` is one of the names board slugs may not use (contracts' SPACE_ROUTE_NAMES).
import { SPACE_ROUTE_NAMES, boardSlugProblem } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import routes from './routes';

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every path of the config, joined with its parents'. */
function paths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join('/');
    return [...(entry.path === undefined ? [] : [here]), ...paths(entry.children ?? [], here)];
  });
}

describe('board routes', () => {
  const all = paths(routes);

  it('has the public board and the board editor', () => {
    expect(all).toContain(':slug/:boardSlug');
    expect(all).toContain('s/:slug/:boardSlug');
  });

  it('reserves every fixed segment a space route uses after the slug', () => {
    const fixed = all
      .map((path) => path.split('/'))
      .flatMap((segments) =>
        segments[0] === ':slug'
          ? [segments[1]]
          : segments[0] === 's' && segments[1] === ':slug'
            ? [segments[2]]
            : [],
      )
      .filter((segment): segment is string => segment !== undefined && !segment.startsWith(':'));
    expect(fixed.length).toBeGreaterThan(5);
    for (const segment of fixed) {
      expect(SPACE_ROUTE_NAMES.has(segment), segment).toBe(true);
      expect(boardSlugProblem(segment), segment).not.toBeNull();
    }
  });
});

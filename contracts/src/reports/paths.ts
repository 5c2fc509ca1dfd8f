// Where reports are made (decision 070), apart from the schemas so that a visitor's page and its
// islands link the report form without loading any: the report form's address for each public
// page, and the page an address names.

/**
 * What a report is about, one kind per public page type: the space's top page, its letter page,
 * a board, a post on a board (words, a fan drawing, or both) and a public answer.
 */
export const REPORT_TARGET_KINDS = ['space', 'letter', 'board', 'post', 'answer'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export function isReportTargetKind(value: unknown): value is ReportTargetKind {
  return typeof value === 'string' && (REPORT_TARGET_KINDS as readonly string[]).includes(value);
}

/** The form's `kind` on `/_send`, beside the send forms' kinds. */
export const REPORT_FORM_KIND = 'report';

/** A reported page as its address names it: the space's slug, and the board and post within. */
export interface ReportedPage {
  kind: ReportTargetKind;
  slug: string;
  boardSlug?: string | undefined;
  postId?: string | undefined;
}

/** The report form's page: `/report` followed by the reported page's own path. */
export const REPORT_PATH = '/report';

/** The query of the report form's page: the post within a board, and what a post answered. */
export const REPORT_QUERY = {
  post: 'post',
  sent: 'sent',
  refused: 'refused',
  retry: 'retry',
} as const;

/** What `?sent=` says on the report page: the report was received. */
export const REPORT_SENT = 'received';

const encoded = (segment: string) => encodeURIComponent(segment);

/** The public page a reported page is (where its report link sits and where to look). */
export function reportedPagePath(page: ReportedPage): string {
  const space = `/${encoded(page.slug)}`;
  switch (page.kind) {
    case 'space':
      return space;
    case 'letter':
      return `${space}/letter`;
    case 'board':
    case 'post':
      return `${space}/${encoded(page.boardSlug ?? '')}`;
    case 'answer':
      return `${space}/${encoded(page.boardSlug ?? '')}/${encoded(page.postId ?? '')}`;
  }
}

/** The report form for `page`, with `query` (a post within its board rides in the query). */
export function reportPagePath(page: ReportedPage, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({
    ...(page.kind === 'post' && { [REPORT_QUERY.post]: page.postId ?? '' }),
    ...query,
  }).toString();
  return `${REPORT_PATH}${reportedPagePath(page)}${search && `?${search}`}`;
}

/**
 * The reported page a report form's path names (the path after `/report`, already split into
 * decoded segments) and its `?post=`; undefined for a path no public page has.
 */
export function reportedPageOf(
  segments: readonly string[],
  post: string | null,
): ReportedPage | undefined {
  const [slug, second, third, ...rest] = segments;
  if (slug === undefined || slug === '' || rest.length > 0) return undefined;
  if (second === undefined) return { kind: 'space', slug };
  if (third !== undefined) return { kind: 'answer', slug, boardSlug: second, postId: third };
  if (second === 'letter') return { kind: 'letter', slug };
  if (post) return { kind: 'post', slug, boardSlug: second, postId: post };
  return { kind: 'board', slug, boardSlug: second };
}

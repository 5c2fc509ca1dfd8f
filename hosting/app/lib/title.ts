export const PRODUCT_NAME = 'Spaces';

/** `{page title} | Spaces`, or `Spaces` alone when the page has no title. */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

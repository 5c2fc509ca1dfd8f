// The pure parts of offering a link's preview in a button or card row: which typed URLs are worth
// asking about, what an answer offers, and what "Use" fills in.
import { LIMITS, type LinkPreview, type PreviewFailure } from '@spaces/contracts';

/**
 * The URL to ask a preview for, or null: a web address with a dotted host (a scheme-less paste
 * is taken as https). Whether it may be fetched is the server's to decide, not this.
 */
export function previewableUrl(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  return web && url.hostname.includes('.') ? url.href : null;
}

/** What the row shows for an answer: an offer, a page with nothing to offer, or a failure. */
export type PreviewView =
  | {
      kind: 'offer';
      title?: string;
      description?: string;
      /** The page's image, brought in through the pipeline when used; never shown from there. */
      image?: string;
      siteName?: string;
    }
  | { kind: 'empty' }
  | { kind: 'failed'; failure: PreviewFailure };

export function previewView(preview: LinkPreview): PreviewView {
  if (preview.failure) return { kind: 'failed', failure: preview.failure };
  const title = preview.title?.trim() || undefined;
  const description = preview.description?.trim() || undefined;
  if (!title && !description && !preview.image) return { kind: 'empty' };
  return {
    kind: 'offer',
    ...(title && { title }),
    ...(description && { description }),
    ...(preview.image && { image: preview.image }),
    ...(preview.siteName && { siteName: preview.siteName }),
  };
}

type Offer = Extract<PreviewView, { kind: 'offer' }>;

/** Cut to `max` characters (code points, as the limits count), without a broken pair. */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/** A button's label from the page: its title, else its site's name; unchanged when neither. */
export function buttonFill(offer: Offer): { label?: string } {
  const label = offer.title ?? offer.siteName;
  return label ? { label: cut(label, LIMITS.buttonLabelMaxLength) } : {};
}

/** A card's title and text from the page's title and description. */
export function cardFill(offer: Offer): { title?: string; text?: string } {
  return {
    ...(offer.title && { title: cut(offer.title, LIMITS.cardTitleMaxLength) }),
    ...(offer.description && { text: cut(offer.description, LIMITS.cardTextMaxLength) }),
  };
}

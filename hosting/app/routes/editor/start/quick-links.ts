// The first steps' links box: the owner pastes every link they have at once, and each lands where
// it belongs — a link of a known service among the social icons, any other web link as a button
// named after its page (the preview's title) or its host. A pasted link takes the place of the
// template's next sample button, never its label: the sample's words are not the owner's
// (decision 072).
import {
  isSampleButton,
  LIMITS,
  linkForDisplay,
  linkHost,
  parseSafeLink,
  snsServiceOfLink,
  withScheme,
  type ButtonInput,
  type SnsLinkInput,
  type SpaceForEdit,
} from '@spaces/contracts';

export interface QuickLinksPlan {
  sns: SnsLinkInput[];
  buttons: ButtonInput[];
  added: { sns: number; buttons: number };
  /** Pieces that are no link at all, said back to the owner. */
  unreadable: string[];
}

/** Each pasted piece as a link of a known service, a web link for a button, or no link. */
export function readPastedLinks(text: string) {
  const pieces = text.split(/[\s,、]+/u).filter((piece) => piece.length > 0);
  return pieces.map((piece) => {
    const service = snsServiceOfLink(piece);
    if (service) return { piece, service } as const;
    const url = parseSafeLink(withScheme(piece));
    if (!url || url.protocol === 'mailto:' || !url.hostname.includes('.'))
      return { piece } as const;
    return { piece, href: url.href } as const;
  });
}

/** What a pasted link's button is called: its page's title, else its host. */
function labelFor(href: string, titles: ReadonlyMap<string, string>): string {
  const title = titles.get(href)?.replace(/\s+/gu, ' ').trim();
  const label = title || linkHost(href);
  return [...label].slice(0, LIMITS.buttonLabelMaxLength).join('').trim();
}

/**
 * Places each pasted piece (lines, spaces, commas). `titles` holds the pages' titles the server
 * could read, by link; a link without one is named by its host.
 */
export function planQuickLinks(
  text: string,
  space: Pick<SpaceForEdit, 'sns' | 'buttons'>,
  titles: ReadonlyMap<string, string> = new Map(),
): QuickLinksPlan {
  const sns: SnsLinkInput[] = space.sns.map((link) => ({
    id: link.id,
    service: link.service,
    value: linkForDisplay(link.url),
  }));
  const buttons: ButtonInput[] = space.buttons.map(
    ({ iconSvg: _drawn, image: _image, ...button }) => ({ ...button }),
  );
  const added = { sns: 0, buttons: 0 };
  const unreadable: string[] = [];

  for (const link of readPastedLinks(text)) {
    if (link.service && sns.length < LIMITS.snsLinksPerSpace) {
      sns.push({ service: link.service, value: link.piece });
      added.sns += 1;
      continue;
    }
    if (!link.href) {
      unreadable.push(link.piece);
      continue;
    }
    const own: ButtonInput = {
      label: labelFor(link.href, titles),
      url: link.href,
      color: 'primary',
      variant: 'solid',
      visible: true,
    };
    const sample = buttons.findIndex(isSampleButton);
    if (sample >= 0) buttons[sample] = own;
    else if (buttons.length < LIMITS.buttonsPerSpace) buttons.push(own);
    else {
      unreadable.push(link.piece);
      continue;
    }
    added.buttons += 1;
  }
  return { sns, buttons, added, unreadable };
}

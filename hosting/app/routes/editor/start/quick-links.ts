// The first steps' links box: the owner pastes every link they have at once, and each lands where
// it belongs — a link of a known service among the social icons, any other web link in place of
// the template's next sample button (keeping its label), or as a new button named by its host.
import {
  isPlaceholderLink,
  LIMITS,
  linkForDisplay,
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

/** Splits what was pasted (lines, spaces, commas) into links and places each one. */
export function planQuickLinks(
  text: string,
  space: Pick<SpaceForEdit, 'sns' | 'buttons'>,
): QuickLinksPlan {
  const sns: SnsLinkInput[] = space.sns.map((link) => ({
    id: link.id,
    service: link.service,
    value: linkForDisplay(link.url),
  }));
  const buttons: ButtonInput[] = space.buttons.map((button) => ({ ...button }));
  const added = { sns: 0, buttons: 0 };
  const unreadable: string[] = [];
  const pieces = text.split(/[\s,、]+/u).filter((piece) => piece.length > 0);

  for (const piece of pieces) {
    const service = snsServiceOfLink(piece);
    if (service && sns.length < LIMITS.snsLinksPerSpace) {
      sns.push({ service, value: piece });
      added.sns += 1;
      continue;
    }
    const url = parseSafeLink(withScheme(piece));
    if (!url || url.protocol === 'mailto:' || !url.hostname.includes('.')) {
      unreadable.push(piece);
      continue;
    }
    const sample = buttons.find((button) => isPlaceholderLink(button.url));
    if (sample) sample.url = url.href;
    else if (buttons.length < LIMITS.buttonsPerSpace)
      buttons.push({
        label: url.hostname.replace(/^www\./, ''),
        url: url.href,
        color: 'primary',
        variant: 'solid',
        visible: true,
      });
    else {
      unreadable.push(piece);
      continue;
    }
    added.buttons += 1;
  }
  return { sns, buttons, added, unreadable };
}

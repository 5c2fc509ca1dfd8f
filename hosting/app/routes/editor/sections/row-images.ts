// The image of a listed item in the editor — a button's thumbnail, a card's picture: a new row
// keeps the image chosen for it (its draftImage, sent with its first save); a saved item's image is
// attached by the pipeline and shown at once from the editor's copy of the space.
import type { ImageRef } from '@spaces/contracts';
import { useEditorSpace } from '../shell/editor-space';
import { withSpaceImage } from '../shell/space-images';

interface ImageRow {
  id?: string | undefined;
  draftImage?: ImageRef | undefined;
}

export function useRowImages<R extends ImageRow>(slot: 'button' | 'card') {
  const { space, setSpace } = useEditorSpace();
  const items: readonly { id: string; image?: ImageRef | undefined }[] =
    slot === 'button' ? space.buttons : space.cards;

  /** The image of the saved item `id`, if it has one. */
  const savedImageOf = (id: string | undefined) => items.find((item) => item.id === id)?.image;

  /** The image a row shows: its draft while new, else its saved item's. */
  const imageOf = (row: Pick<R, 'id' | 'draftImage'>) =>
    row.id === undefined ? row.draftImage : savedImageOf(row.id);

  /** A new row keeps the image until its first save; a saved item's is attached already. */
  const setImage = (row: R, update: (change: Partial<R>) => void, image: ImageRef | undefined) =>
    row.id === undefined
      ? update({ draftImage: image } as Partial<R>)
      : setSpace((current) => withSpaceImage(current, slot, image, row.id));

  return { space, savedImageOf, imageOf, setImage };
}

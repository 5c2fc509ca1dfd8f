// One of the space's own image slots in the editor (avatar, header, share image, background, a
// thanks image): the image the editor's copy of the space holds, and the pipeline's answer put
// back there at once, without touching any form's unsaved value (space-images.ts).
import { ImageUpload, type ImageUploadProps } from '../../../components/image/image-upload';
import { useEditorSpace } from './editor-space';
import { spaceImageOf, withSpaceImage, type OwnImageSlot } from './space-images';

export function SpaceImageUpload({
  slot,
  ...shown
}: { slot: OwnImageSlot } & Pick<ImageUploadProps, 'label' | 'hint' | 'shape'>) {
  const { space, setSpace } = useEditorSpace();
  return (
    <ImageUpload
      slot={slot}
      spaceId={space.spaceId}
      image={spaceImageOf(space, slot)}
      onChange={(image) => setSpace((current) => withSpaceImage(current, slot, image))}
      {...shown}
    />
  );
}

// One tap takes a template's sample off the space (the first steps list them), through the same
// save its own section's form would make.
import {
  updateSpaceButtons,
  updateSpaceCards,
  updateSpaceTexts,
  updateSpaceTop,
  type Button,
  type ButtonInput,
  type Card,
  type CardInput,
  type SampleItem,
  type SpaceForEdit,
} from '@spaces/contracts';
import { call } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';

/** A saved button as the buttons form sends it: the server draws icons and attaches images. */
const buttonInputOf = ({ iconSvg: _drawn, image: _image, ...button }: Button): ButtonInput =>
  button;
const cardInputOf = ({ image: _image, ...card }: Card): CardInput => card;

/** Takes one sample off the space with the save its own section's form would make. */
export async function removeSample(space: SpaceForEdit, sample: SampleItem) {
  const functions = await signedInFunctions();
  const { spaceId } = space;
  const others = <T extends { id: string }>(items: readonly T[]) =>
    items.filter((item) => item.id !== sample.id);
  switch (sample.kind) {
    case 'bio': {
      const { displayName, layout } = space.top;
      return call(functions, updateSpaceTop, { spaceId, top: { displayName, bio: '', layout } });
    }
    case 'button':
      return call(functions, updateSpaceButtons, {
        spaceId,
        buttons: others(space.buttons).map(buttonInputOf),
      });
    case 'card':
      return call(functions, updateSpaceCards, {
        spaceId,
        cards: others(space.cards).map(cardInputOf),
      });
    case 'text':
      return call(functions, updateSpaceTexts, { spaceId, texts: others(space.texts) });
  }
}

import { updateSpaceButtons as contract } from '@spaces/contracts';
import { callable } from './callable';
import * as store from './data/spaceStore';
import { toSpaceForEdit } from './domain/space';

export const updateSpaceButtons = callable(contract, async (credential, { spaceId, buttons }) => ({
  space: toSpaceForEdit(spaceId, await store.updateButtons(credential, spaceId, buttons)),
}));

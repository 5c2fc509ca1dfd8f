// Only wires: global options first, then the Admin SDK, then one deployed function per file.
import './globalOptions';
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createSpace } from './createSpace';
export { listMySpaces } from './listMySpaces';
export { getSpaceForEdit } from './getSpaceForEdit';
export { updateSpaceTop } from './updateSpaceTop';
export { updateSpaceSns } from './updateSpaceSns';
export { updateSpaceButtons } from './updateSpaceButtons';
export { setSpacePublished } from './setSpacePublished';
export { deleteSpace } from './deleteSpace';
export { syncPublicSpace } from './syncPublicSpace';

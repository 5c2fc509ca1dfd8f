// Only wires: global options first, then the Admin SDK, then one deployed function per file,
// by feature.
import './platform/globalOptions';
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createSpace } from './spaces/createSpace';
export { listMySpaces } from './spaces/listMySpaces';
export { getSpaceForEdit } from './spaces/getSpaceForEdit';
export { updateSpaceTop } from './spaces/updateSpaceTop';
export { updateSpaceSns } from './spaces/updateSpaceSns';
export { updateSpaceButtons } from './spaces/updateSpaceButtons';
export { setSpacePublished } from './spaces/setSpacePublished';
export { deleteSpace } from './spaces/deleteSpace';
export { syncPublicSpace } from './spaces/syncPublicSpace';
export { updateLetterSettings } from './spaces/updateLetterSettings';
export { updateFanMessageSettings } from './spaces/updateFanMessageSettings';
export { updateThanksSettings } from './spaces/updateThanksSettings';
export { updateNgWords } from './spaces/updateNgWords';
export { listMessages } from './messages/listMessages';
export { getMessage } from './messages/getMessage';
export { getInboxSummary } from './messages/getInboxSummary';
export { updateMessages } from './messages/updateMessages';
export { deleteMessages } from './messages/deleteMessages';
export { blockSender } from './messages/blockSender';
export { unblockSender } from './messages/unblockSender';
export { listBlockedSenders } from './messages/listBlockedSenders';
export { sendLetter } from './messages/sendLetter';
export { sendFanMessage } from './messages/sendFanMessage';
export { listWallMessages } from './messages/listWallMessages';
export { deleteSpaceMessages } from './messages/deleteSpaceMessages';
export { processImageUpload } from './images/processImageUpload';
export { deleteSpaceImages } from './images/deleteSpaceImages';
export { getImageUpload } from './images/getImageUpload';
export { removeSpaceImage } from './images/removeSpaceImage';
export { removeUserIcon } from './images/removeUserIcon';
export { getAccount } from './account/getAccount';

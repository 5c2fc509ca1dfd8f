// The console's words for what the contracts name: target kinds, states, actions and the parts of
// a page, each a key of the `ops` catalogue.
import type {
  ContentPart,
  OperatorAction,
  PublicState,
  ReportTargetSummary,
} from '@spaces/contracts';
import type { MessageKey } from '../../i18n/catalogues';

type Key = MessageKey<'ops'>;

/** A post with a drawing reads as fan art. */
export function kindKey(kind: ReportTargetSummary['kind'], withImage = false): Key {
  switch (kind) {
    case 'space':
      return 'kindSpace';
    case 'letter':
      return 'kindLetter';
    case 'board':
      return 'kindBoard';
    case 'post':
      return withImage ? 'kindPostImage' : 'kindPost';
    case 'answer':
      return 'kindAnswer';
  }
}

export const ACTION_KEYS: Record<OperatorAction, Key> = {
  dismiss: 'actionDismiss',
  hide: 'actionHide',
  unhide: 'actionUnhide',
  'take-down': 'actionTakeDown',
  restore: 'actionRestore',
  suspend: 'actionSuspend',
  lift: 'actionLift',
};

export const PUBLIC_STATE_KEYS: Record<PublicState, Key> = {
  shown: 'nowShown',
  hidden: 'nowHidden',
  'taken-down': 'nowTakenDown',
  suspended: 'nowSuspended',
  'not-public': 'nowNotPublic',
  gone: 'nowGone',
};

export const PART_KEYS: Record<ContentPart, Key> = {
  name: 'partName',
  bio: 'partBio',
  sns: 'partSns',
  button: 'partButton',
  card: 'partCard',
  text: 'partText',
  embed: 'partEmbed',
  intro: 'partIntro',
  prompt: 'partPrompt',
  description: 'partDescription',
  sender: 'partSender',
  body: 'partBody',
  question: 'partQuestion',
  answer: 'partAnswer',
  wall: 'partWall',
};

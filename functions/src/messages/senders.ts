// The space's blocked senders as other features use them: board posts are refused, and their
// senders blocked, through the same list as letters (one sender key per client per space).
export { blockedAmong, blockSenderKey, isBlockedIn } from './store';

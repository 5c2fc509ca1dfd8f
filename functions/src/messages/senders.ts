// The space's blocks as other features use them: board posts are checked against, and their
// senders blocked through, the same list as letters (decision 040).
export { blockFromIn, blockVerdictIn, countStopped } from './store';

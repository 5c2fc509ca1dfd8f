// The reports' records as the operator's console reads and writes them (decisions 070, 071): the
// operator feature's way in, since no feature imports another's store. The store loads on first
// use, as in a function's handler.
import type * as Store from './store';

const store = (): Promise<typeof Store> => import('./store');

export const listTargets: typeof Store.listTargets = async (...args) =>
  (await store()).listTargets(...args);
export const readTarget: typeof Store.readTarget = async (...args) =>
  (await store()).readTarget(...args);
export const targetOf: typeof Store.targetOf = async (...args) => (await store()).targetOf(...args);
export const currentContent: typeof Store.currentContent = async (...args) =>
  (await store()).currentContent(...args);
export const recordDecision: typeof Store.recordDecision = async (...args) =>
  (await store()).recordDecision(...args);
export const newDecisionId = async (): Promise<string> => (await store()).newDecisionId();
export const activeNotices = async (...args: Parameters<typeof Store.activeNotices>) =>
  (await store()).activeNotices(...args);

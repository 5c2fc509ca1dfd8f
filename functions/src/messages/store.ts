// Firestore glue for letters and fan messages: each function reads what a domain decision needs
// (in one transaction where it writes), asks the pure domain, and writes the result. No rules
// live here. Paths: `spaces/{spaceId}/messages/{messageId}`, `…/messageCounters/{0..9}`,
// `…/blockedSenders/{blockId}`; the wall's first page lives on the space document.
// Its parts, one per concern, each named `*Store.ts`: the stored messages and the one way to change
// a selection (messageStore), the counters (counterStore), sends and the wall (sendStore), the
// inbox (inboxStore), receipts and replies (receiptStore), blocks (blockStore), a deleted space
// (deletionStore) and seeding (seedStore). This module is what the handlers import.
export * from './blockStore';
export * from './counterStore';
export * from './deletionStore';
export * from './inboxStore';
export * from './messageStore';
export * from './receiptStore';
export * from './seedStore';
export * from './sendStore';

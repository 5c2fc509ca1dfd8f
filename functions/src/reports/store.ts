// Firestore glue for reports (decisions 070 and 071): a visitor's report through the abuse gate,
// the console's reads, the record of a decision (reports closed, targets' state, the log entry,
// the owner's notice), the owner's notices and objections, and what a deleted space or account
// takes with it. Reads spaces, boards and posts only to see what a page shows.

export * from './contentStore';
export * from './reportWrite';
export * from './consoleStore';
export * from './noticeStore';

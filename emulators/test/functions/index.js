// Fixture codebase for the emulator conformance tests. Each module records the events it
// receives into the `_events` collection so tests can assert on them.
export * from './firestoreTriggers.js';
export * from './storage.js';

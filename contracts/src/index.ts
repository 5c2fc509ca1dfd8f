// Contracts shared by functions/ and hosting/: callable names, payload types and JSON Schemas,
// and the pure rules both sides apply (slugs, links, SNS links, limits).
export * from './callables';
export * from './checks';
export * from './errors';
export * from './limits';
export * from './links';
export * from './slug';
export * from './sns';
export * from './space';
export * from './validate';
// The schema toolkit's type helpers, so that consumers need no direct dependency on it.
export type { Static, TSchema } from '@sinclair/typebox';

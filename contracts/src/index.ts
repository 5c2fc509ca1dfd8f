// Contracts shared by functions/ and hosting/, by feature: callable names, access policies,
// payload types and JSON Schemas, and the pure rules both sides apply. `platform/` holds what
// every feature uses; `limits.ts` is every product limit in one place.
export * from './limits';
export * from './account/account';
export * from './account/callables';
export * from './answers/answer';
export * from './answers/callables';
export * from './boards/board';
export * from './boards/callables';
export * from './cards/paths';
export * from './embeds/embed';
export * from './embeds/providers';
export * from './exports/callables';
export * from './messages/callables';
export * from './messages/checks';
export * from './messages/message';
export * from './messages/ng-words';
export * from './messages/receipt';
export * from './messages/settings';
export * from './messages/send-form';
export * from './platform/contract';
export * from './platform/errors';
export * from './platform/graphemes';
export * from './platform/hosting-cookie';
export * from './platform/hosts';
export * from './platform/ids';
export * from './insights/insights';
export * from './images/callables';
export * from './images/image';
export * from './images/variant-path';
export * from './platform/links';
export * from './platform/text';
export * from './platform/compile';
export * from './platform/validate';
export * from './spaces/callables';
export * from './spaces/previews';
export * from './spaces/checks';
export * from './spaces/moderation';
export * from './spaces/public-page';
export * from './spaces/color';
export * from './spaces/schedule';
export * from './spaces/slug';
export * from './spaces/sns';
export * from './spaces/space';
export * from './spaces/templates';
export * from './spaces/theme';
// The schema toolkit's type helpers, so that consumers need no direct dependency on it.
export type { Static, TSchema } from '@sinclair/typebox';

// Every message area, registered once. Adding an area is one line here plus its module in
// ./messages/ (which must define the same keys in ja and en).
import { accountDeletion } from './messages/account-deletion';
import { answers } from './messages/answers';
import { boards } from './messages/boards';
import { callErrors } from './messages/call-errors';
import { common } from './messages/common';
import { design } from './messages/design';
import { embeds } from './messages/embeds';
import { errors } from './messages/errors';
import { fan } from './messages/fan';
import { home } from './messages/home';
import { images } from './messages/images';
import { inbox } from './messages/inbox';
import { insights } from './messages/insights';
import { moderation } from './messages/moderation';
import { notices } from './messages/notices';
import { notifications } from './messages/notifications';
import { ops } from './messages/ops';
import { privacy } from './messages/privacy';
import { receipt } from './messages/receipt';
import { report } from './messages/report';
import { send } from './messages/send';
import { terms } from './messages/terms';
import { tokushoho } from './messages/tokushoho';
import { auth } from './messages/auth';
import { editor } from './messages/editor';
import { settings } from './messages/settings';
import { share } from './messages/share';
import { space } from './messages/space';
import { start } from './messages/start';
import { ui } from './messages/ui';
import { user } from './messages/user';
import { visitorErrors } from './messages/visitor-errors';

export const catalogues = {
  accountDeletion,
  answers,
  boards,
  callErrors,
  common,
  design,
  embeds,
  errors,
  fan,
  home,
  images,
  inbox,
  insights,
  moderation,
  notices,
  notifications,
  ops,
  privacy,
  receipt,
  report,
  send,
  terms,
  tokushoho,
  auth,
  editor,
  settings,
  share,
  space,
  start,
  ui,
  user,
  visitorErrors,
};

export type Area = keyof typeof catalogues;
export type MessageKey<A extends Area> = keyof (typeof catalogues)[A]['ja'] & string;

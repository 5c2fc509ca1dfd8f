// What a failed call says, one message per reason of the contracts' ERROR_REASONS table (the
// compiler checks that every reason has one), plus the network failure that has no reason.
import type { ErrorMessageKey } from '@spaces/contracts';
import { defineMessages, type Messages } from '../define';

type Key =
  | ErrorMessageKey
  | 'network'
  | 'verifyEmailAction'
  | 'retryInSeconds'
  | 'retryInMinutes'
  | 'retryInHours'
  | 'retryLater';

const ja = {
  invalidInput: '入力内容を確認してください。',
  signedOut: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  emailNotVerified:
    '編集や公開の前にメールアドレスの確認が必要です。届いたメールのリンクを開くか、確認ページから再送してください。',
  notOwner: 'このスペースを編集する権限がありません。',
  notOperator: 'この操作は Spaces の運営者だけができます。',
  accountSuspended:
    'このアカウントは運営によって一時停止されています。停止中は編集や公開ができません。お知らせから理由を確認し、異議を送ることができます。',
  removedByOperator:
    'この内容は運営によって非公開にされています。削除はできますが、編集して公開し直すことはできません。',
  reportTargetNotFound: 'この通報の対象は見つかりません。スペースが削除された可能性があります。',
  actionNotApplicable:
    'いまの状態ではこの操作はできません。ほかの運営者がすでに対応した可能性があります。再読み込みしてください。',
  noticeNotFound: 'このお知らせは見つかりません。',
  objectionSent: 'このお知らせにはすでに異議を送っています。',
  spaceNotFound: 'このスペースは見つかりません。削除された可能性があります。',
  messageNotFound: 'このメッセージは見つかりません。削除された可能性があります。',
  messageRead: 'すでに読まれたため、このメッセージは削除できません。',
  messageAnswered: 'すでに返事や読み上げがあったため、このメッセージは削除できません。',
  slugTaken: 'この URL はすでに使われています。',
  spaceLimit: 'スペースは{limit}個までです。',
  rateLimited: '短い時間に送信が集中しています。{retry}もう一度お試しください。',
  appCheckFailed: 'このブラウザからの送信を確認できませんでした。ページを再読み込みしてください。',
  spamSuspected: '送信できませんでした。ページを再読み込みしてお試しください。',
  boxClosed: '現在、受け付けていません。',
  boxPaused: '現在、受け付けを一時停止しています。',
  boardNotFound: 'このボードは見つかりません。削除されたか非公開になった可能性があります。',
  postNotFound: 'この投稿は見つかりません。削除された可能性があります。',
  boardSlugTaken: 'この URL はこのスペースの別のボードで使われています。',
  boardLimit: 'ボードは1つのスペースに{limit}個までです。',
  boardClosed: 'このボードにはクリエイター本人だけが投稿できます。',
  recentSignInRequired: '安全のため、もう一度パスワードを入力してからやり直してください。',
  databaseTimeout:
    'サーバーの応答が遅れています。保存されていない可能性があります。少し待ってからもう一度お試しください。',
  databaseUnavailable: 'サーバーが一時的に混み合っています。少し待ってからもう一度お試しください。',
  aborted: '同時に別の変更が保存されたため、保存できませんでした。もう一度お試しください。',
  internal: '保存できませんでした。もう一度お試しください。',
  network: 'サーバーに接続できませんでした。入力内容は残っています。もう一度お試しください。',
  verifyEmailAction: 'メールアドレスを確認',
  retryInSeconds: '{count}秒後に',
  retryInMinutes: '{count}分後に',
  retryInHours: '{count}時間後に',
  retryLater: 'しばらくしてから',
} as const satisfies Messages<Key>;

const en: Messages<Key> = {
  invalidInput: 'Check the highlighted fields.',
  signedOut: 'Your sign-in has expired. Please sign in again.',
  emailNotVerified:
    'Verify your e-mail address before editing or publishing: open the link we sent you, or send it again from the verification page.',
  notOwner: 'You cannot edit this space.',
  notOperator: 'Only the Spaces team can do this.',
  accountSuspended:
    'The Spaces team has suspended this account: while it is suspended you cannot edit or publish. Read why in your notices, where you can object.',
  removedByOperator:
    'The Spaces team has hidden this. You can delete it, but not edit it back into view.',
  reportTargetNotFound: 'This reported item no longer exists; its space may have been deleted.',
  actionNotApplicable:
    'This action does not apply as things stand; another operator may have acted already. Reload the page.',
  noticeNotFound: 'This notice no longer exists.',
  objectionSent: 'You have already objected to this notice.',
  spaceNotFound: 'This space no longer exists.',
  messageNotFound: 'This message no longer exists.',
  messageRead: 'This message has been read, so it can no longer be deleted.',
  messageAnswered: 'This message has been answered or read out, so it can no longer be deleted.',
  slugTaken: 'This URL is already taken.',
  spaceLimit: 'You can have up to {limit} spaces.',
  rateLimited: 'Too many sends in a short time. Try again {retry}.',
  appCheckFailed: 'This browser could not be verified. Reload the page and try again.',
  spamSuspected: 'Could not send. Reload the page and try again.',
  boxClosed: 'Not accepting messages right now.',
  boxPaused: 'Paused for now.',
  boardNotFound: 'This board no longer exists or is not public.',
  postNotFound: 'This post no longer exists.',
  boardSlugTaken: 'Another board of this space already uses this URL.',
  boardLimit: 'A space can have up to {limit} boards.',
  boardClosed: 'Only the creator posts on this board.',
  recentSignInRequired: 'For your safety, enter your password again, then retry.',
  databaseTimeout:
    'The server is answering slowly and this may not have been saved. Wait a moment, then try again.',
  databaseUnavailable: 'The server is busy right now. Wait a moment, then try again.',
  aborted: 'Another change was saved at the same moment, so this one was not. Please try again.',
  internal: 'Could not save. Please try again.',
  network: 'Could not reach the server. What you typed is kept — try again.',
  verifyEmailAction: 'Verify e-mail',
  retryInSeconds: 'in {count} seconds',
  retryInMinutes: 'in {count} minutes',
  retryInHours: 'in {count} hours',
  retryLater: 'later',
};

export const callErrors = defineMessages<Key>(ja, en);

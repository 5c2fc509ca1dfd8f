// What a failed send or call says to a visitor, one message per reason of the contracts'
// VISITOR_ERROR_REASONS (the compiler checks that every reason has one), plus the network failure
// that has no reason and the wait a rate limit names. The public pages' islands carry this area,
// not `callErrors`; the editor says the same for the same reason.
import type { VisitorErrorMessageKey } from '@spaces/contracts';
import { defineMessages } from '../define';

type Key =
  | VisitorErrorMessageKey
  | 'network'
  | 'retryInSeconds'
  | 'retryInMinutes'
  | 'retryInHours'
  | 'retryLater';

export const visitorErrors = defineMessages<Key>(
  {
    invalidInput: '入力内容を確認してください。',
    spaceNotFound: 'このスペースは見つかりません。削除された可能性があります。',
    messageNotFound: 'このメッセージは見つかりません。削除された可能性があります。',
    messageRead: 'すでに読まれたため、このメッセージは削除できません。',
    messageAnswered: 'すでに返事や読み上げがあったため、このメッセージは削除できません。',
    rateLimited: '短い時間に送信が集中しています。{retry}もう一度お試しください。',
    appCheckFailed:
      'このブラウザからの送信を確認できませんでした。ページを再読み込みしてください。',
    spamSuspected: '送信できませんでした。ページを再読み込みしてお試しください。',
    boxClosed: '現在、受け付けていません。',
    boxPaused: '現在、受け付けを一時停止しています。',
    boardNotFound: 'このボードは見つかりません。削除されたか非公開になった可能性があります。',
    postNotFound: 'この投稿は見つかりません。削除された可能性があります。',
    boardClosed: 'このボードにはクリエイター本人だけが投稿できます。',
    databaseTimeout:
      'サーバーの応答が遅れています。保存されていない可能性があります。少し待ってからもう一度お試しください。',
    databaseUnavailable:
      'サーバーが一時的に混み合っています。少し待ってからもう一度お試しください。',
    aborted: '同時に別の変更が保存されたため、保存できませんでした。もう一度お試しください。',
    internal: '保存できませんでした。もう一度お試しください。',
    network: 'サーバーに接続できませんでした。入力内容は残っています。もう一度お試しください。',
    retryInSeconds: '{count}秒後に',
    retryInMinutes: '{count}分後に',
    retryInHours: '{count}時間後に',
    retryLater: 'しばらくしてから',
  },
  {
    invalidInput: 'Check the highlighted fields.',
    spaceNotFound: 'This space no longer exists.',
    messageNotFound: 'This message no longer exists.',
    messageRead: 'This message has been read, so it can no longer be deleted.',
    messageAnswered: 'This message has been answered or read out, so it can no longer be deleted.',
    rateLimited: 'Too many sends in a short time. Try again {retry}.',
    appCheckFailed: 'This browser could not be verified. Reload the page and try again.',
    spamSuspected: 'Could not send. Reload the page and try again.',
    boxClosed: 'Not accepting messages right now.',
    boxPaused: 'Paused for now.',
    boardNotFound: 'This board no longer exists or is not public.',
    postNotFound: 'This post no longer exists.',
    boardClosed: 'Only the creator posts on this board.',
    databaseTimeout:
      'The server is answering slowly and this may not have been saved. Wait a moment, then try again.',
    databaseUnavailable: 'The server is busy right now. Wait a moment, then try again.',
    aborted: 'Another change was saved at the same moment, so this one was not. Please try again.',
    internal: 'Could not save. Please try again.',
    network: 'Could not reach the server. What you typed is kept — try again.',
    retryInSeconds: 'in {count} seconds',
    retryInMinutes: 'in {count} minutes',
    retryInHours: 'in {count} hours',
    retryLater: 'later',
  },
);

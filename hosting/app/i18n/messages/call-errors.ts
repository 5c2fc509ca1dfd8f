// What a failed call says, one message per reason of the contracts' ERROR_REASONS table that a
// visitor never meets (the compiler checks that every reason has one, here or in `visitorErrors`).
import type { ErrorMessageKey, VisitorErrorMessageKey } from '@spaces/contracts';
import { defineMessages } from '../define';

type Key = Exclude<ErrorMessageKey, VisitorErrorMessageKey> | 'verifyEmailAction';

export const callErrors = defineMessages<Key>(
  {
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
    slugTaken: 'この URL はすでに使われています。',
    spaceLimit: 'スペースは{limit}個までです。',
    boardSlugTaken: 'この URL はこのスペースの別のボードで使われています。',
    boardLimit: 'ボードは1つのスペースに{limit}個までです。',
    recentSignInRequired: '安全のため、もう一度パスワードを入力してからやり直してください。',
    verifyEmailAction: 'メールアドレスを確認',
  },
  {
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
    slugTaken: 'This URL is already taken.',
    spaceLimit: 'You can have up to {limit} spaces.',
    boardSlugTaken: 'Another board of this space already uses this URL.',
    boardLimit: 'A space can have up to {limit} boards.',
    recentSignInRequired: 'For your safety, enter your password again, then retry.',
    verifyEmailAction: 'Verify e-mail',
  },
);

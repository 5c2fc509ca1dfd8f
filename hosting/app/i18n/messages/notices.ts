// Notices from the Spaces team to an owner (decision 071): what was removed, why, how to object.
// The reasons' names are the report form's (`report` area), one word for each reason.
import { defineMessages } from '../define';

export const notices = defineMessages(
  {
    heading: '運営からのお知らせ',
    kindPostHidden: '投稿を非公開にしました',
    kindAnswerHidden: '回答を非公開にしました',
    kindSpaceTakenDown: 'スペースの公開を停止しました',
    kindAccountSuspended: 'アカウントを一時停止しました',
    postIn: 'ボード「{title}」',
    answerIn: '「{title}」の回答',
    spaceNamed: 'スペース「{title}」',
    accountOf: 'このアカウントとすべてのスペース',
    what: '対象',
    why: '理由',
    when: '日時',
    message: '運営からのメッセージ',
    dataKept: 'データはそのまま残っています。運営が取り消すと、元どおり公開されます。',
    suspendedBanner:
      'このアカウントは運営によって一時停止されています。停止中は編集や公開ができず、すべてのスペースが非公開になります。',
    lifted: '{date}に取り消されました。いまは元どおりです。',
    objectHeading: '異議を送る',
    objectHint:
      '判断が誤っていると思う場合は、理由を書いて送ってください。運営が確認し、メールでお返事します。',
    objectLabel: '異議の内容',
    objectSend: '異議を送る',
    objectSent: '異議を送りました',
    objectionOn: '{date}に送った異議',
    loadFailed: 'お知らせを読み込めませんでした。',
  },
  {
    heading: 'Notices from the Spaces team',
    kindPostHidden: 'A post was hidden',
    kindAnswerHidden: 'An answer was hidden',
    kindSpaceTakenDown: 'A space was taken down',
    kindAccountSuspended: 'Your account is suspended',
    postIn: 'On the board {title}',
    answerIn: 'An answer on {title}',
    spaceNamed: 'The space {title}',
    accountOf: 'This account and all its spaces',
    what: 'What',
    why: 'Why',
    when: 'When',
    message: 'From the Spaces team',
    dataKept: 'Its data is kept. If the team undoes this, it is public again as it was.',
    suspendedBanner:
      'The Spaces team has suspended this account. While it is suspended you cannot edit or publish, and none of your spaces is public.',
    lifted: 'Undone on {date}: it is back as it was.',
    objectHeading: 'Object',
    objectHint:
      'If you think this was a mistake, tell us why. The Spaces team reviews it and replies by mail.',
    objectLabel: 'Your objection',
    objectSend: 'Send objection',
    objectSent: 'Objection sent',
    objectionOn: 'Your objection of {date}',
    loadFailed: 'Could not load your notices.',
  },
);

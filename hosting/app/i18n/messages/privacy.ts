// The privacy policy: what Spaces keeps, and exactly what insights count and never store.
import { defineMessages } from '../define';

export const privacy = defineMessages(
  {
    title: 'プライバシーポリシー',
    description: 'Spaces が保存する情報と、アクセス解析で数えるもの・保存しないものです。',
    intro:
      'Spaces（以下「本サービス」）は、サービスの提供に必要な情報だけを保存します。このページでは、何を保存し、何を保存しないかを説明します。',
    accountTitle: 'アカウントの情報',
    accountBody:
      'メールアドレス、表示名、アイコン、言語と通知の設定を保存します。パスワードは認証サービス（Firebase Authentication）が扱い、本サービスが読むことはありません。',
    messagesTitle: 'お手紙・ファンメッセージ・ボードへの投稿',
    messagesBody:
      '送られた名前と本文を保存します。迷惑行為を防ぐため、送信元の IP アドレスから作った不可逆な識別子（送信者キー）を保存しますが、IP アドレスそのものは保存しません。スペースのクリエイターが知るのは送信者キーだけです。お手紙とファンメッセージには送った人だけが開ける控えのページがあり、そのリンクの鍵は保存せず、鍵から作った不可逆な値だけを保存します。クリエイターの返事は、そのメッセージの控えのページにだけ表示されます。',
    insightsTitle: 'アクセス解析（クリエイター向けの数字）',
    insightsCounted:
      '数えるもの：スペースごと・日ごと（日本時間）のページビュー、訪問者数の概数、ボタン・SNS アイコン・カードのリンクのクリック、お手紙ページとボードの表示、届いたお手紙・ファンメッセージ・ボード投稿の数、参照元サイトのホスト名（例：x.com。ページのアドレスは含みません）、スマートフォンからの表示の割合。',
    insightsHow:
      '数え方：ページに埋め込んだ 1 ピクセルの画像と、リンクの ping 属性で数えます。Cookie、JavaScript、外部の解析サービスは使いません（参照元だけは、JavaScript が有効なブラウザがサイト名を送ります）。ボット、リンクのプレビュー、先読みは数えません。',
    insightsNotStored:
      '保存しないもの：IP アドレス、ユーザーエージェント（ブラウザの情報）、訪問したページのアドレス、訪問者を日をまたいで結び付ける情報。訪問者数は、IP アドレス（IPv6 では上位 64 ビット）を、毎日変わり保存されない値とスペースごとに組み合わせたハッシュで数えます。ひとつのアドレスが 1 日に数えられるのは、スペースごとに訪問者 1 人・ページビュー 30 回までです。このハッシュは最長 2 日で削除され、翌日には同じ人でも別の値になるため、日をまたいで人をたどることはできません。',
    cookiesTitle: 'Cookie',
    cookiesBody:
      'ログインの状態と表示言語を覚えるための Cookie（__session）だけを使います。訪問者がスペースを見るだけなら、Cookie は保存されません。',
    deletionTitle: '書き出しと削除',
    deletionBody:
      'クリエイターはスペースのデータをいつでも書き出せます（書き出したファイルは 24 時間後に削除されます）。アカウントを削除すると、スペース、ボード、メッセージ、画像、アクセス解析の数字はすべて削除されます。',
    updated: '最終更新日：2026年11月25日',
  },
  {
    title: 'Privacy Policy',
    description: 'What Spaces stores, and what insights count and never store.',
    intro:
      'Spaces (the “Service”) stores only what it needs to work. This page says what is stored and what is not.',
    accountTitle: 'Your account',
    accountBody:
      'We store your e-mail address, display name, icon, and language and notification settings. Your password is handled by the sign-in service (Firebase Authentication); the Service never reads it.',
    messagesTitle: 'Letters, fan messages and board posts',
    messagesBody:
      'We store the name and text that were sent. Against abuse we store an irreversible key derived from the sender’s IP address (the sender key), never the address itself. A space’s creator sees only the sender key. A letter or fan message has a receipt page only its sender can open: the key in its link is never stored, only an irreversible value made from it. The creator’s reply is shown only on that message’s receipt.',
    insightsTitle: 'Insights (the creator’s figures)',
    insightsCounted:
      'What is counted, per space and per day (Japan time): page views, an approximate number of visitors, clicks on buttons, SNS icons and card links, views of the letter page and of boards, letters, fan messages and board posts received, the host names of referring sites (such as x.com, never the page address), and the share of views from phones.',
    insightsHow:
      'How: a 1-pixel image in the page and the ping attribute of links. No cookie, no JavaScript and no third-party analytics (only the referring site is sent by browsers with JavaScript on). Bots, link previews and prefetches are not counted.',
    insightsNotStored:
      'What is not stored: IP addresses, user agents (browser details), the addresses of pages visited, or anything that links a visitor across days. Visitors are counted by a hash of the IP address (its first 64 bits for IPv6), per space, with a value that changes every day and is never stored. One address counts at most as one visitor and 30 page views per space per day. The hash is deleted within two days, and the next day the same person gives a different one, so nobody can be followed from one day to the next.',
    cookiesTitle: 'Cookies',
    cookiesBody:
      'Only one cookie (__session) is used, to remember that you are signed in and your language. Reading a space stores no cookie.',
    deletionTitle: 'Export and deletion',
    deletionBody:
      'Creators can export a space’s data at any time (exported files are deleted after 24 hours). Deleting an account deletes its spaces, boards, messages, images and insight figures.',
    updated: 'Last updated: 25 November 2026',
  },
);

import { defineMessages } from '../define';

export const home = defineMessages(
  {
    description:
      'Spaces は、配信者・VTuber・イラストレーター・ミュージシャン・作家のための公開ページ。リンク、カード、ボード、ファンからのお手紙をひとつの場所に。',
    heroTitle: 'あなたの活動を、ひとつのスペースに。',
    heroBody:
      'リンクも作品もお知らせも 1 つのページに。ファンはアカウントなしでお手紙を送れて、あなたの返事を受け取れます。',
    demoLink: 'デモのスペースを見る',
    demoAlt:
      'スマートフォンで開いたデモのスペース。ヘッダー画像、丸いアバター、名前と自己紹介、SNS のアイコン、ボタン、カードが並んでいます。',
    demoCaption: 'ファンのスマートフォンでは、こう見えます。',
    ctaSignUp: '無料ではじめる',
    ctaSignIn: 'ログイン',
    ctaMySpaces: 'マイスペースへ',
    creatorsTitle: 'クリエイターのみなさんへ',
    creatorsPage: '自分だけの URL',
    creatorsPageBody:
      '/あなたの名前 で公開されるページに、ヘッダー、背景、SNS、ボタン、カード、テキストを自由に並べられます。',
    creatorsBoards: 'ボード',
    creatorsBoardsBody:
      'お知らせ専用、承認制、自由投稿の 3 つのモードから選べるボードで、ファンとの場をつくれます。',
    creatorsInbox: 'お手紙の受信箱',
    creatorsInboxBody:
      'お手紙とファンメッセージを受信箱で整理。既読、スター、アーカイブ、ブロックにも対応しています。',
    fansTitle: 'ファンのみなさんへ',
    fansBody:
      'アカウントは必要ありません。好きなクリエイターのスペースを開いて、お手紙やファンメッセージを送れます。送信後にはクリエイターからのお礼メッセージが表示されます。',
    safetyTitle: '安心して使えるように',
    safetyBody:
      'スパム対策と送信制限、送信者のブロック機能を備えています。公開されるのは、クリエイターが公開を選んだスペースだけです。',
    closingTitle: 'さっそくスペースをつくりましょう',
    loopTitle: 'お手紙が届いて、返事が届く',
    loopBody: 'ページをシェアしたあと、ファンとのあいだで起きること。',
    loopLetter: '1. ファンがお手紙を書く',
    loopLetterBody: 'アカウントもアプリもいりません。あなたのページから、そのまま送れます。',
    loopLetterTo: 'みかとねさんにお手紙を書く',
    loopLetterText: '昨日の歌枠、最後の曲で泣きました。次はあの曲も聴きたいです！',
    loopLetterSend: 'お手紙を送る',
    loopReceipt: '2. 控えに返事が届く',
    loopReceiptBody:
      '送った人だけが開ける控えのページで、読まれたことと、あなたの返事がわかります。',
    loopReceiptState: '状況',
    loopReceiptRead: '読まれました。返事が届いています。',
    loopReceiptReply: '返事',
    loopReceiptReplyText: 'ありがとう！次の歌枠で歌うね。',
    loopAnswer: '3. 回答をカードでシェア',
    loopAnswerBody: '届いたお手紙に公開で答えると、X や LINE、ストーリーに貼れるカードができます。',
    loopAnswerQuestion: '次の歌枠でリクエストしてもいいですか？',
    loopAnswerText: 'もちろん！金曜 21 時、待ってます。',
    loopAnswerSite: 'Spaces /mikatone',
  },
  {
    description:
      'Spaces is a public page for streamers, VTubers, illustrators, musicians and writers: links, cards, boards and letters from fans, all in one place.',
    heroTitle: 'Everything you do, in one space.',
    heroBody:
      'Your links, your work and your news on one page. Fans send you letters without an account, and hear back from you.',
    demoLink: 'See the demo space',
    demoAlt:
      'The demo space on a phone: a header image, a round avatar, the name and bio, social icons, buttons and cards.',
    demoCaption: 'This is how it looks on your fans’ phones.',
    ctaSignUp: 'Get started for free',
    ctaSignIn: 'Sign in',
    ctaMySpaces: 'Go to my spaces',
    creatorsTitle: 'For creators',
    creatorsPage: 'A URL of your own',
    creatorsPageBody:
      'Your page lives at /your-name. Arrange a header, background, social links, buttons, cards and text just the way you like.',
    creatorsBoards: 'Boards',
    creatorsBoardsBody:
      'Open boards for your community in one of three modes: announcements only, posts you approve, or open posting.',
    creatorsInbox: 'A letter inbox',
    creatorsInboxBody:
      'Letters and fan messages arrive in one inbox: mark them read, star, archive, or block a sender.',
    fansTitle: 'For fans',
    fansBody:
      'No account needed. Open a creator’s space and send a letter or a short fan message; the creator’s thank-you note appears right after you send.',
    safetyTitle: 'Built to feel safe',
    safetyBody:
      'Spam protection, sending limits and sender blocking are built in. Only spaces their creators choose to publish are public.',
    closingTitle: 'Create your space today',
    loopTitle: 'A letter goes out, a reply comes back',
    loopBody: 'What happens between you and your fans once your page is shared.',
    loopLetter: '1. A fan writes a letter',
    loopLetterBody: 'No account, no app: they write it right on your page.',
    loopLetterTo: 'Write a letter to Mika Tone',
    loopLetterText: 'The last song of yesterday’s stream made me cry. Could you sing it again?',
    loopLetterSend: 'Send the letter',
    loopReceipt: '2. The reply reaches their receipt',
    loopReceiptBody:
      'A private receipt, only the sender can open, shows the letter was read, and your reply.',
    loopReceiptState: 'Status',
    loopReceiptRead: 'Read. A reply has come.',
    loopReceiptReply: 'Reply',
    loopReceiptReplyText: 'Thank you! I’ll sing it on Friday.',
    loopAnswer: '3. Share the answer as a card',
    loopAnswerBody:
      'Answer a letter in public, and it becomes a card to post on X, LINE or in your stories.',
    loopAnswerQuestion: 'Can I send a request for the next stream?',
    loopAnswerText: 'Of course! Friday, 9 pm. See you there.',
    loopAnswerSite: 'Spaces /mikatone',
  },
);

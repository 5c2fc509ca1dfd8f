// The terms of service. Articles are numbered keys so the page can list them in order.
import { defineMessages } from '../define';

export const terms = defineMessages(
  {
    title: '利用規約',
    description: 'Spaces の利用規約です。',
    intro:
      'この利用規約（以下「本規約」）は、Spaces（以下「本サービス」）の利用条件を定めるものです。利用者のみなさまには、本規約に同意のうえ本サービスをご利用いただきます。',
    a1Title: '第1条（適用）',
    a1Body: '本規約は、本サービスの利用に関する運営者と利用者との間の一切の関係に適用されます。',
    a2Title: '第2条（アカウント）',
    a2Body:
      '利用者は、正確な情報を登録し、自己の責任でメールアドレスとパスワードを管理するものとします。アカウントの第三者への譲渡・貸与はできません。',
    a3Title: '第3条（投稿内容）',
    a3Body:
      'スペース、ボード、お手紙、ファンメッセージとして投稿された内容の権利は投稿者に帰属します。投稿者は、本サービスの提供に必要な範囲で、運営者がこれを保存・表示・複製することを許諾します。',
    a4Title: '第4条（禁止事項）',
    a4Body:
      '法令または公序良俗に反する行為、他者の権利・名誉・プライバシーを侵害する行為、嫌がらせ・スパム行為、本サービスの運営を妨げる行為、不正アクセスを禁止します。',
    a5Title: '第5条（公開と削除）',
    a5Body:
      '運営者は、本規約に違反する投稿またはスペースを、事前の通知なく非公開または削除できるものとします。',
    a6Title: '第6条（サービスの変更・停止）',
    a6Body:
      '運営者は、保守、障害その他やむを得ない事由により、本サービスの全部または一部を変更・停止することがあります。',
    a7Title: '第7条（退会）',
    a7Body:
      '利用者はいつでもアカウントを削除できます。削除すると、その利用者が所有するスペース、ボード、メッセージ、画像はすべて削除されます。',
    a8Title: '第8条（免責）',
    a8Body:
      '運営者は、本サービスに起因して利用者に生じた損害について、運営者の故意または重過失による場合を除き、責任を負いません。',
    a9Title: '第9条（規約の変更）',
    a9Body:
      '運営者は、必要に応じて本規約を変更できます。変更後の規約は、本ページに掲載した時点から効力を生じます。',
    a10Title: '第10条（準拠法・管轄）',
    a10Body:
      '本規約は日本法に準拠し、本サービスに関する紛争は東京地方裁判所を第一審の専属的合意管轄裁判所とします。',
    updated: '最終更新日：2026年11月22日',
  },
  {
    title: 'Terms of Service',
    description: 'The terms of service of Spaces.',
    intro:
      'These Terms of Service (the “Terms”) set out the conditions for using Spaces (the “Service”). By using the Service you agree to these Terms.',
    a1Title: 'Article 1 (Scope)',
    a1Body:
      'These Terms govern every relationship between the operator and users concerning the Service.',
    a2Title: 'Article 2 (Accounts)',
    a2Body:
      'Users register accurate information and keep their e-mail address and password safe. Accounts may not be transferred or lent to anyone else.',
    a3Title: 'Article 3 (Content)',
    a3Body:
      'Content posted as spaces, boards, letters or fan messages belongs to its author, who allows the operator to store, display and copy it as far as the Service requires.',
    a4Title: 'Article 4 (Prohibited conduct)',
    a4Body:
      'Unlawful or immoral conduct, infringing others’ rights, reputation or privacy, harassment and spam, disrupting the Service, and unauthorised access are prohibited.',
    a5Title: 'Article 5 (Unpublishing and removal)',
    a5Body:
      'The operator may unpublish or remove posts or spaces that breach these Terms without prior notice.',
    a6Title: 'Article 6 (Changes and suspension)',
    a6Body:
      'The operator may change or suspend all or part of the Service for maintenance, failures or other unavoidable reasons.',
    a7Title: 'Article 7 (Leaving)',
    a7Body:
      'Users may delete their account at any time. Deleting it removes every space, board, message and image the user owns.',
    a8Title: 'Article 8 (Disclaimer)',
    a8Body:
      'The operator is not liable for damage arising from the Service except where caused by its wilful misconduct or gross negligence.',
    a9Title: 'Article 9 (Changes to these Terms)',
    a9Body:
      'The operator may change these Terms when needed; the changed Terms take effect once published on this page.',
    a10Title: 'Article 10 (Governing law and jurisdiction)',
    a10Body:
      'These Terms are governed by Japanese law, and the Tokyo District Court has exclusive jurisdiction in the first instance over disputes about the Service.',
    updated: 'Last updated: 22 November 2026',
  },
);

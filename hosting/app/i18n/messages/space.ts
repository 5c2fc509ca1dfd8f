// The public space page /{slug}.
import { defineMessages } from '../define';

export const space = defineMessages(
  {
    snsLabel: 'SNS',
    linksLabel: 'リンク',
    liveNow: '配信中',
    cardsLabel: 'カード',
    poweredBy: 'Spaces で作成',
    reportPage: 'このページを通報',
    sample: 'サンプル・公開されません',
  },
  {
    snsLabel: 'Social links',
    linksLabel: 'Links',
    liveNow: 'Live now',
    cardsLabel: 'Cards',
    poweredBy: 'Made with Spaces',
    reportPage: 'Report this page',
    sample: 'Sample — not published',
  },
);

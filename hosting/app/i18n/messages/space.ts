// The public space page /{slug}.
import { defineMessages } from '../define';

export const space = defineMessages(
  {
    snsLabel: 'SNS',
    linksLabel: 'リンク',
    cardsLabel: 'カード',
    poweredBy: 'Spaces で作成',
  },
  {
    snsLabel: 'Social links',
    linksLabel: 'Links',
    cardsLabel: 'Cards',
    poweredBy: 'Made with Spaces',
  },
);

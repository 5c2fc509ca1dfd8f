// The public space page /{slug}.
import { defineMessages } from '../define';

export const space = defineMessages(
  {
    snsLabel: 'SNS',
    linksLabel: 'リンク',
    poweredBy: 'Spaces で作成',
  },
  {
    snsLabel: 'Social links',
    linksLabel: 'Links',
    poweredBy: 'Made with Spaces',
  },
);

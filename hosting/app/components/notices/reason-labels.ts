// The words for each reason a report or a decision gives, from the report form's catalogue: the
// visitor, the owner and the operator read the same names.
import type { ReportReason } from '@spaces/contracts';
import type { MessageKey } from '../../i18n/catalogues';

export const REASON_LABELS: Record<ReportReason, MessageKey<'report'>> = {
  'private-info': 'reasonPrivateInfo',
  harassment: 'reasonHarassment',
  infringement: 'reasonInfringement',
  illegal: 'reasonIllegal',
  spam: 'reasonSpam',
  other: 'reasonOther',
};

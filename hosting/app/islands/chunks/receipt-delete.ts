// Deleting an unread message from its receipt, answered in place.
import { callErrors } from '../../i18n/messages/call-errors';
import { fan } from '../../i18n/messages/fan';
import { ReceiptDelete } from '../../space-view/receipt-delete';
import { ui } from '../../i18n/messages/ui';
import { island } from '../mount';

export default island('receiptDelete', ReceiptDelete, { fan, callErrors, ui });

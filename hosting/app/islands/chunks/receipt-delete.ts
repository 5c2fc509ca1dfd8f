// Deleting an unread message from its receipt, answered in place.
import { fan } from '../../i18n/messages/fan';
import { ReceiptDelete } from '../../space-view/receipt-delete';
import { ui } from '../../i18n/messages/ui';
import { visitorErrors } from '../../i18n/messages/visitor-errors';
import { island } from '../mount';

export default island('receiptDelete', ReceiptDelete, { fan, visitorErrors, ui });

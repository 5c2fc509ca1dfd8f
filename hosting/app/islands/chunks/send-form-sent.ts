// The thanks a page shows after a send made without JavaScript: its receipt's Copy and Share.
import { send } from '../../i18n/messages/send';
import { ui } from '../../i18n/messages/ui';
import { SendFormSent } from '../../space-view/send-form-sent';
import { island } from '../mount';

export default island('sendFormSent', SendFormSent, { send, ui });

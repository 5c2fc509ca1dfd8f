// The send form's island: a letter, a fan message or a board post.
import { callErrors } from '../../i18n/messages/call-errors';
import { send } from '../../i18n/messages/send';
import { SendForm } from '../../space-view/send-form';
import { ui } from '../../i18n/messages/ui';
import { island } from '../mount';

export default island('sendForm', SendForm, { send, callErrors, ui });

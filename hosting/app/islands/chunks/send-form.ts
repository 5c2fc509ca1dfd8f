// The send form's island: a letter, a fan message or a board post.
import { send } from '../../i18n/messages/send';
import { SendForm } from '../../space-view/send-form';
import { ui } from '../../i18n/messages/ui';
import { visitorErrors } from '../../i18n/messages/visitor-errors';
import { island } from '../mount';

export default island('sendForm', SendForm, { send, visitorErrors, ui });

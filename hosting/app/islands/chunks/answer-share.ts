// A public answer's share row: "copy" copies.
import { answers } from '../../i18n/messages/answers';
import { AnswerShare } from '../../components/share/answer-share';
import { island } from '../mount';

export default island('answerShare', AnswerShare, { answers });

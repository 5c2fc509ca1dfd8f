// "Show more" of a board's posts.
import { answers } from '../../i18n/messages/answers';
import { boards } from '../../i18n/messages/boards';
import { callErrors } from '../../i18n/messages/call-errors';
import { MorePosts } from '../../space-view/more-posts';
import { ui } from '../../i18n/messages/ui';
import { island } from '../mount';

export default island('morePosts', MorePosts, { boards, answers, callErrors, ui });

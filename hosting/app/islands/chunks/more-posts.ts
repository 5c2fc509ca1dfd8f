// "Show more" of a board's posts.
import { answers } from '../../i18n/messages/answers';
import { boards } from '../../i18n/messages/boards';
import { MorePosts } from '../../space-view/more-posts';
import { ui } from '../../i18n/messages/ui';
import { visitorErrors } from '../../i18n/messages/visitor-errors';
import { island } from '../mount';

export default island('morePosts', MorePosts, { boards, answers, visitorErrors, ui });

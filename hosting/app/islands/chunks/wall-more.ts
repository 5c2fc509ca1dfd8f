// "Show more" of the fan-message wall.
import { fan } from '../../i18n/messages/fan';
import { WallMore } from '../../space-view/wall-more';
import { ui } from '../../i18n/messages/ui';
import { visitorErrors } from '../../i18n/messages/visitor-errors';
import { island } from '../mount';

export default island('wallMore', WallMore, { fan, visitorErrors, ui });

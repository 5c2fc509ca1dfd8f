// "Show more" of the fan-message wall.
import { callErrors } from '../../i18n/messages/call-errors';
import { fan } from '../../i18n/messages/fan';
import { WallMore } from '../../space-view/wall-more';
import { ui } from '../../i18n/messages/ui';
import { island } from '../mount';

export default island('wallMore', WallMore, { fan, callErrors, ui });

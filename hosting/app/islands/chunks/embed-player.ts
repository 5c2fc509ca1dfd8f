// An embed's facade, which puts the provider's player in its place when played.
import { embeds } from '../../i18n/messages/embeds';
import { EmbedPlayer } from '../../components/embed/embed-player';
import { island } from '../mount';

export default island('embedPlayer', EmbedPlayer, { embeds });

// The message areas the islands bundle carries (i18n/catalogues.ts registers them all; this
// module replaces it inside the bundle). The bundle's build fails when an island component uses
// an area missing here, so a missing string cannot reach a visitor as its key.
import { answers } from '../i18n/messages/answers';
import { boards } from '../i18n/messages/boards';
import { callErrors } from '../i18n/messages/call-errors';
import { embeds } from '../i18n/messages/embeds';
import { fan } from '../i18n/messages/fan';
import { ui } from '../i18n/messages/ui';

export const catalogues = { answers, boards, callErrors, embeds, fan, ui };

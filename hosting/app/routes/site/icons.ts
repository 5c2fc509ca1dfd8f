// `/api/icons/{set}.json?icons=a,b`: the named icons of one of our sets, in Iconify's API shape.
// Answers change only when the installed sets do, so browsers keep them a day and the CDN a week.
import { data } from 'react-router';
import { isIconSet } from '@spaces/contracts';
import { iconsAnswer, namesOf } from '../../lib/icons.server';
import type { Route } from './+types/icons';

export const ICONS_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800';

export function loader({ params, request }: Route.LoaderArgs) {
  const set = /^(.+)\.json$/.exec(params.set)?.[1];
  if (set === undefined || !isIconSet(set))
    throw data('Unknown icon set', {
      status: 404,
      headers: { 'Cache-Control': ICONS_CACHE_CONTROL },
    });
  const names = namesOf(new URL(request.url).searchParams.get('icons'));
  return Response.json(iconsAnswer(set, names), {
    headers: {
      'Cache-Control': ICONS_CACHE_CONTROL,
      'Access-Control-Allow-Origin': '*',
    },
  });
}

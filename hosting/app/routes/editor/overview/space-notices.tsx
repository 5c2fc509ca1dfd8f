// The Spaces team's notices about this space, on its overview (decision 071): what was removed,
// why, and the way to object, for as long as it stays removed. Past ones stay on the dashboard.
import { listMyNotices, type Notice } from '@spaces/contracts';
import { NoticeList } from '../../../components/notices/notice-list';
import { LoadFailed } from '../../../components/ui/load-failed';
import { load } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { useLoad } from '../../../lib/use-load';

export function SpaceNotices({ spaceId }: { spaceId: string }) {
  const { state, retry, set } = useLoad(
    async () => (await load(await signedInFunctions(), listMyNotices, { spaceId })).notices,
    [spaceId],
  );
  if (state.status === 'failed') return <LoadFailed error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') return null;
  const current = state.data.filter((notice) => notice.liftedAt === undefined);
  return (
    <NoticeList
      notices={current}
      onChange={(changed: Notice) =>
        set(state.data.map((notice) => (notice.noticeId === changed.noticeId ? changed : notice)))
      }
    />
  );
}

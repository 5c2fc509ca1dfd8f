// The Spaces team's notices about this space, on its overview (decision 071): what was removed,
// why, and the way to object, for as long as it stays removed. Past ones stay on the dashboard.
import { listMyNotices, type Notice } from '@spaces/contracts';
import { NoticeList } from '../../../components/notices/notice-list';
import { LoadFailed } from '../../../components/ui/load-failed';
import { load } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { useCallableData } from '../../../lib/use-callable-data';

export function SpaceNotices({ spaceId }: { spaceId: string }) {
  const { data, error, retry, set } = useCallableData(
    async () => (await load(await signedInFunctions(), listMyNotices, { spaceId })).notices,
    [spaceId],
  );
  if (error !== null) return <LoadFailed error={error} onRetry={retry} />;
  // Most spaces have no notice: nothing stands here while they load.
  if (data === undefined) return null;
  const current = data.filter((notice) => notice.liftedAt === undefined);
  return (
    <NoticeList
      notices={current}
      onChange={(changed: Notice) =>
        set(data.map((notice) => (notice.noticeId === changed.noticeId ? changed : notice)))
      }
    />
  );
}

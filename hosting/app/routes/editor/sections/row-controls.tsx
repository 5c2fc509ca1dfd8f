// Move up / move down / remove for one row of an ordered list. The buttons keep keyboard focus
// on the row that moved, so it can be moved again with Enter or Space.
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../../components/icons/ui-icons';
import { IconButton } from '../../../components/ui/icon-button';
import { useT } from '../../../i18n/use-t';

export function RowControls({
  rowKey,
  index,
  count,
  onMove,
  onRemove,
}: {
  rowKey: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  /** Without it, the row cannot be removed (only moved). */
  onRemove?: () => void;
}) {
  const t = useT('editor');
  const item = t('itemNumber', { n: index + 1 });
  const moveAndFocus = (by: -1 | 1) => {
    onMove(by);
    const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    // Focus follows the row to its new place once React has re-rendered the list; at an end the
    // pressed button is disabled, so the opposite one takes focus.
    requestAnimationFrame(() => {
      const button = document.getElementById(`${rowKey}-${same}`) as HTMLButtonElement | null;
      (button && !button.disabled
        ? button
        : document.getElementById(`${rowKey}-${other}`)
      )?.focus();
    });
  };
  return (
    <div className="flex gap-1">
      <IconButton
        id={`${rowKey}-up`}
        label={`${t('moveUp')} (${item})`}
        icon={<ArrowUpIcon className="size-4" />}
        disabled={index === 0}
        onClick={() => moveAndFocus(-1)}
      />
      <IconButton
        id={`${rowKey}-down`}
        label={`${t('moveDown')} (${item})`}
        icon={<ArrowDownIcon className="size-4" />}
        disabled={index === count - 1}
        onClick={() => moveAndFocus(1)}
      />
      {onRemove && (
        <IconButton
          color="error"
          label={`${t('remove')} (${item})`}
          icon={<TrashIcon className="size-4" />}
          onClick={onRemove}
        />
      )}
    </div>
  );
}

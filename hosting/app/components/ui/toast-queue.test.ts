import { describe, expect, it } from 'vitest';
import { stackTransform, TOAST_DEFAULTS, ToastQueue } from './toast-queue';

function manualTimers() {
  const timers: Array<{ run: () => void; ms: number }> = [];
  return {
    setTimer: (run: () => void, ms: number) => void timers.push({ run, ms }),
    timers,
    flush: () => timers.splice(0).forEach((t) => t.run()),
  };
}

describe('ToastQueue', () => {
  it('has the kit defaults', () => {
    expect(TOAST_DEFAULTS).toMatchObject({
      duration: 5000,
      position: 'bottom-right',
      gap: 16,
      scaleFactor: 0.05,
      expand: true,
      swipeDirection: 'right',
      swipeThreshold: 50,
      hotkey: ['F8'],
      max: 5,
      removeDelay: 200,
    });
  });

  it('adds open toasts with unique ids, oldest first', () => {
    const queue = new ToastQueue();
    const a = queue.add({ title: 'a' });
    const b = queue.add({ title: 'b' });
    expect(a.id).not.toBe(b.id);
    expect(queue.getSnapshot().map((t) => [t.title, t.open])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  it('keeps at most five, dropping the oldest', () => {
    const queue = new ToastQueue();
    for (const title of ['1', '2', '3', '4', '5', '6', '7']) queue.add({ title });
    expect(queue.getSnapshot().map((t) => t.title)).toEqual(['3', '4', '5', '6', '7']);
  });

  it('closes at once and removes after the 200 ms removal delay', () => {
    const clock = manualTimers();
    const queue = new ToastQueue({ setTimer: clock.setTimer });
    const toast = queue.add({ title: 'saved' });
    queue.remove(toast.id);
    expect(queue.getSnapshot()).toEqual([expect.objectContaining({ id: toast.id, open: false })]);
    expect(clock.timers.map((t) => t.ms)).toEqual([200]);
    clock.flush();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('schedules removal only once per toast', () => {
    const clock = manualTimers();
    const queue = new ToastQueue({ setTimer: clock.setTimer });
    const toast = queue.add({ title: 'x' });
    queue.remove(toast.id);
    queue.remove(toast.id);
    expect(clock.timers).toHaveLength(1);
  });

  it('updates a toast in place', () => {
    const queue = new ToastQueue();
    const toast = queue.add({ title: 'saving' });
    queue.update(toast.id, { title: 'saved', color: 'success' });
    expect(queue.getSnapshot()[0]).toMatchObject({ title: 'saved', color: 'success', open: true });
  });
});

describe('stackTransform', () => {
  it('spreads expanded toasts by their heights plus the 16 px gap, upwards at the bottom', () => {
    expect(
      stackTransform({ depth: 2, offsetBefore: 100, expanded: true, position: 'bottom-right' }),
    ).toEqual({
      translateY: -132,
      scale: 1,
    });
    expect(
      stackTransform({ depth: 1, offsetBefore: 50, expanded: true, position: 'top-center' }),
    ).toEqual({
      translateY: 66,
      scale: 1,
    });
  });

  it('shrinks collapsed toasts by 0.05 per step back', () => {
    const { translateY, scale } = stackTransform({
      depth: 2,
      offsetBefore: 100,
      expanded: false,
      position: 'bottom-left',
    });
    expect(translateY).toBe(-32);
    expect(scale).toBeCloseTo(0.9);
  });
});

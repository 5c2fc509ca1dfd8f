import { describe, expect, it, vi } from 'vitest';
import { OVERLAY_NOT_FOUND, OverlayStore } from './overlay-store';

function entry(store: OverlayStore, id: string) {
  return store.getSnapshot().find((e) => e.id === id);
}

describe('OverlayStore', () => {
  it('creates overlays closed and unmounted unless defaultOpen', () => {
    const store = new OverlayStore();
    const closed = store.create('A');
    const open = store.create('B', { defaultOpen: true });
    expect(entry(store, closed)).toMatchObject({ isOpen: false, isMounted: false });
    expect(entry(store, open)).toMatchObject({ isOpen: true, isMounted: true });
  });

  it('opens with merged props and resolves the result it is closed with', async () => {
    const store = new OverlayStore();
    const id = store.create('Confirm', { props: { title: 't', tone: 'error' } });
    const result = store.open<boolean>(id, { title: 'Delete?' });
    expect(entry(store, id)).toMatchObject({
      isOpen: true,
      isMounted: true,
      props: { title: 'Delete?', tone: 'error' },
    });
    store.close(id, true);
    await expect(result).resolves.toBe(true);
    expect(entry(store, id)).toMatchObject({ isOpen: false, isMounted: true });
  });

  it('stays mounted until unmounted after leaving, then can open again', () => {
    const store = new OverlayStore();
    const id = store.create('A');
    void store.open(id);
    store.close(id);
    store.unmount(id);
    expect(entry(store, id)).toMatchObject({ isOpen: false, isMounted: false });
    void store.open(id);
    expect(store.isOpen(id)).toBe(true);
  });

  it('ignores an unmount that arrives after re-opening', () => {
    const store = new OverlayStore();
    const id = store.create('A');
    void store.open(id);
    store.close(id);
    void store.open(id);
    store.unmount(id);
    expect(entry(store, id)).toMatchObject({ isOpen: true, isMounted: true });
  });

  it('destroys on close when asked, once it has left', () => {
    const store = new OverlayStore();
    const id = store.create('A', { destroyOnClose: true });
    void store.open(id);
    store.close(id);
    expect(store.has(id)).toBe(true);
    store.unmount(id);
    expect(store.has(id)).toBe(false);
  });

  it('closes all open overlays, resolving each with undefined', async () => {
    const store = new OverlayStore();
    const a = store.create('A');
    const b = store.create('B');
    const results = [store.open(a), store.open(b)];
    store.closeAll();
    await expect(Promise.all(results)).resolves.toEqual([undefined, undefined]);
    expect(store.isOpen(a) || store.isOpen(b)).toBe(false);
  });

  it('settles the earlier caller when an open overlay is opened again', async () => {
    const store = new OverlayStore();
    const id = store.create('A');
    const first = store.open(id);
    const second = store.open(id);
    await expect(first).resolves.toBeUndefined();
    store.close(id, 'second');
    await expect(second).resolves.toBe('second');
  });

  it('throws "Overlay not found" for an unknown overlay', () => {
    const store = new OverlayStore();
    expect(() => store.open('nope')).toThrow(OVERLAY_NOT_FOUND);
    expect(() => store.close('nope')).toThrow(OVERLAY_NOT_FOUND);
    expect(() => store.unmount('nope')).toThrow(OVERLAY_NOT_FOUND);
    expect(() => store.patch('nope', {})).toThrow(OVERLAY_NOT_FOUND);
    expect(() => store.isOpen('nope')).toThrow(OVERLAY_NOT_FOUND);
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const store = new OverlayStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.create('A');
    store.patch(id, { x: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    void store.open(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

import { atom } from 'jotai';

/**
 * Where the match centre's video plays in the page: the match centre renders a slot (the place above the
 * timeline on a phone, beside it on a desktop) and says here whether it is in view. The player itself
 * lives above the routes (ClubPlayers), so going to another page never remounts it: it moves into the
 * slot, or into the dock in a corner when there is no slot of its match in view (SPEC 3 dockedVideo).
 */
export interface MatchVideoSlot {
  /** The match centre this slot belongs to. */
  matchPath: string;
  element: HTMLElement;
  inView: boolean;
}

const slotBase = atom<MatchVideoSlot | null>(null);

export const matchVideoSlotAtom = atom((get) => get(slotBase));

/** The match centre's slot arrives, or its visibility changes. */
export const showMatchVideoSlot = atom(null, (_get, set, slot: MatchVideoSlot) => {
  set(slotBase, (current) =>
    current && current.element === slot.element && current.inView === slot.inView && current.matchPath === slot.matchPath
      ? current
      : slot,
  );
});

/** The slot goes (another page): only that one, so a newer slot that arrived first stays. */
export const removeMatchVideoSlot = atom(null, (_get, set, element: HTMLElement) => {
  set(slotBase, (current) => (current?.element === element ? null : current));
});

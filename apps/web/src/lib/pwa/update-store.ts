import { create } from 'zustand';

/**
 * A new version of the app waits to take over (decision 040). `reload` hands over to it
 * and reloads once it controls the page; the prompt in the layouts calls it.
 */
interface UpdateState {
  reload: (() => void) | null;
  offer: (reload: () => void) => void;
}

export const useUpdateStore = create<UpdateState>((set) => ({
  reload: null,
  offer: (reload) => set({ reload }),
}));

// "Commander à nouveau" puts the lines of a past order in the cart; the requests that went with them (each
// line's preparation note, the driver's instructions) wait here for the order screen, which prefills them.
// Kept in the tab's session storage, so a reload on the way to the order screen does not lose them.

export type CarriedRequests = {
  /** From the order: its number, said on the order screen. */
  orderNumber: string;
  /** Preparation notes by article id. */
  notes: Record<number, string>;
  deliveryInstructions: string;
};

const KEY = 'boucherie.carried-requests';
let memory: CarriedRequests | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const carriedRequests = {
  save(next: CarriedRequests) {
    memory = next;
    try {
      storage()?.setItem(KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: the requests live as long as the page.
    }
  },
  read(): CarriedRequests | null {
    if (memory) return memory;
    try {
      const text = storage()?.getItem(KEY);
      if (!text) return null;
      const value = JSON.parse(text) as Partial<CarriedRequests>;
      if (typeof value !== 'object' || value === null || typeof value.notes !== 'object' || !value.notes) return null;
      memory = {
        orderNumber: String(value.orderNumber ?? ''),
        notes: Object.fromEntries(
          Object.entries(value.notes).filter(([, note]) => typeof note === 'string') as [string, string][],
        ),
        deliveryInstructions: typeof value.deliveryInstructions === 'string' ? value.deliveryInstructions : '',
      };
      return memory;
    } catch {
      return null;
    }
  },
  /** The order they were for is placed. */
  clear() {
    memory = null;
    try {
      storage()?.removeItem(KEY);
    } catch {
      // Nothing to forget.
    }
  },
};

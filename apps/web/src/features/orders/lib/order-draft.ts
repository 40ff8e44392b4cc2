/** What a visitor typed before being asked to log in; given back once, when the order screen returns. */
export type OrderDraft = { comment: string; deliveryInstructions?: string; notes: Record<number, string> };

let draft: OrderDraft | null = null;

export const orderDraft = {
  save(next: OrderDraft) {
    draft = next;
  },
  take(): OrderDraft | null {
    const taken = draft;
    draft = null;
    return taken;
  },
};

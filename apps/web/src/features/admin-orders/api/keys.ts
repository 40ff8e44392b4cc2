/** Every query of the back office's orders starts with these: an event from the server refreshes them. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;
export const adminOrderKey = (id: number) => ['admin', 'order', id] as const;

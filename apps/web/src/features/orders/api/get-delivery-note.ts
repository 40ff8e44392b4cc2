/**
 * GET /api/orders/{id}/delivery-note.pdf: a delivered order's bon de livraison (lines, weights, origins, lots,
 * a signature box). A plain download: the browser keeps the session cookie.
 */
export const deliveryNotePdfUrl = (id: number) => `/api/orders/${id}/delivery-note.pdf`;

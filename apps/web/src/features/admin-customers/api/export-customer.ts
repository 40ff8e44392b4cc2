/**
 * GET /api/admin/customers/{id}/export: the customer's data as a JSON file (GDPR access). A plain link:
 * the browser downloads it with the server's file name, the session cookie going along.
 */
export const customerExportUrl = (id: number) => `/api/admin/customers/${id}/export`;

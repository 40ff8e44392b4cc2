import { urlOf } from '../../../lib/api-client';

/**
 * GET /api/admin/customers/{id}/export: the customer's data as a JSON file (GDPR access). A plain link:
 * the browser downloads it with the server's file name, the session cookie going along.
 */
export const customerExportUrl = (id: number) => urlOf('GET /api/admin/customers/{id}/export', { params: { id } });

/**
 * GET /api/admin/customers/{id}/export.html: the same data as a French page the owner prints or hands over
 * (issue 30); opened in a new tab, the customer's page stays where it was.
 */
export const customerExportPageUrl = (id: number) =>
  urlOf('GET /api/admin/customers/{id}/export.html', { params: { id } });

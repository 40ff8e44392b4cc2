import { urlOf } from '../../../lib/api-client';

/** GET /api/admin/ereporting.csv: a month's e-reporting of the particuliers' sales, for the accountant (a download). */
export const ereportingCsvUrl = (period: string) => urlOf('GET /api/admin/ereporting.csv', { query: { period } });

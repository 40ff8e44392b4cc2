import { ProblemDetails } from '../errors.js';
import { InvoicePdfParams, InvoicesQuery, InvoicesResponse } from '../invoices.js';
import { Statement, StatementPdfParams, StatementQuery } from '../statements.js';
import { Pdf, pdfOrConflict } from './documents.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Factures'];

/** A signed-in customer's own invoices and credit notes; a pro's monthly statement. */
export const invoicesEndpoints = defineEndpoints({
  'GET /api/invoices': {
    access: 'signed-in',
    tags,
    summary: 'Mes factures et avoirs, du plus récent au plus ancien',
    query: InvoicesQuery,
    responses: { 200: InvoicesResponse },
  },
  'GET /api/invoices/{file}': {
    access: 'signed-in',
    tags,
    produces: ['application/pdf'],
    summary: 'Une de mes factures en PDF (Factur-X pour un professionnel)\u00a0: /api/invoices/{id}.pdf',
    params: InvoicePdfParams,
    responses: { 200: Pdf },
  },
  'GET /api/statements': {
    access: 'signed-in',
    tags,
    summary: 'Mon relevé mensuel (professionnel)\u00a0: factures et avoirs du mois, reste dû',
    query: StatementQuery,
    responses: { 200: Statement, 409: ProblemDetails },
  },
  'GET /api/statements/{file}': {
    ...pdfOrConflict,
    access: 'signed-in',
    tags,
    summary: 'Mon relevé mensuel en PDF\u00a0: /api/statements/{AAAA-MM}.pdf',
    params: StatementPdfParams,
  },
});

import { IdParam } from '../common.js';
import { ProblemDetails } from '../errors.js';
import {
  AdminInvoiceSummary,
  BusinessIdentity,
  CreateCreditNoteRequest,
  CustomerPaymentTermsRequest,
  CustomerPaymentTermsResponse,
  InvoiceExportQuery,
  InvoicePdfParams,
  OrderInvoices,
  UpdateBusinessIdentityRequest,
} from '../invoices.js';
import { InvoicePayment, InvoicePaymentRequest, Statement, StatementQuery } from '../statements.js';
import { Csv, Pdf, pdfOrConflict } from './documents.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Factures (boutique)'];

/**
 * Staff: an order's invoice. The owner: the business's identity, credit notes, payment terms, the export, a pro's
 * statement and the invoices marked paid.
 */
export const adminInvoicesEndpoints = defineEndpoints({
  'GET /api/admin/orders/{id}/invoices': {
    access: 'staff',
    tags,
    summary: 'La facture d’une commande (ou pourquoi elle n’est pas encore émise) et ses avoirs',
    params: IdParam,
    responses: { 200: OrderInvoices },
  },
  'GET /api/admin/orders/{id}/invoice.pdf': {
    ...pdfOrConflict,
    access: 'staff',
    tags,
    summary: 'La facture de la commande en PDF (409 tant que l’identité de l’entreprise est incomplète)',
    params: IdParam,
  },
  'GET /api/admin/invoices/{file}': {
    access: 'staff',
    tags,
    produces: ['application/pdf'],
    summary: 'Une facture ou un avoir des boutiques de l’utilisateur\u00a0: /api/admin/invoices/{id}.pdf',
    params: InvoicePdfParams,
    responses: { 200: Pdf },
  },
  'GET /api/admin/business': {
    access: 'owner',
    tags,
    summary: 'L’identité légale de l’entreprise (ce qui manque pour facturer)',
    responses: { 200: BusinessIdentity },
  },
  'PUT /api/admin/business': {
    access: 'owner',
    tags,
    summary: 'Enregistrer l’identité de l’entreprise (une fois complète, les factures en attente sont émises)',
    body: UpdateBusinessIdentityRequest,
    responses: { 200: BusinessIdentity },
  },
  'PUT /api/admin/customers/{id}/payment-terms': {
    access: 'owner',
    tags,
    summary: 'Les conditions de paiement d’un client professionnel (null\u00a0: celles par défaut)',
    params: IdParam,
    body: CustomerPaymentTermsRequest,
    responses: { 200: CustomerPaymentTermsResponse },
  },
  'POST /api/admin/invoices/{id}/credit-notes': {
    access: 'owner',
    tags,
    summary: 'Un avoir sur une facture, total (sans `lines`) ou pour des lignes et quantités choisies',
    params: IdParam,
    body: CreateCreditNoteRequest,
    responses: { 201: AdminInvoiceSummary },
  },
  'GET /api/admin/invoices.csv': {
    access: 'owner',
    tags,
    summary: 'Les factures et avoirs d’une période, par taux de TVA, pour le comptable (CSV)',
    query: InvoiceExportQuery,
    produces: ['text/csv'],
    responses: { 200: Csv },
  },
  'GET /api/admin/customers/{id}/statement': {
    access: 'owner',
    tags,
    summary: 'Le relevé mensuel d’un client professionnel (?month=AAAA-MM, par défaut le mois en cours)',
    params: IdParam,
    query: StatementQuery,
    responses: { 200: Statement, 409: ProblemDetails },
  },
  'GET /api/admin/customers/{id}/statement.pdf': {
    ...pdfOrConflict,
    access: 'owner',
    tags,
    summary: 'Le relevé mensuel d’un client professionnel en PDF (?month=AAAA-MM)',
    params: IdParam,
    query: StatementQuery,
  },
  'POST /api/admin/invoices/{id}/payment': {
    access: 'owner',
    tags,
    summary:
      'Marquer une facture payée le jour donné (ou corriger ce jour)\u00a0; sur un avoir émis après le paiement de sa facture, son remboursement',
    params: IdParam,
    body: InvoicePaymentRequest,
    responses: { 200: InvoicePayment },
  },
  'DELETE /api/admin/invoices/{id}/payment': {
    access: 'owner',
    tags,
    summary: 'Annuler le paiement enregistré d’une facture (elle redevient due) ou le remboursement d’un avoir',
    params: IdParam,
    responses: { 200: InvoicePayment },
  },
});

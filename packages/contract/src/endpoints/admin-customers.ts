import {
  AnonymiseCustomerRequest,
  AnonymisedCustomer,
  CustomerDetail,
  CustomersQuery,
  CustomersResponse,
} from '../admin-customer-accounts.js';
import { ApprovedPro } from '../admin-customers.js';
import { PendingProsResponse } from '../admin-orders.js';
import { IdParam } from '../common.js';
import { CustomerExport, CustomerExportPage } from '../customer-export.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];

/**
 * Customer accounts in the back office: finding a customer (staff: those who ordered at their shops, ADR 020);
 * the owner's approval of pro accounts, the GDPR export and erasure.
 */
export const adminCustomersEndpoints = defineEndpoints({
  'GET /api/admin/pros': {
    access: 'owner',
    tags,
    summary: 'Les comptes professionnels à valider, la demande la plus ancienne en premier',
    responses: { 200: PendingProsResponse },
  },
  'POST /api/admin/customers/{id}/approve-pro': {
    access: 'owner',
    tags,
    summary: 'Valider un compte professionnel (prix professionnels HT, e-mail au client)',
    params: IdParam,
    responses: { 200: ApprovedPro },
  },
  'GET /api/admin/customers/{id}/export': {
    access: 'owner',
    tags,
    summary: 'Toutes les données d’un client, en JSON à télécharger (droit d’accès RGPD)',
    params: IdParam,
    responses: { 200: CustomerExport },
  },
  'GET /api/admin/customers/{id}/export.html': {
    access: 'owner',
    tags,
    produces: ['text/html'],
    summary: 'Les mêmes données en page HTML imprimable, en français, à remettre au client',
    params: IdParam,
    responses: { 200: CustomerExportPage },
  },
  'POST /api/admin/customers/{id}/anonymise': {
    access: 'owner',
    tags,
    summary: 'Anonymiser un compte client à sa demande (ses commandes restent, sans ses données)',
    params: IdParam,
    body: AnonymiseCustomerRequest,
    responses: { 200: AnonymisedCustomer },
  },
  'GET /api/admin/customers': {
    access: 'staff',
    tags,
    summary: 'Chercher un client par nom, e-mail, téléphone ou société',
    query: CustomersQuery,
    responses: { 200: CustomersResponse },
  },
  'GET /api/admin/customers/{id}': {
    access: 'staff',
    tags,
    summary: 'La fiche d’un client\u00a0: son compte, ses commandes et leurs totaux',
    params: IdParam,
    responses: { 200: CustomerDetail },
  },
});

import { IdParam } from '../common.js';
import {
  ArticleLot,
  ArticleLotRequest,
  CreateLotRequest,
  Lot,
  LotCodeParam,
  LotOrdersResponse,
  LotRecallRequest,
  LotRecallResponse,
  LotsResponse,
  PublicLot,
  UpdateLotRequest,
} from '../lots.js';
import { Csv } from './documents.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Traçabilité'];

/** Lots (issue 39, ADR 067): the owner records and changes them; staff read them to weigh; anyone reads one's page. */
export const lotsEndpoints = defineEndpoints({
  'GET /api/admin/lots': {
    access: 'staff',
    tags,
    summary: 'Les lots (animaux, lots de découpe), les ouverts d’abord',
    responses: { 200: LotsResponse },
  },
  'POST /api/admin/lots': {
    access: 'owner',
    tags,
    summary: 'Enregistrer un lot d’après le ticket d’abattage',
    body: CreateLotRequest,
    responses: { 201: Lot },
  },
  'PATCH /api/admin/lots/{id}': {
    access: 'owner',
    tags,
    summary: 'Modifier un lot',
    params: IdParam,
    body: UpdateLotRequest,
    responses: { 200: Lot },
  },
  'POST /api/admin/lots/{id}/close': {
    access: 'owner',
    tags,
    summary: 'Clore un lot\u00a0: plus rien n’en est vendu, ses articles le quittent',
    params: IdParam,
    responses: { 200: Lot },
  },
  'PUT /api/admin/articles/{id}/lot': {
    access: 'owner',
    tags,
    summary: 'Vendre un article d’un lot à partir de maintenant (null\u00a0: d’aucun)',
    params: IdParam,
    body: ArticleLotRequest,
    responses: { 200: ArticleLot },
  },
  'GET /api/admin/lots/{id}/orders': {
    access: 'owner',
    tags,
    summary: 'Rappel de lot\u00a0: chaque commande servie de ce lot (professionnels d’abord), le client et son contact',
    params: IdParam,
    responses: { 200: LotOrdersResponse },
  },
  'GET /api/admin/lots/{id}/orders.csv': {
    access: 'owner',
    tags,
    summary: 'Les commandes servies d’un lot pour un tableur (séparateur point-virgule, UTF-8 avec BOM)',
    params: IdParam,
    produces: ['text/csv'],
    responses: { 200: Csv },
  },
  'POST /api/admin/lots/{id}/recall': {
    access: 'owner',
    tags,
    summary: 'Rappeler un lot\u00a0: un SMS et un e-mail à chaque client qui en a acheté, une seule fois',
    params: IdParam,
    body: LotRecallRequest,
    responses: { 200: LotRecallResponse },
  },
  'GET /api/lots/{code}': {
    access: 'anyone',
    tags,
    summary: 'La traçabilité d’un lot\u00a0: les mentions obligatoires et l’histoire de l’animal',
    params: LotCodeParam,
    responses: { 200: PublicLot },
  },
});

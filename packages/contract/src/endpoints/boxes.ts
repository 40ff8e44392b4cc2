import { Box, CancelLotBoxesRequest, CancelLotBoxesResponse, LotBoxesResponse, PutBoxRequest } from '../boxes.js';
import { IdParam } from '../common.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Colis'];

/** Pre-sold boxes from one animal (issue 40, ADR 074): the owner's alone. */
export const boxesEndpoints = defineEndpoints({
  'GET /api/admin/articles/{id}/box': {
    access: 'owner',
    tags,
    summary: 'Le colis d’un article\u00a0: son animal, ses colis, ce qui en est vendu',
    params: IdParam,
    responses: { 200: Box },
  },
  'PUT /api/admin/articles/{id}/box': {
    access: 'owner',
    tags,
    summary: 'Faire d’un article un colis d’un animal (nombre, poids, prix au kilo, retrait, acompte)',
    params: IdParam,
    body: PutBoxRequest,
    responses: { 200: Box },
  },
  'GET /api/admin/lots/{id}/boxes': {
    access: 'owner',
    tags,
    summary: 'Les colis d’un animal et combien en sont vendus',
    params: IdParam,
    responses: { 200: LotBoxesResponse },
  },
  'POST /api/admin/lots/{id}/boxes/cancel': {
    access: 'owner',
    tags,
    summary: 'Annuler l’animal\u00a0: chaque commande de colis annulée, chaque acompte rendu, chaque client prévenu',
    params: IdParam,
    body: CancelLotBoxesRequest,
    responses: { 200: CancelLotBoxesResponse },
  },
});

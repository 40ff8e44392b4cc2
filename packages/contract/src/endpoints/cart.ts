import { CartResponse, UpdateCartRequest } from '../cart.js';
import { Article, ArticleParams } from '../catalogue.js';
import { defineEndpoints } from './endpoint.js';

const cart = ['Panier'];
const favorites = ['Favoris'];

export const cartEndpoints = defineEndpoints({
  'GET /api/carts': { access: 'signed-in', tags: cart, summary: 'Le panier', responses: { 200: CartResponse } },
  'PUT /api/carts': {
    access: 'signed-in',
    tags: cart,
    summary: 'Fixer la quantité d’un article (0 le retire)',
    body: UpdateCartRequest,
    responses: { 200: CartResponse },
  },
  'POST /api/carts/clear': {
    access: 'signed-in',
    tags: cart,
    summary: 'Vider le panier',
    responses: { 200: CartResponse },
  },
  // Both answer the article as the user now sees it (isFavorite true or false).
  'POST /api/articles/favorites/{id}': {
    access: 'signed-in',
    tags: favorites,
    summary: 'Ajouter un article aux favoris',
    params: ArticleParams,
    responses: { 200: Article },
  },
  'DELETE /api/articles/favorites/{id}': {
    access: 'signed-in',
    tags: favorites,
    summary: 'Retirer un article des favoris',
    params: ArticleParams,
    responses: { 200: Article },
  },
});

import { UpdateArticleRequest } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import { makeAdminArticle } from '../../../test/fake-lines';
import {
  changesOf,
  formFieldOf,
  formFieldOfPath,
  formValuesOf,
  parseAmount,
  parseGrams,
  requestOf,
} from './article-form-values';

const article = makeAdminArticle();

describe('the article form’s values', () => {
  it('reads amounts typed the French way, and refuses anything else', () => {
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount(' 12.5 € ')).toBe(12.5);
    expect(parseAmount('douze')).toBeNaN();
    expect(parseAmount('')).toBeNaN();
  });

  it('sends only what changed (a new price), so the journal and the price history say exactly that', () => {
    const initial = formValuesOf(article);
    expect(initial.pricePerUnit).toBe('27,90');
    expect(changesOf(initial, { ...initial, pricePerUnit: '29,90' })).toEqual({ pricePerUnit: 29.9 });
    expect(changesOf(initial, { ...initial, hasDiscount: true, discountedPrice: '24,90' })).toEqual({
      discountedPrice: 24.9,
    });
    expect(changesOf(initial, initial)).toEqual({});
  });

  it('drops the discount’s fields when the discount is unticked, and the origin when it is empty', () => {
    const values = { ...formValuesOf(article), hasDiscount: false, discountedPrice: '20,00', originBorn: ' ' };
    expect(requestOf(values)).toMatchObject({ discountedPrice: null, discountEndsAt: null, origin: null });
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(formFieldOf('DiscountedPrice')).toBe('discountedPrice');
    expect(formFieldOf('Origin.Born')).toBe('originBorn');
    expect(formFieldOf('Allergens[2]')).toBe('allergens');
    expect(formFieldOf('Nothing')).toBeNull();
  });

  it('turns the butcher’s advice into the API’s values: grams, texts null when empty, labels as a list', () => {
    const initial = formValuesOf(article);
    expect(initial).toMatchObject({ defaultQuantityGrams: '250', labels: 'Label Rouge', maturation: '' });
    expect(parseGrams(' 1 200 g')).toBe(1200);
    expect(parseGrams('')).toBeNull();
    expect(parseGrams('2,5')).toBeNaN();
    // The contract's message for grams typed wrong lands on the form's field.
    const refused = UpdateArticleRequest.safeParse(changesOf(initial, { ...initial, quantityStepGrams: 'deux cents' }));
    expect(refused.error?.issues.map((issue) => [formFieldOfPath(issue.path), issue.message])).toEqual([
      ['quantityStepGrams', 'Le pas de quantité\u00a0: un nombre de grammes est attendu.'],
    ]);
    expect(formFieldOfPath(['origin', 'born'])).toBe('originBorn');
    expect(formFieldOfPath(['allergens', 0])).toBe('allergens');
    const edited = { ...initial, breed: '  ', labels: 'Label Rouge, IGP ,', cookingAdvice: ' Saisir vivement. ' };
    expect(changesOf(initial, edited)).toEqual({
      breed: null,
      labels: ['Label Rouge', 'IGP'],
      cookingAdvice: 'Saisir vivement.',
    });
    expect(changesOf(initial, { ...initial, quantityStepGrams: '100' })).toEqual({ quantityStepGrams: 100 });
  });

  it('sends no quantity nor step in grams for an article sold by the piece', () => {
    const values = { ...formValuesOf(article), saleUnit: 'piece' as const, averageWeightGrams: '300' };
    expect(requestOf(values)).toMatchObject({
      defaultQuantityGrams: null,
      quantityStepGrams: null,
      gramsPerPerson: 250,
    });
    expect(formFieldOf('Labels[1]')).toBe('labels');
    expect(formFieldOf('CookingAdvice')).toBe('cookingAdvice');
  });
});

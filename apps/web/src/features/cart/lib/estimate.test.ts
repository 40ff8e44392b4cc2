import { describe, expect, it } from 'vitest';
import { sampleArticle } from '../../../test/fake-api';
import { entrecote, quiche } from '../../../test/fake-shop-api';
import { estimateText } from './estimate';

const NBSP = '\u00a0';

describe('estimateText', () => {
  it('estimates a weighed quantity: ≈ 9,73 € pour 250 g', () => {
    const cote = { ...entrecote, pricePerUnit: 38.9, referencePrice: 38.9 };
    expect(estimateText(cote, 0.25, 'particulier')).toBe(`≈${NBSP}9,73${NBSP}€ pour 250${NBSP}g`);
    expect(estimateText(cote, 1.2, 'particulier')).toBe(`≈${NBSP}46,68${NBSP}€ pour 1,2${NBSP}kg`);
  });

  it('uses the discounted price, and the pro price HT in the pro space', () => {
    // The sample is on discount.
    expect(estimateText(sampleArticle, 1, 'particulier')).toContain(
      `${String(sampleArticle.discountedPrice).replace('.', ',')}`,
    );
    expect(estimateText(entrecote, 0.5, 'pro')).toBe(`≈${NBSP}10,00${NBSP}€ HT pour 500${NBSP}g`);
  });

  it('prices pieces exactly', () => {
    expect(estimateText(quiche, 2, 'particulier')).toBe(`25,00${NBSP}€ pour 2${NBSP}pièces`);
  });
});

import { describe, expect, it } from 'vitest';
import { inSentence, preparationLabel, preparationSuggestion } from './preparation-suggestion';

describe('the preparation field of a cart line', () => {
  it('names the article in running French, after a colon with its no-break space', () => {
    expect(preparationLabel('Entrecôte')).toBe('Préparation\u00a0: entrecôte');
    expect(preparationLabel('Épaule d’agneau')).toBe('Préparation\u00a0: épaule d’agneau');
    expect(inSentence('Jambon fumé de Lorraine')).toBe('jambon fumé de Lorraine');
    expect(inSentence('T-bone')).toBe('T-bone');
  });

  it('suggests what fits the article, not slices of minced beef', () => {
    expect(preparationSuggestion('Steak haché pur bœuf')).toBe('haché minute');
    expect(preparationSuggestion('Boulettes de bœuf aux herbes')).toBe('pour 4 personnes');
    expect(preparationSuggestion('Viande hachée pur bœuf')).toBe('en steaks de 125 g');
    expect(preparationSuggestion('Rôti de bœuf dans le faux-filet')).toBe('ficelé et bardé');
    expect(preparationSuggestion('Entrecôte')).toBe('en 2 tranches épaisses');
    expect(preparationSuggestion('Côte de bœuf')).toBe('épaisseur 5 cm');
    expect(preparationSuggestion('Gigot d’agneau')).toBe('désossé et ficelé');
    expect(preparationSuggestion('Bœuf bourguignon')).toBe('en morceaux de 4 cm');
    expect(preparationSuggestion('Poulet fermier entier')).toBe('vidé, découpé en 8');
    expect(preparationSuggestion('Jambon blanc à l’os')).toBe('en tranches fines');
    expect(preparationSuggestion('Merguez')).toBe('en barquettes de 6');
    expect(preparationSuggestion('Quiche lorraine')).toBe('pour 4 personnes');
  });
});

import { describe, expect, it } from 'vitest';
import { historyLabel, statusLabel } from './order-status';

describe('statusLabel', () => {
  it('says the status in French, a delivery on its way and delivered', () => {
    expect(statusLabel('Pending', 'Pickup')).toBe('Reçue');
    expect(statusLabel('Confirmed', 'Delivery')).toBe('Confirmée');
    expect(statusLabel('Ready', 'Pickup')).toBe('Prête');
    expect(statusLabel('Ready', 'Delivery')).toBe('En livraison');
    expect(statusLabel('Completed', 'Pickup')).toBe('Retirée');
    expect(statusLabel('Completed', 'Delivery')).toBe('Livrée');
    expect(statusLabel('Cancelled', 'Delivery')).toBe('Annulée');
  });
});

describe('historyLabel', () => {
  it('starts each step of the history in French: a delivery leaves, then is delivered', () => {
    expect(historyLabel('Pending', 'Pickup')).toBe('Passée');
    expect(historyLabel('Confirmed', 'Pickup')).toBe('Confirmée');
    expect(historyLabel('Ready', 'Pickup')).toBe('Prête');
    expect(historyLabel('Ready', 'Delivery')).toBe('Partie en livraison');
    expect(historyLabel('Completed', 'Pickup')).toBe('Retirée');
    expect(historyLabel('Completed', 'Delivery')).toBe('Livrée');
    expect(historyLabel('Cancelled', 'Pickup')).toBe('Annulée');
  });
});

import { describe, expect, it } from 'vitest';
import { statusLabel } from './order-status';

describe('statusLabel', () => {
  it('says the status in French, a delivery on its way and delivered', () => {
    expect(statusLabel('Pending', 'Pickup')).toBe('En attente');
    expect(statusLabel('Confirmed', 'Delivery')).toBe('Confirmée');
    expect(statusLabel('Ready', 'Pickup')).toBe('Prête');
    expect(statusLabel('Ready', 'Delivery')).toBe('En livraison');
    expect(statusLabel('Completed', 'Pickup')).toBe('Retirée');
    expect(statusLabel('Completed', 'Delivery')).toBe('Livrée');
    expect(statusLabel('Cancelled', 'Delivery')).toBe('Annulée');
  });
});

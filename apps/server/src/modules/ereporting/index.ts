// The e-reporting module's door (ADR 048): what the order's hand-over and the effect list use of it.

export { ereportingEffectHandlers, planTransmission } from './ereporting-transmission.js';

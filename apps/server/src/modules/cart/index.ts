// The cart module's door: what other modules may use of its tables (ADR 048). Its repository stays its own.

export { findCartLines } from './cart.repository.js';

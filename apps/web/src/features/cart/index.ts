// The cart feature's public face: other features import from here, never from its files (issue 31).
export { cartTotals } from './lib/cart-lines';

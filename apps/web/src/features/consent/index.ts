// The consent feature's public face: other features import from here, never from its files (issue 31).
export { consentStore } from './lib/consent-store';

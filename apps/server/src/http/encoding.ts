import { negotiate } from '@fastify/accept-negotiator';

// Content negotiation shared by the kept answers (cached-answer.ts), the answers compressed at once
// (compress-at-once.ts) and the web app's files (web-app.ts).

export type Encoding = 'br' | 'gzip';
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** Below this, compression saves less than its headers cost (the compression plugin's own threshold). */
export const COMPRESS_FROM = 1024;

/** The encoding to answer in among `offered`, by the client's Accept-Encoding and its q-values; null for none. */
export function chooseEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ENCODINGS) {
  if (!acceptEncoding || offered.length === 0) return null;
  return (negotiate(acceptEncoding, [...offered]) as Encoding | undefined) ?? null;
}

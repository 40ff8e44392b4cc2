import fs from 'node:fs';
import type { Clock } from './time.js';

/**
 * Tests only (CLOCK_OFFSET_FILE): the real clock plus a number of milliseconds read from a file, so that a
 * browser test can move a running server's "now" (a negative number moves it back). The file is read again
 * only when its size or modification time changes (one `stat` per reading of the clock); a missing, empty or
 * unreadable file means no offset.
 */
export function fileOffsetClock(file: string, onInvalid: (text: string) => void = () => {}): Clock {
  let seen = '';
  let offset = 0;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const key = stat ? `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}` : 'missing';
    if (key !== seen) {
      seen = key;
      offset = stat ? readOffset(file, onInvalid) : 0;
    }
    return new Date(Date.now() + offset);
  };
}

function readOffset(file: string, onInvalid: (text: string) => void): number {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch {
    return 0;
  }
  if (text === '') return 0;
  if (!/^[-+]?\d{1,15}$/.test(text)) {
    onInvalid(text.slice(0, 40));
    return 0;
  }
  return Number(text);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOffsetClock } from './clock-offset.js';

const DAY = 86_400_000;
let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the test clock (CLOCK_OFFSET_FILE)', () => {
  it('adds the file’s milliseconds to the real clock, follows each change, and reads nothing as zero', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-'));
    const file = path.join(dir, 'offset');
    const invalid: string[] = [];
    const clock = fileOffsetClock(file, (text) => invalid.push(text));
    const near = (at: Date, offset: number) => Math.abs(at.getTime() - (Date.now() + offset)) < 5_000;

    expect(near(clock(), 0)).toBe(true);
    fs.writeFileSync(file, String(3 * DAY));
    expect(near(clock(), 3 * DAY)).toBe(true);
    fs.writeFileSync(file, `${-2 * DAY}\n`);
    expect(near(clock(), -2 * DAY)).toBe(true);
    fs.writeFileSync(file, 'demain');
    expect(near(clock(), 0)).toBe(true);
    expect(invalid).toEqual(['demain']);
    fs.rmSync(file);
    expect(near(clock(), 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { npmStartSettings, systemdSettings } from '../deploy/production-settings.mjs';

describe('production settings', () => {
  it('are the same in npm start and in the systemd unit', () => {
    const start = npmStartSettings();
    const unit = systemdSettings();
    expect(start.nodeFlags).toContain('--max-old-space-size=128');
    expect(start.env).toHaveProperty('MALLOC_ARENA_MAX', '2');
    expect(unit.nodeFlags).toEqual(start.nodeFlags);
    expect(unit.env).toMatchObject(start.env);
  });
});

// A vitest reporter (scripts/test.mjs adds it to each suite): writes, for each test file, the whole time it
// cost its worker: start of the worker, import of the file and its modules, setup files and the run with
// its hooks. Vitest's JSON report only spans from the first test's start to the last one's end, which leaves
// out a file's imports and its beforeAll (where the spawned servers start).
import fs from 'node:fs';

export default class FileDurationsReporter {
  rows = [];

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    this.rows.push({
      name: testModule.moduleId,
      prepare: d.prepareDuration,
      environment: d.environmentSetupDuration,
      collect: d.collectDuration,
      setup: d.setupDuration,
      run: d.duration,
      total: d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration,
    });
  }

  onTestRunEnd() {
    const out = process.env.FILE_DURATIONS_OUTPUT;
    if (out) fs.writeFileSync(out, JSON.stringify({ fileDurations: this.rows }, null, 2));
  }
}

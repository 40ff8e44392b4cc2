import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { verifyJournal } from '../modules/till-journal/index.js';

// `npm run journal:verify`: recomputes every seal of the counter journal in DATABASE_URL's database (ADR 068),
// says « Journal intact… » or names the first entry or closure altered or missing, and then exits with 1.

const baseDir = process.env.INIT_CWD ?? process.cwd();

try {
  const config = loadConfig();
  const { db } = openDatabase(config.DATABASE_URL, { baseDir });
  try {
    const verdict = await verifyJournal(db, config.TILL_JOURNAL_KEY);
    (verdict.ok ? console.log : console.error)(verdict.message);
    process.exitCode = verdict.ok ? 0 : 1;
  } finally {
    await db.destroy();
  }
} catch (error) {
  const known = error instanceof ConfigError;
  console.error(known ? (error as Error).message : `La vérification a échoué\u00a0: ${(error as Error).message}`);
  process.exit(1);
}

import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const config = loadConfig();
const { db } = openDatabase(config.DATABASE_URL, { baseDir: process.env.INIT_CWD ?? process.cwd() });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Migrations appliquées\u00a0: ${applied.join(', ')}` : 'Base de données déjà à jour.');
} finally {
  await db.destroy();
}

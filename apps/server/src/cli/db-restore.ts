import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, backupTarget, restoreDatabase } from '../db/backup.js';

// `npm run db:restore -- FICHIER`: puts a backup made by db:backup in place of DATABASE_URL's database.
// Stop the server processes first; they migrate the restored database when they start again.

const baseDir = process.env.INIT_CWD ?? process.cwd();

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    throw new BackupError('Usage\u00a0: npm run db:restore -- data/backups/shop-….sqlite (ou .dump)');
  }
  const config = loadConfig();
  const backup = path.resolve(baseDir, file);
  await restoreDatabase(backupTarget(config.DATABASE_URL, baseDir), backup);
  console.log(`Base restaurée depuis ${backup}.`);
} catch (error) {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : `La restauration a échoué\u00a0: ${(error as Error).message}`);
  process.exit(1);
}

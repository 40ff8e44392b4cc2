import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, backupDatabase, backupFileName, backupTarget } from '../db/backup.js';

// `npm run db:backup [-- --out FICHIER]`: a consistent copy of DATABASE_URL's database while the shop runs.

const baseDir = process.env.INIT_CWD ?? process.cwd();

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const target = backupTarget(config.DATABASE_URL, baseDir);
  const destination = path.resolve(baseDir, values.out ?? path.join('data/backups', backupFileName(target)));
  await backupDatabase(target, destination);
  console.log(`Sauvegarde écrite\u00a0: ${destination}`);
} catch (error) {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : `La sauvegarde a échoué\u00a0: ${(error as Error).message}`);
  process.exit(1);
}

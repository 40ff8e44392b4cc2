import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { withStartupLock } from '../db/startup-lock.js';
import {
  createOrPromoteStaff,
  passwordProblem,
  StaffAccountError,
  type StaffRole,
} from '../modules/admin/staff-accounts.service.js';

// `npm run user:create -- --email … --role staff|admin [--shop DEPARTMENT …]`: the first admin of a real
// installation has no other way in. Creates the account (asking for its password) or promotes an existing one.

const USAGE = `Usage\u00a0: npm run user:create -- --email adresse@exemple.fr --role staff|admin [--shop CODE …] [--first-name Prénom] [--last-name Nom]

Crée un compte du personnel (staff) ou un administrateur (admin) sur la base DATABASE_URL, ou promeut un compte
existant (son mot de passe est conservé). --shop (répétable) fixe les boutiques d’un membre du personnel.
Le mot de passe est demandé à la création (saisie masquée, deux fois)\u00a0; hors terminal, il est lu sur
l’entrée standard (première ligne, et la confirmation en seconde ligne si elle est donnée).`;

const MAX_TRIES = 3;

/** node's parseArgs errors, in French. */
function argumentError(error: Error & { code?: string }) {
  const option = /'(-[^']*)'/.exec(error.message)?.[1] ?? '';
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new StaffAccountError(`Option inconnue\u00a0: ${option}.`);
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return new StaffAccountError(`L’option ${option.split(',')[0]} attend une valeur.`);
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return new StaffAccountError('Argument inattendu\u00a0: chaque valeur suit son option (--email …).');
  }
  return error;
}

function readArguments(argv: string[]) {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    throw argumentError(error as Error);
  }
  if (values.help) return null;
  if (!values.email) throw new StaffAccountError('Indiquez l’adresse e-mail du compte (--email).');
  if (values.role !== 'staff' && values.role !== 'admin') {
    throw new StaffAccountError('Indiquez le rôle du compte\u00a0: --role staff ou --role admin.');
  }
  return {
    email: values.email,
    role: values.role as StaffRole,
    departments: (values.shop ?? []).flatMap((s) => s.split(',')).filter((s) => s.trim() !== ''),
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
}

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      shop: { type: 'string', multiple: true },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });

/** One line typed on the terminal without echoing it. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = (error: Error | null) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(null);
        if (char === '\u0003' || char === '\u0004') return done(new StaffAccountError('Saisie interrompue.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function readAllStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

/** The new account's password: typed twice on a terminal, or read from standard input. */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const [password = '', confirmation] = (await readAllStdin()).split(/\r?\n/);
    if (confirmation && confirmation !== password) {
      throw new StaffAccountError('Les deux mots de passe lus sur l’entrée standard ne sont pas identiques.');
    }
    const problem = passwordProblem(password);
    if (problem) throw new StaffAccountError(problem);
    return password;
  }
  for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
    const password = await readHidden('Mot de passe du nouveau compte\u00a0: ');
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      continue;
    }
    if ((await readHidden('Confirmez le mot de passe\u00a0: ')) === password) return password;
    console.error('Les deux saisies ne sont pas identiques.');
  }
  throw new StaffAccountError('Aucun mot de passe valable saisi\u00a0: le compte n’est pas créé.');
}

async function main(): Promise<number> {
  let input: ReturnType<typeof readArguments>;
  try {
    input = readArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (!input) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const { db, file } = openDatabase(config.DATABASE_URL, { baseDir: process.env.INIT_CWD ?? process.cwd() });
  try {
    await withStartupLock(file, () => migrateToLatest(db));
    const result = await createOrPromoteStaff(db, input, askPassword, new Date());
    const role = input.role === 'admin' ? 'administrateur (toutes les boutiques)' : 'personnel';
    const shops = result.shops.length ? `, boutiques\u00a0: ${result.shops.join(', ')}` : '';
    console.log(
      result.created
        ? `Compte créé\u00a0: ${result.email}, ${role}${shops}.`
        : `Compte existant promu\u00a0: ${result.email}, ${role}${shops} (mot de passe inchangé).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof StaffAccountError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

import { describeDatabase, loadConfig } from './config';
import { createDatabase } from './infra/db/database';
import { migrate, seed } from './prepare-database';

// `pnpm db:migrate` and `pnpm db:seed`: what every start does, by hand, against DATABASE_URL.
const usage = 'usage: tsx src/cli.ts migrate|seed';
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error(usage);
  process.exit(2);
}

const log = { info: (data: object, message: string) => console.log(`${message} ${JSON.stringify(data)}`) };
const config = loadConfig();
const database = createDatabase(config.database);
console.log(`${command}: ${describeDatabase(config.database)}`);
try {
  await migrate(database, log);
  if (command === 'seed') await seed(database, log);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}

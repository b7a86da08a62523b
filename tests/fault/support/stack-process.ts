/**
 * The fault suite's API process (docs/faults.md): the whole local stack (Auth, REST, Storage, Realtime,
 * functions) over the suite's own PostgreSQL, run as a child process so a test can `kill -9` it and
 * start it again on the same data directory (storage files, tus uploads, signing key). Prints
 * `fault-stack ready` once it answers. Settings come from FAULT_* variables (support/fault-stack.ts).
 */
import { startStack } from '../../../stack/index.ts';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the fault suite starts this process (tests/fault/support)`);
  return value;
};

// Each fault file runs in its own worker, and the file that started this process may end before it
// does: a write to that worker's closed pipes (EPIPE) must not end the API for the next file.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

await startStack({
  databaseUrl: required('FAULT_DATABASE_URL'),
  dataDir: required('FAULT_DATA_DIR'),
  apiPort: Number(required('FAULT_API_PORT')),
  mailPort: Number(required('FAULT_MAIL_PORT')),
  quiet: false, // everything goes to api.log in the data directory (support/fault-stack.ts)
});
console.log('fault-stack ready');

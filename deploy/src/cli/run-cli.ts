/**
 * Shared CLI plumbing: argument parsing that turns mistakes into one-line errors, and a runner that prints
 * operator errors (UserError, bad flags) as `error: …` with exit code 1 and real bugs with their stack.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UserError } from '../errors.js';

export function parseCliArgs<T extends NonNullable<ParseArgsConfig['options']>>(options: T, args = process.argv.slice(2)) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UserError((error as Error).message.split('\n')[0] ?? 'bad arguments');
  }
}

export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof UserError) console.error(`error: ${error.message}`);
    // The API's refusal to run production with a weak secret: its one line says which variable to set.
    else if (error instanceof Error && error.name === 'ProductionConfigError') console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  });
}

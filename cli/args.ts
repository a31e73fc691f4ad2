// Splits argv into positionals and --options (pure): `--name value`, `--name=value`, boolean flags, `--` ends options.
export interface ParsedArgs {
  positionals: string[];
  options: Record<string, string | boolean>;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Options that never take a value. */
export const BOOLEAN_FLAGS = new Set(['json', 'quiet', 'help', 'version', 'yes', 'csv', 'qr', 'h']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const options: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (token === '-h') {
      options.help = true;
      continue;
    }
    if (!token.startsWith('--') || token === '--') {
      positionals.push(token);
      continue;
    }
    const body = token.slice(2);
    const eq = body.indexOf('=');
    const name = eq === -1 ? body : body.slice(0, eq);
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new UsageError(`Unknown option ${token}.`);
    if (BOOLEAN_FLAGS.has(name)) {
      if (eq !== -1) throw new UsageError(`--${name} takes no value.`);
      options[name] = true;
      continue;
    }
    if (eq !== -1) {
      options[name] = body.slice(eq + 1);
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || (value.startsWith('--') && value.length > 2)) {
      throw new UsageError(`--${name} needs a value.`);
    }
    options[name] = value;
    i++;
  }
  return { positionals, options };
}

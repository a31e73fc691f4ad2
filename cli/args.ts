// Splits argv into positionals and --options (pure, on node:util parseArgs): `--name value`, `--name=value`,
// boolean flags, `-h` for --help, `--` ends options; any other `-x` is a positional (e.g. a negative number).
import { parseArgs as parseTokens } from 'node:util';

export interface ParsedArgs {
  positionals: string[];
  options: Record<string, string | boolean>;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Options that never take a value. */
export const BOOLEAN_FLAGS = new Set(['json', 'quiet', 'help', 'version', 'yes', 'csv', 'qr', 'h']);

const OPTION_NAME = /^[a-z][a-z0-9-]*$/;

type OptionConfig = Record<string, { type: 'boolean' | 'string'; short?: string }>;

/** Every well-formed `--name` in argv declared for parseArgs: flags as booleans, the rest as taking a value. */
function declaredOptions(argv: readonly string[]): OptionConfig {
  const config: OptionConfig = { help: { type: 'boolean', short: 'h' } };
  for (const arg of argv) {
    if (!arg.startsWith('--')) continue;
    const name = arg.slice(2).split('=', 1)[0]!;
    if (OPTION_NAME.test(name) && !Object.hasOwn(config, name))
      config[name] = { type: BOOLEAN_FLAGS.has(name) ? 'boolean' : 'string' };
  }
  return config;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const { tokens } = parseTokens({
    args: [...argv],
    options: declaredOptions(argv),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals: string[] = [];
  const options: Record<string, string | boolean> = {};
  let lastShortIndex = -1;
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const raw = argv[token.index]!;
    if (!token.rawName.startsWith('--')) {
      // parseArgs splits "-ab" into -a and -b (same index): only a lone -h means something, the rest stays whole.
      if (token.index === lastShortIndex) continue;
      lastShortIndex = token.index;
      if (raw === '-h') options.help = true;
      else positionals.push(raw);
      continue;
    }
    const { name, value, inlineValue } = token;
    if (!OPTION_NAME.test(name)) throw new UsageError(`Unknown option ${raw}.`);
    if (BOOLEAN_FLAGS.has(name)) {
      if (inlineValue) throw new UsageError(`--${name} takes no value.`);
      options[name] = true;
      continue;
    }
    // A separate value may be "-5" or "--", but not another --option.
    if (value === undefined || (!inlineValue && value.startsWith('--') && value.length > 2))
      throw new UsageError(`--${name} needs a value.`);
    options[name] = value;
  }
  return { positionals, options };
}

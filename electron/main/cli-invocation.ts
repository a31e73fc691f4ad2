// Whether the app's executable was started as the command line (pure): `<app> --cli <command> [options]`.
// `--cli` must come first after the executable (and, in development, after the app path Electron is given), so a
// person's own arguments can never turn a normal launch into a CLI run or the other way round. Chromium's
// `--no-sandbox` (needed to start Electron as root) may precede it.

/** The flag that makes the app's executable answer as `xyz-wallet` (no window). */
export const CLI_FLAG = '--cli';
const LEADING_RUNTIME_SWITCHES = new Set(['--no-sandbox']);

/** The CLI's arguments when argv asks for it, else null (start the app). */
export function cliArgsOf(argv: readonly string[], isPackaged: boolean): string[] | null {
  let args = argv.slice(1);
  while (args.length && LEADING_RUNTIME_SWITCHES.has(args[0]!)) args = args.slice(1);
  // Packaged: [executable, ...args]. Development (`electron <app path> ...`): [electron, app path, ...args].
  if (!isPackaged) args = args.slice(1);
  return args[0] === CLI_FLAG ? args.slice(1) : null;
}

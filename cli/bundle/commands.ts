// What the bundled CLI runs for anything but `--version`: the whole command line, bundled as CommonJS and loaded with
// its V8 code cache by cli/bundle/main.ts (see code-cache.ts).
export { runCliProcess } from '../process';

/** Evaluates every module a command may load: the build does it before writing the code cache. */
export const loadEveryModule = () =>
  Promise.all([import('../commands'), import('../help'), import('../context'), import('../io/terminal')]);

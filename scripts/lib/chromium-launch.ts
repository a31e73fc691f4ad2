// Launches Chromium through Playwright with extra features switched off, merged into Playwright's own
// --disable-features list: Chromium keeps only the last --disable-features switch it is given, so a second one
// would silently drop every feature Playwright turns off.
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';
import { existsSync } from 'node:fs';

type LaunchServerOptions = NonNullable<Parameters<typeof chromium.launchServer>[0]>;

/**
 * Full Chromium's browser UI that no test page shows and Electron does not have: every new window (each Playwright
 * page) starts a renderer for the omnibox popup WebUIs (chrome://omnibox-popup.top-chrome/), 250-450 ms of CPU
 * in the first half second of the page's life — beside the page being measured, on two cores.
 */
export const UNSHOWN_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

const DISABLE_FEATURES = '--disable-features=';

/** The feature names of every --disable-features switch in `args`, in order, without repeats. */
export function disabledFeaturesIn(args: readonly string[]): string[] {
  const names = args
    .filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/**
 * Pure: the launch arguments for `defaultArgs` (what Playwright passes itself) plus `args` (ours) with one
 * --disable-features switch carrying every name from both and `featuresOff`. `ignoreDefaultArgs` lists the default
 * switches to drop (the merged one replaces them); `args` has ours without their own --disable-features.
 */
export function mergeDisabledFeatures(
  defaultArgs: readonly string[],
  args: readonly string[],
  featuresOff: readonly string[],
): { ignoreDefaultArgs: string[]; args: string[] } {
  const names = [
    ...new Set([...disabledFeaturesIn(defaultArgs), ...disabledFeaturesIn(args), ...featuresOff]),
  ];
  return {
    ignoreDefaultArgs: defaultArgs.filter((arg) => arg.startsWith(DISABLE_FEATURES)),
    args: [
      ...args.filter((arg) => !arg.startsWith(DISABLE_FEATURES)),
      ...(names.length > 0 ? [DISABLE_FEATURES + names.join(',')] : []),
    ],
  };
}

/**
 * The command line Chromium was started with by Playwright for `options` (Playwright's defaults included), read
 * back from a short-lived browser: Browser.getBrowserCommandLine answers only with --enable-automation.
 */
export async function launchedCommandLine(options: LaunchOptions): Promise<string[]> {
  const browser = await chromium.launch({
    ...options,
    args: [...(options.args ?? []), '--enable-automation'],
  });
  try {
    const session = await browser.newBrowserCDPSession();
    const answer = (await session.send('Browser.getBrowserCommandLine')) as { arguments: string[] };
    return answer.arguments;
  } finally {
    await browser.close();
  }
}

let playwrightDefaults: Promise<string[]> | undefined;

/**
 * `options` with `featuresOff` switched off on top of Playwright's and `options.args`' own disabled features.
 * Playwright's defaults are read once per process from a short-lived browser (~0.3 s). A missing `executablePath`
 * fails first, saying how to install it.
 */
async function withFeaturesOff<Options extends LaunchOptions>(
  options: Options,
  featuresOff: readonly string[],
): Promise<Options> {
  if (options.executablePath !== undefined && !existsSync(options.executablePath))
    throw new Error(`Chromium not found at ${options.executablePath}: apt-get install chromium`);
  // Headless even for a headed launch (no window flashes up): Playwright's feature switches are the same in both.
  playwrightDefaults ??= launchedCommandLine({ executablePath: options.executablePath, headless: true });
  const defaults = await playwrightDefaults;
  const merged = mergeDisabledFeatures(defaults, options.args ?? [], featuresOff);
  return { ...options, ignoreDefaultArgs: merged.ignoreDefaultArgs, args: merged.args };
}

/** Launches Chromium with `options` and `featuresOff` switched off (see withFeaturesOff). */
export async function launchChromiumWithFeaturesOff(
  options: LaunchOptions,
  featuresOff: readonly string[] = UNSHOWN_BROWSER_UI_FEATURES,
): Promise<Browser> {
  return chromium.launch(await withFeaturesOff(options, featuresOff));
}

/**
 * The same Chromium as a browser server: its process (`server.process()`: exit code or signal, stderr) is the
 * caller's to watch, which a launched Browser does not expose. Connect to `server.wsEndpoint()`; close the server.
 */
export async function launchChromiumServerWithFeaturesOff(
  options: LaunchServerOptions,
  featuresOff: readonly string[] = UNSHOWN_BROWSER_UI_FEATURES,
): Promise<BrowserServer> {
  return chromium.launchServer(await withFeaturesOff(options, featuresOff));
}

// The app's executable answers as the CLI only for `<app> --cli ...` (first argument; after the app path in
// development; Chromium's --no-sandbox may precede it), and otherwise starts the app.
import { describe, expect, it } from 'vitest';
import { cliArgsOf } from '../../../electron/main/cli-invocation';

describe('cliArgsOf', () => {
  it('packaged: --cli right after the executable gives the rest as CLI arguments', () => {
    expect(cliArgsOf(['/opt/XYZ Wallet/xyz-wallet', '--cli', 'keys', 'list', '--json'], true)).toEqual([
      'keys',
      'list',
      '--json',
    ]);
    expect(cliArgsOf(['XYZ Wallet.exe', '--cli'], true)).toEqual([]);
  });

  it('development: --cli after the app path Electron is given', () => {
    expect(cliArgsOf(['/x/electron', '/repo', '--cli', '--version'], false)).toEqual(['--version']);
    expect(cliArgsOf(['/x/electron', '/repo'], false)).toBeNull();
  });

  it("Chromium's --no-sandbox (Electron as root) may come before it", () => {
    expect(cliArgsOf(['xyz-wallet', '--no-sandbox', '--cli', 'balance'], true)).toEqual(['balance']);
    expect(cliArgsOf(['/x/electron', '--no-sandbox', '/repo', '--cli', 'balance'], false)).toEqual([
      'balance',
    ]);
  });

  it('anything else starts the app: no flag, the flag later on, or a look-alike', () => {
    expect(cliArgsOf(['xyz-wallet'], true)).toBeNull();
    expect(cliArgsOf(['xyz-wallet', '--no-sandbox'], true)).toBeNull();
    expect(cliArgsOf(['xyz-wallet', 'keys', '--cli'], true)).toBeNull();
    expect(cliArgsOf(['xyz-wallet', '--cli=keys'], true)).toBeNull();
    expect(cliArgsOf(['xyz-wallet', '--clip'], true)).toBeNull();
    // In development the first argument is the app path, never the flag.
    expect(cliArgsOf(['/x/electron', '--cli', 'keys'], false)).toBeNull();
  });
});

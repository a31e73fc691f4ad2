// Where `npm start` keeps the development wallet and devnet data (persistent across runs, outside the repo).
import path from 'node:path';

export interface DevPaths {
  /** Root of everything `npm start` writes. */
  root: string;
  /** The wallet core's data directory (SQLite cache, settings). */
  walletDir: string;
  /** The devnet's chain data directory. */
  devnetDir: string;
  /** Home of the development keyring used when no desktop keyring is running. */
  keyringHome: string;
  /** Screenshot of the window when running without a display. */
  screenshot: string;
  /** The devnet's log. */
  devnetLog: string;
}

/** XYZ_DEV_DATA_DIR, else $XDG_CONFIG_HOME/xyz-wallet-dev, else ~/.config/xyz-wallet-dev. */
export function devPaths(env: Record<string, string | undefined>, home: string): DevPaths {
  const root =
    env.XYZ_DEV_DATA_DIR || path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), 'xyz-wallet-dev');
  return {
    root,
    walletDir: path.join(root, 'wallet'),
    devnetDir: path.join(root, 'devnet'),
    keyringHome: path.join(root, 'keyring'),
    screenshot: path.join(root, 'window.png'),
    devnetLog: path.join(root, 'devnet.log'),
  };
}

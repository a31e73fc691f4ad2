// electron-updater is configured for consent and verification: no auto-download, no unverified install, no downgrade.
import { describe, expect, it } from 'vitest';
import { configureElectronUpdater, type ConfigurableUpdater } from '../../../electron/main/updater';
import { manifestUrl } from '../../../electron/core/update/providers';

/** Mimics electron-updater's AppUpdater: setting `channel` turns allowDowngrade on (as the real setter does). */
class FakeUpdater {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  allowDowngrade = false;
  allowPrerelease = false;
  feed: unknown = null;
  #channel: string | null = null;
  get channel(): string | null {
    return this.#channel;
  }
  set channel(value: string | null) {
    this.#channel = value;
    this.allowDowngrade = true;
  }
  setFeedURL(options: unknown): void {
    this.feed = options;
  }
}

describe('electron-updater settings', () => {
  it('on stable: no auto-download, no install-on-quit before verification, no downgrade, GitHub feed', () => {
    const updater = new FakeUpdater();
    configureElectronUpdater(updater as unknown as ConfigurableUpdater, {
      provider: { provider: 'github', owner: 'xyz-network', repo: 'xyz-wallet' },
      channel: 'stable',
    });
    expect(updater).toMatchObject({
      autoDownload: false,
      autoInstallOnAppQuit: false,
      allowDowngrade: false,
      allowPrerelease: false,
    });
    expect(updater.channel).toBeNull();
    expect(updater.feed).toEqual({ provider: 'github', owner: 'xyz-network', repo: 'xyz-wallet' });
  });

  it('on beta: prereleases from the beta channel, and still no downgrade', () => {
    const updater = new FakeUpdater();
    configureElectronUpdater(updater as unknown as ConfigurableUpdater, {
      provider: { provider: 'generic', url: 'https://updates.example/wallet' },
      channel: 'beta',
    });
    expect(updater.channel).toBe('beta');
    expect(updater).toMatchObject({ allowPrerelease: true, allowDowngrade: false });
    expect(updater.feed).toEqual({ provider: 'generic', url: 'https://updates.example/wallet' });
  });

  it('finds the signed manifest next to the artifact for both providers', () => {
    expect(
      manifestUrl(
        { provider: 'generic', url: 'https://updates.example/wallet' },
        '1.2.0',
        'XYZ Wallet-1.2.0.AppImage',
      ),
    ).toBe('https://updates.example/wallet/XYZ%20Wallet-1.2.0.AppImage.manifest.json');
    expect(manifestUrl({ provider: 'github', owner: 'o', repo: 'r' }, '1.2.0', 'a.zip')).toBe(
      'https://github.com/o/r/releases/download/v1.2.0/a.zip.manifest.json',
    );
    expect(
      manifestUrl({ provider: 'github', owner: 'o', repo: 'r' }, '1.2.0', 'https://cdn.example/a.zip'),
    ).toBe('https://cdn.example/a.zip.manifest.json');
  });
});

// electron-builder configuration: Linux AppImage + deb, macOS dmg + zip (hardened, notarized), Windows nsis;
// native modules unpacked from asar and rebuilt for Electron; release fuses; signed update artifacts.
// `npm run dist` builds for the current OS; see docs/decisions/0301-packaging-and-fuses.md.

/** @type {import('electron-builder').Configuration} */
const config = {
  appId: 'network.xyz.wallet',
  productName: 'XYZ Wallet',
  copyright: 'Copyright © 2026 XYZ Wallet contributors',
  directories: { output: 'release/${version}', buildResources: 'build' },
  files: ['dist/electron/**/*', 'dist/renderer/**/*', 'package.json', '!**/*.map'],
  extraMetadata: { main: 'dist/electron/main.cjs' },
  asar: true,
  // Native addons cannot be loaded from inside an asar archive. node-hid (via `bindings`) and usb (via
  // `node-gyp-build`) find their addon by walking their package folder, so those are unpacked whole (the Ledger).
  asarUnpack: [
    '**/*.node',
    'node_modules/keytar/**/*',
    'node_modules/better-sqlite3/**/*',
    'node_modules/node-hid/**/*',
    'node_modules/usb/**/*',
  ],
  // Rebuild keytar and better-sqlite3 against Electron's ABI, from source (no prebuilt downloads).
  npmRebuild: true,
  buildDependenciesFromSource: true,
  nodeGypRebuild: false,
  artifactName: '${productName}-${version}-${os}-${arch}.${ext}',
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    loadBrowserProcessSpecificV8Snapshot: false,
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Finance',
    icon: 'build/icons',
    executableName: 'xyz-wallet',
    synopsis: 'Desktop wallet for the XYZ chain',
    maintainer: 'XYZ Wallet contributors <wallet@xyz.network>',
  },
  deb: {
    // libudev1: node-hid's hidraw backend and usb link it (the Ledger over USB).
    depends: ['libsecret-1-0', 'libnss3', 'libgtk-3-0', 'libxss1', 'libasound2', 'libudev1'],
    artifactName: 'xyz-wallet_${version}_${arch}.${ext}',
  },
  mac: {
    target: ['dmg', 'zip'],
    category: 'public.app-category.finance',
    icon: 'build/icon.png',
    hardenedRuntime: true,
    gatekeeperAssess: false,
    entitlements: 'build/entitlements.mac.plist',
    entitlementsInherit: 'build/entitlements.mac.plist',
    // Notarization runs in our afterSign hook (build/notarize.cjs), so it can be skipped without credentials.
    notarize: false,
  },
  dmg: { artifactName: '${productName}-${version}-mac-${arch}.${ext}' },
  win: { target: ['nsis'], icon: 'build/icon.png' },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    deleteAppDataOnUninstall: false,
    artifactName: '${productName}-Setup-${version}-${arch}.${ext}',
  },
  afterSign: 'build/notarize.cjs',
  afterAllArtifactBuild: 'build/sign-artifacts.cjs',
  // Update feeds: GitHub releases, plus a generic mirror. Beta builds (x.y.z-beta.n) publish to the beta channel.
  publish: [
    { provider: 'github', owner: 'xyz-network', repo: 'xyz-wallet', releaseType: 'release' },
    { provider: 'generic', url: 'https://updates.xyz.network/wallet' },
  ],
  generateUpdatesFilesForAllChannels: true,
  detectUpdateChannel: true,
};

module.exports = config;

// Words of the Updates card on the About screen, English and German.
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'update.title': 'Updates',
  'update.loading': 'Reading the update status…',
  'update.unavailable': 'Updates are managed by the desktop app; this window has no updater.',
  'update.notChecked': 'Not checked for updates yet.',
  'update.upToDate': 'XYZ Wallet is up to date.',
  'update.lastChecked': 'Last checked {time}',
  'update.checking': 'Checking for updates…',
  'update.available': 'Version {version} is available.',
  'update.downloading': 'Downloading version {version}…',
  'update.verifying': 'Checking the signature of version {version}…',
  'update.ready': 'Version {version} is downloaded and verified. Restart to install.',
  'update.failed': 'The update failed: {message}',
  'update.deleted': 'The downloaded update failed verification and was deleted. Nothing was installed.',
  'update.downgradeAvailable':
    'The update server offers version {version}, which is OLDER than the version you are running.',
  'update.downgrade': 'Install the older version…',
  'update.downgradeWarning':
    'Installing version {version} replaces your newer version with an older one. Older versions can lack ' +
    'security fixes, and an update server that offers an old version may have been tampered with. Do this only ' +
    'if you deliberately want version {version}.',
  'update.downgradeConfirm': 'Yes, install older version {version}',
  'update.downgradeCancel': 'Cancel',
  'update.releaseNotes': 'Release notes',
  'update.progress': 'Download progress',
  'update.check': 'Check for updates',
  'update.download': 'Download',
  'update.install': 'Restart and install',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'update.title': 'Updates',
  'update.loading': 'Update-Status wird gelesen…',
  'update.unavailable': 'Updates verwaltet die Desktop-App; dieses Fenster hat keinen Updater.',
  'update.notChecked': 'Noch nicht nach Updates gesucht.',
  'update.upToDate': 'XYZ Wallet ist auf dem neuesten Stand.',
  'update.lastChecked': 'Zuletzt geprüft {time}',
  'update.checking': 'Suche nach Updates…',
  'update.available': 'Version {version} ist verfügbar.',
  'update.downloading': 'Version {version} wird heruntergeladen…',
  'update.verifying': 'Die Signatur von Version {version} wird geprüft…',
  'update.ready': 'Version {version} ist heruntergeladen und geprüft. Zum Installieren neu starten.',
  'update.failed': 'Das Update ist fehlgeschlagen: {message}',
  'update.deleted':
    'Das heruntergeladene Update hat die Prüfung nicht bestanden und wurde gelöscht. Es wurde nichts installiert.',
  'update.downgradeAvailable':
    'Der Update-Server bietet Version {version} an, die ÄLTER ist als die laufende Version.',
  'update.downgrade': 'Ältere Version installieren…',
  'update.downgradeWarning':
    'Die Installation von Version {version} ersetzt Ihre neuere Version durch eine ältere. Älteren Versionen können ' +
    'Sicherheitskorrekturen fehlen, und ein Update-Server, der eine alte Version anbietet, könnte manipuliert sein. ' +
    'Tun Sie das nur, wenn Sie bewusst Version {version} wollen.',
  'update.downgradeConfirm': 'Ja, ältere Version {version} installieren',
  'update.downgradeCancel': 'Abbrechen',
  'update.releaseNotes': 'Versionshinweise',
  'update.progress': 'Download-Fortschritt',
  'update.check': 'Nach Updates suchen',
  'update.download': 'Herunterladen',
  'update.install': 'Neu starten und installieren',
};

export const updateWords = registerWords(en, de);

// Words of the start-up notices (a damaged file moved aside and rebuilt, what was recovered, a missing keychain),
// English and German. Loaded with the notices only when core reports one: most starts show none (decision 0763).
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'startup.keychain_missing':
    'No OS keychain is available. Watch-only accounts work; creating, importing or unlocking keys needs a keychain (XYZ Wallet never stores keys in plain text).',
  'startup.cache_rebuilt':
    'The local cache could not be used ({reason}) and was rebuilt; it refills from the network. The old file was kept as {keptAs}.',
  'startup.cache_rebuilt_sends_kept.one':
    'One transaction still in progress was carried over from the old file; the wallet keeps following it.',
  'startup.cache_rebuilt_sends_kept.other':
    '{count} transactions still in progress were carried over from the old file; the wallet keeps following them.',
  'startup.cache_rebuilt_sends_unreadable':
    'Transactions still in progress could not all be read from the old file: check your history before you send again.',
  'startup.settings_unreadable': 'Saved settings were unreadable; defaults are used.',
  'startup.setting_invalid': 'Saved setting "{key}" was invalid; the default is used.',
  'startup.network_profile_invalid': 'Saved network profile "{id}" was invalid ({problem}) and was ignored.',
  'startup.active_network_missing':
    'The selected network could not be loaded; the devnet profile is used instead.',
  'startup.records_replaced':
    'The wallet records file was damaged ({reason}) and was replaced. The damaged file was kept as {keptAs}.',
  'startup.records_missing': 'The wallet records file was missing and was created again.',
  'startup.accounts_recovered': 'Recovered {count} account(s) from the OS keychain.',
  'startup.records_restored':
    'Recovered {contacts} address book entr(y/ies), {networks} network profile(s) and {settings} setting(s) from the encrypted copy.',
  'startup.records_not_restored':
    'The address book, settings and custom networks could not be recovered ({reason}); defaults are in use.',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'startup.keychain_missing':
    'Kein Schlüsselbund des Betriebssystems verfügbar. Beobachtungskonten funktionieren; zum Erstellen, Importieren oder Entsperren von Schlüsseln ist ein Schlüsselbund nötig (XYZ Wallet speichert Schlüssel nie im Klartext).',
  'startup.cache_rebuilt':
    'Der lokale Zwischenspeicher war nicht verwendbar ({reason}) und wurde neu aufgebaut; er füllt sich aus dem Netzwerk wieder. Die alte Datei wurde als {keptAs} aufbewahrt.',
  'startup.cache_rebuilt_sends_kept.one':
    'Eine noch laufende Transaktion wurde aus der alten Datei übernommen; die Wallet verfolgt sie weiter.',
  'startup.cache_rebuilt_sends_kept.other':
    '{count} noch laufende Transaktionen wurden aus der alten Datei übernommen; die Wallet verfolgt sie weiter.',
  'startup.cache_rebuilt_sends_unreadable':
    'Noch laufende Transaktionen konnten nicht alle aus der alten Datei gelesen werden: Prüfen Sie den Verlauf, bevor Sie erneut senden.',
  'startup.settings_unreadable': 'Gespeicherte Einstellungen waren unlesbar; es gelten die Standardwerte.',
  'startup.setting_invalid': 'Die gespeicherte Einstellung „{key}“ war ungültig; es gilt der Standardwert.',
  'startup.network_profile_invalid':
    'Das gespeicherte Netzwerkprofil „{id}“ war ungültig ({problem}) und wurde ignoriert.',
  'startup.active_network_missing':
    'Das gewählte Netzwerk konnte nicht geladen werden; stattdessen wird das Devnet-Profil verwendet.',
  'startup.records_replaced':
    'Die Datei mit den Wallet-Daten war beschädigt ({reason}) und wurde ersetzt. Die beschädigte Datei wurde als {keptAs} aufbewahrt.',
  'startup.records_missing': 'Die Datei mit den Wallet-Daten fehlte und wurde neu angelegt.',
  'startup.accounts_recovered':
    '{count} Konto/Konten aus dem Schlüsselbund des Betriebssystems wiederhergestellt.',
  'startup.records_restored':
    '{contacts} Adressbucheintrag/-einträge, {networks} Netzwerkprofil(e) und {settings} Einstellung(en) aus der verschlüsselten Kopie wiederhergestellt.',
  'startup.records_not_restored':
    'Adressbuch, Einstellungen und eigene Netzwerke konnten nicht wiederhergestellt werden ({reason}); es gelten die Standardwerte.',
};

export const startupWords = registerWords(en, de);

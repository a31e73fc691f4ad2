// Words of the Ledger screens (connect, confirm on device, device screens, udev rules), English and German.
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'ledger.title': 'Connect a Ledger',
  'ledger.intro':
    'Plug in your Ledger, unlock it and open the Cosmos app. The keys stay on the device: the wallet stores only addresses.',
  'ledger.connect': 'Find my Ledger accounts',
  'ledger.connecting': 'Reading from the Ledger…',
  'ledger.balance': 'Balance',
  'ledger.choose': 'Add account {n}',
  'ledger.added': 'Added',
  'ledger.verified': 'Verified on device',
  'ledger.mismatch': 'Does not match!',
  'ledger.showOnDevice': 'Show on device',
  'ledger.checkDevice':
    'Compare the address on your Ledger with the one here, then confirm it on the device.',
  'ledger.previous': 'Previous',
  'ledger.more': 'More addresses',
  'ledger.add': 'Add selected accounts',
  'ledger.accountName': 'Ledger {n}',
  'ledger.connectInSettings': 'Connect a Ledger',
  'ledger.willSign': 'Your Ledger signs this transaction (amino JSON): you will confirm it on the device.',
  'ledger.confirmOnDevice':
    'Confirm on your Ledger: check the details on its screen, then approve or reject.',
  'ledger.screens.title': 'Your Ledger will show:',
  'ledger.screens.hint':
    'Compare each screen with your Ledger before you approve. If anything differs, reject it on the device.',
  'ledger.screens.model': 'Ledger model',
  'ledger.screens.error.not_json': 'The Ledger cannot read this transaction. Do not approve it.',
  'ledger.screens.error.unexpected_chain': 'The Ledger refuses this chain id. Do not approve it.',
  'ledger.screens.error.too_many_items': 'This transaction has more screens than the Ledger can show.',
  'ledger.udev.intro':
    'Linux does not let this user open the Ledger yet. Add Ledger’s udev rules (vendor 2c97), then unplug and plug the Ledger back in.',
  'ledger.udev.install': 'Save the rules to that file, then reload udev:',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'ledger.title': 'Ledger verbinden',
  'ledger.intro':
    'Schließen Sie Ihren Ledger an, entsperren Sie ihn und öffnen Sie die Cosmos-App. Die Schlüssel bleiben auf dem Gerät: Die Wallet speichert nur Adressen.',
  'ledger.connect': 'Meine Ledger-Konten suchen',
  'ledger.connecting': 'Lese vom Ledger…',
  'ledger.balance': 'Guthaben',
  'ledger.choose': 'Konto {n} hinzufügen',
  'ledger.added': 'Hinzugefügt',
  'ledger.verified': 'Auf dem Gerät bestätigt',
  'ledger.mismatch': 'Stimmt nicht überein!',
  'ledger.showOnDevice': 'Auf dem Gerät anzeigen',
  'ledger.checkDevice':
    'Vergleichen Sie die Adresse auf Ihrem Ledger mit der hier angezeigten und bestätigen Sie sie dann auf dem Gerät.',
  'ledger.previous': 'Zurück',
  'ledger.more': 'Weitere Adressen',
  'ledger.add': 'Ausgewählte Konten hinzufügen',
  'ledger.accountName': 'Ledger {n}',
  'ledger.connectInSettings': 'Ledger verbinden',
  'ledger.willSign': 'Ihr Ledger signiert diese Transaktion (Amino-JSON): Sie bestätigen sie auf dem Gerät.',
  'ledger.confirmOnDevice':
    'Bestätigen Sie auf Ihrem Ledger: Prüfen Sie die Angaben auf seinem Bildschirm und genehmigen oder lehnen Sie ab.',
  'ledger.screens.title': 'Ihr Ledger wird anzeigen:',
  'ledger.screens.hint':
    'Vergleichen Sie jeden Bildschirm mit Ihrem Ledger, bevor Sie bestätigen. Weicht etwas ab, lehnen Sie auf dem Gerät ab.',
  'ledger.screens.model': 'Ledger-Modell',
  'ledger.screens.error.not_json': 'Der Ledger kann diese Transaktion nicht lesen. Nicht bestätigen.',
  'ledger.screens.error.unexpected_chain': 'Der Ledger lehnt diese Chain-ID ab. Nicht bestätigen.',
  'ledger.screens.error.too_many_items':
    'Diese Transaktion hat mehr Bildschirme, als der Ledger anzeigen kann.',
  'ledger.udev.intro':
    'Linux erlaubt diesem Benutzer noch keinen Zugriff auf den Ledger. Fügen Sie die udev-Regeln von Ledger hinzu (Hersteller 2c97) und stecken Sie den Ledger dann ab und wieder an.',
  'ledger.udev.install': 'Speichern Sie die Regeln in dieser Datei und laden Sie udev neu:',
};

export const ledgerWords = registerWords(en, de);

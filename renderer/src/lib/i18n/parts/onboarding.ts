// Words of onboarding (create, import, watch-only, password) and of the forms that reuse them, English and German.
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'onboarding.title': 'Welcome to XYZ Wallet',
  'onboarding.subtitle': 'Create a new wallet or bring an existing one.',
  'onboarding.create': 'Create a new wallet',
  'onboarding.createHint': 'A fresh 24-word recovery phrase.',
  'onboarding.importPhrase': 'Import a recovery phrase',
  'onboarding.importPhraseHint': '12 or 24 words.',
  'onboarding.importKey': 'Import a private key',
  'onboarding.importKeyHint': '64 hexadecimal characters.',
  'onboarding.watch': 'Watch an address',
  'onboarding.watchHint': 'View balances without keys.',
  'onboarding.ledger': 'Connect a Ledger',
  'onboarding.ledgerHint': 'Sign with a Ledger (Cosmos app) over USB.',
  'onboarding.password': 'Wallet password',
  'onboarding.passwordRepeat': 'Repeat password',
  'onboarding.passwordShort': 'Use at least 8 characters.',
  'onboarding.passwordMismatch': 'The passwords do not match.',
  'onboarding.name': 'Account name',
  'onboarding.phraseTitle': 'Your recovery phrase',
  'onboarding.phraseWarning':
    'Write these 24 words down, in order, and keep them offline. Anyone with them controls your funds. They are shown only now.',
  'onboarding.phraseSaved': 'I wrote it down',
  'onboarding.confirmTitle': 'Confirm your phrase',
  'onboarding.confirmHint': 'Type the requested words to prove you saved the phrase.',
  'onboarding.word': 'Word #{n}',
  'onboarding.wordWrong': 'That is not word #{n}.',
  'onboarding.phraseInput': 'Recovery phrase',
  'onboarding.phraseCount': '{count} words',
  'onboarding.keyInput': 'Private key (hex)',
  'onboarding.keyInvalid': 'A private key is 64 hexadecimal characters (optionally starting with 0x).',
  'onboarding.address': 'Address',
  'onboarding.finish': 'Create wallet',
  'onboarding.import': 'Import',
  'onboarding.keychainMissing':
    'No OS keychain is available, so secrets cannot be stored safely. Install and unlock a keychain (e.g. gnome-keyring) and restart. Watch-only accounts still work.',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'onboarding.title': 'Willkommen bei XYZ Wallet',
  'onboarding.subtitle': 'Erstellen Sie eine neue Wallet oder übernehmen Sie eine bestehende.',
  'onboarding.create': 'Neue Wallet erstellen',
  'onboarding.createHint': 'Eine neue Wiederherstellungsphrase aus 24 Wörtern.',
  'onboarding.importPhrase': 'Wiederherstellungsphrase importieren',
  'onboarding.importPhraseHint': '12 oder 24 Wörter.',
  'onboarding.importKey': 'Privaten Schlüssel importieren',
  'onboarding.importKeyHint': '64 Hexadezimalzeichen.',
  'onboarding.watch': 'Adresse beobachten',
  'onboarding.watchHint': 'Guthaben ohne Schlüssel ansehen.',
  'onboarding.ledger': 'Ledger verbinden',
  'onboarding.ledgerHint': 'Mit einem Ledger (Cosmos-App) über USB signieren.',
  'onboarding.password': 'Wallet-Passwort',
  'onboarding.passwordRepeat': 'Passwort wiederholen',
  'onboarding.passwordShort': 'Verwenden Sie mindestens 8 Zeichen.',
  'onboarding.passwordMismatch': 'Die Passwörter stimmen nicht überein.',
  'onboarding.name': 'Kontoname',
  'onboarding.phraseTitle': 'Ihre Wiederherstellungsphrase',
  'onboarding.phraseWarning':
    'Schreiben Sie diese 24 Wörter der Reihe nach auf und bewahren Sie sie offline auf. Wer sie kennt, verfügt über Ihr Guthaben. Sie werden nur jetzt angezeigt.',
  'onboarding.phraseSaved': 'Ich habe sie aufgeschrieben',
  'onboarding.confirmTitle': 'Phrase bestätigen',
  'onboarding.confirmHint':
    'Geben Sie die verlangten Wörter ein, um zu zeigen, dass Sie die Phrase gesichert haben.',
  'onboarding.word': 'Wort Nr. {n}',
  'onboarding.wordWrong': 'Das ist nicht Wort Nr. {n}.',
  'onboarding.phraseInput': 'Wiederherstellungsphrase',
  'onboarding.phraseCount': '{count} Wörter',
  'onboarding.keyInput': 'Privater Schlüssel (hex)',
  'onboarding.keyInvalid':
    'Ein privater Schlüssel besteht aus 64 Hexadezimalzeichen (optional mit 0x am Anfang).',
  'onboarding.address': 'Adresse',
  'onboarding.finish': 'Wallet erstellen',
  'onboarding.import': 'Importieren',
  'onboarding.keychainMissing':
    'Kein Schlüsselbund des Betriebssystems verfügbar, daher können Geheimnisse nicht sicher gespeichert werden. Installieren und entsperren Sie einen Schlüsselbund (z. B. gnome-keyring) und starten Sie neu. Beobachtungskonten funktionieren weiterhin.',
};

export const onboardingWords = registerWords(en, de);

// Words of the approval window (the trusted surface that approves sends, signing and risky changes), English and German.
// Imported, it registers them into t()'s table.
import { registerWords } from '../index';

const en = {
  'approval.pageTitle': 'Approve',
  'approval.more': '{count} more waiting after this one',
  'approval.none': 'Nothing is waiting for your approval.',
  'approval.noneHint':
    'Before this wallet moves money, signs a transaction, erases keys, turns auto-lock off or installs an older version, it asks you here. The main window cannot answer for you.',
  'approval.kind.transaction': 'Send this transaction?',
  'approval.kind.offline_sign': 'Sign this transaction?',
  'approval.kind.multisig_sign': 'Co-sign this shared-account transaction?',
  'approval.kind.sign_message': 'Sign this message?',
  'approval.kind.keys_reset': 'Erase every key in this wallet?',
  'approval.kind.auto_lock_off': 'Turn auto-lock off?',
  'approval.kind.password_every_send_off': 'Stop asking for the password on every send?',
  'approval.kind.update_downgrade': 'Install an older version?',
  'approval.keysReset':
    '{count} accounts with keys will be removed. Without their recovery phrases they cannot be restored.',
  'approval.autoLockOff':
    'The wallet will stay unlocked until you lock it yourself: anyone at this computer could move your money.',
  'approval.passwordOff': 'Transactions will be approved here without your password.',
  'approval.downgrade':
    'Version {version} is older than the version you run ({current}). Older versions may lack security fixes.',
  'approval.offlineNote': 'Signed on this machine; nothing is sent until the signed file is broadcast.',
  'approval.account': 'Account',
  'approval.sharedAccount': 'Shared account',
  'approval.threshold': '{k} of {n} signatures',
  'approval.multisigNote':
    'Your signature is one of those it needs; nothing is sent until enough members sign.',
  'approval.summary': 'What it does',
  'approval.recipient': 'Recipient',
  'approval.changes': 'Balance changes',
  'approval.fee': 'Fee',
  'approval.total': 'Total',
  'approval.memo': 'Memo',
  'approval.network': 'Network',
  'approval.sequence': 'Account number / sequence',
  'approval.messages': 'Messages as signed',
  'approval.password': 'Wallet password',
  'approval.acceptFee': 'I accept this fee',
  'approval.approve': 'Approve',
  'approval.refuse': 'Refuse',
  'approval.askedAt': 'Asked at {time}',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'approval.pageTitle': 'Bestätigen',
  'approval.more': 'Danach warten noch {count}',
  'approval.none': 'Nichts wartet auf Ihre Bestätigung.',
  'approval.noneHint':
    'Bevor diese Wallet Geld bewegt, eine Transaktion signiert, Schlüssel löscht, die automatische Sperre abschaltet oder eine ältere Version installiert, fragt sie Sie hier. Das Hauptfenster kann nicht für Sie antworten.',
  'approval.kind.transaction': 'Diese Transaktion senden?',
  'approval.kind.offline_sign': 'Diese Transaktion signieren?',
  'approval.kind.multisig_sign': 'Diese Transaktion des gemeinsamen Kontos mitsignieren?',
  'approval.kind.sign_message': 'Diese Nachricht signieren?',
  'approval.kind.keys_reset': 'Alle Schlüssel dieser Wallet löschen?',
  'approval.kind.auto_lock_off': 'Automatische Sperre abschalten?',
  'approval.kind.password_every_send_off': 'Nicht mehr bei jedem Senden nach dem Passwort fragen?',
  'approval.kind.update_downgrade': 'Eine ältere Version installieren?',
  'approval.keysReset':
    '{count} Konten mit Schlüsseln werden entfernt. Ohne ihre Wiederherstellungsphrasen lassen sie sich nicht wiederherstellen.',
  'approval.autoLockOff':
    'Die Wallet bleibt entsperrt, bis Sie sie selbst sperren: Jeder an diesem Computer könnte Ihr Geld bewegen.',
  'approval.passwordOff': 'Transaktionen werden hier ohne Ihr Passwort bestätigt.',
  'approval.downgrade':
    'Version {version} ist älter als die laufende Version ({current}). Ältere Versionen haben womöglich Sicherheitslücken.',
  'approval.offlineNote':
    'Auf diesem Rechner signiert; gesendet wird erst, wenn die signierte Datei übertragen wird.',
  'approval.account': 'Konto',
  'approval.sharedAccount': 'Gemeinsames Konto',
  'approval.threshold': '{k} von {n} Signaturen',
  'approval.multisigNote':
    'Ihre Signatur ist eine der nötigen; gesendet wird erst, wenn genug Mitglieder signiert haben.',
  'approval.summary': 'Was sie tut',
  'approval.recipient': 'Empfänger',
  'approval.changes': 'Saldoänderungen',
  'approval.fee': 'Gebühr',
  'approval.total': 'Gesamt',
  'approval.memo': 'Memo',
  'approval.network': 'Netzwerk',
  'approval.sequence': 'Kontonummer / Sequenz',
  'approval.messages': 'Nachrichten wie signiert',
  'approval.password': 'Wallet-Passwort',
  'approval.acceptFee': 'Ich akzeptiere diese Gebühr',
  'approval.approve': 'Bestätigen',
  'approval.refuse': 'Ablehnen',
  'approval.askedAt': 'Angefragt um {time}',
};

export const approvalWords = registerWords(en, de);

// Words of a transaction's review and detail screens, English and German.
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'tx.title': 'Transaction',
  'tx.hash': 'Hash',
  'tx.copyHash': 'Copy hash',
  'tx.status': 'Status',
  'tx.height': 'Height',
  'tx.time': 'Time',
  'tx.fee': 'Fee',
  'tx.gas': 'Gas (used / wanted)',
  'tx.memo': 'Memo',
  'tx.messages': 'Messages',
  'tx.events': 'Events',
  'tx.rawLog': 'Raw log',
  'tx.raw': 'Raw transaction',
  'tx.from': 'from {name}',
  'tx.to': 'to {name}',
  'tx.explorer': 'Explorer',
  'tx.openExplorer': 'View in block explorer',
  'tx.notFound': 'This transaction is not in the cache.',
  'tx.detailOffline':
    "The node could not be reached: showing the cached copy, without gas and the node's events.",
  'tx.detailUnknownToNode':
    'The node does not know this transaction (yet): showing the cached copy, without gas.',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'tx.title': 'Transaktion',
  'tx.hash': 'Hash',
  'tx.copyHash': 'Hash kopieren',
  'tx.status': 'Status',
  'tx.height': 'Höhe',
  'tx.time': 'Zeit',
  'tx.fee': 'Gebühr',
  'tx.gas': 'Gas (verbraucht / angefordert)',
  'tx.memo': 'Memo',
  'tx.messages': 'Nachrichten',
  'tx.events': 'Ereignisse',
  'tx.rawLog': 'Rohprotokoll',
  'tx.raw': 'Rohe Transaktion',
  'tx.from': 'von {name}',
  'tx.to': 'an {name}',
  'tx.explorer': 'Explorer',
  'tx.openExplorer': 'Im Block-Explorer ansehen',
  'tx.notFound': 'Diese Transaktion ist nicht im Zwischenspeicher.',
  'tx.detailOffline':
    'Der Knoten war nicht erreichbar: Es wird die zwischengespeicherte Kopie ohne Gas und ohne die Ereignisse des Knotens angezeigt.',
  'tx.detailUnknownToNode':
    'Der Knoten kennt diese Transaktion (noch) nicht: Es wird die zwischengespeicherte Kopie ohne Gas angezeigt.',
};

export const txWords = registerWords(en, de);

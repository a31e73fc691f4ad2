// Words of the About screen (versions, node, chain), English and German.
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'about.title': 'About',
  'about.app': 'App version',
  'about.api': 'Contract version',
  'about.chain': 'Chain id',
  'about.node': 'Node',
  'about.appVersion': 'Node application',
  'about.sdk': 'Framework',
  'about.consensus': 'Consensus',
  'about.expected': 'Expected chain id',
  'about.height': 'Latest block',
  'about.supply': 'Total supply',
  'about.versions': 'Node versions',
  'about.versionsUnavailable': 'The node did not answer, so its versions are unknown right now.',
  'about.versionsLoading': 'Asking the node…',
  'about.nodeChain': 'Chain id (node)',
  'about.moniker': 'Node name',
  'about.protocol': 'Protocol versions',
  'about.protocolValue': 'p2p {p2p} · block {block} · app {app}',
  'about.go': 'Go version',
  'about.diagnostics': 'Diagnostics',
  'about.diagnosticsHint':
    'Versions and the latest log lines for a bug report. Passwords, recovery phrases and keys are never in them.',
  'about.copyDiagnostics': 'Copy diagnostics',
  'about.diagnosticsCopied': 'Copied',
  'about.diagnosticsFailed': 'Could not copy the diagnostics:',
  'about.diagnosticsTitle': 'XYZ Wallet diagnostics',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'about.title': 'Über',
  'about.app': 'App-Version',
  'about.api': 'Vertragsversion',
  'about.chain': 'Chain-ID',
  'about.node': 'Knoten',
  'about.appVersion': 'Knoten-Anwendung',
  'about.sdk': 'Framework',
  'about.consensus': 'Konsens',
  'about.expected': 'Erwartete Chain-ID',
  'about.height': 'Letzter Block',
  'about.supply': 'Gesamtangebot',
  'about.versions': 'Knotenversionen',
  'about.versionsUnavailable':
    'Der Knoten hat nicht geantwortet, daher sind seine Versionen gerade unbekannt.',
  'about.versionsLoading': 'Frage den Knoten…',
  'about.nodeChain': 'Chain-ID (Knoten)',
  'about.moniker': 'Knotenname',
  'about.protocol': 'Protokollversionen',
  'about.protocolValue': 'p2p {p2p} · Block {block} · App {app}',
  'about.go': 'Go-Version',
  'about.diagnostics': 'Diagnose',
  'about.diagnosticsHint':
    'Versionen und die letzten Protokollzeilen für einen Fehlerbericht. Passwörter, Wiederherstellungsphrasen und Schlüssel sind nie darin enthalten.',
  'about.copyDiagnostics': 'Diagnose kopieren',
  'about.diagnosticsCopied': 'Kopiert',
  'about.diagnosticsFailed': 'Die Diagnose konnte nicht kopiert werden:',
  'about.diagnosticsTitle': 'XYZ-Wallet-Diagnose',
};

export const aboutWords = registerWords(en, de);

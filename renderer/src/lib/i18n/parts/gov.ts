// Words of the Governance screen (proposals, tally, vote), English and German.
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'gov.title': 'Governance',
  'gov.intro':
    'Proposals change the network. Votes are weighted by the XYZ you have delegated; if you do not vote, your validator votes for that stake.',
  'gov.filter': 'Status',
  'gov.filter.all': 'All',
  'gov.status.deposit': 'Deposit period',
  'gov.status.voting': 'Voting',
  'gov.status.passed': 'Passed',
  'gov.status.rejected': 'Rejected',
  'gov.status.failed': 'Failed',
  'gov.status.unknown': 'Unknown',
  'gov.none': 'No proposals with this status.',
  'gov.ends': 'Voting ends {date} ({time} left)',
  'gov.ended': 'Voting ended {date}',
  'gov.notStarted': 'Voting has not started',
  'gov.tally': 'Tally',
  'gov.turnout': 'Turnout {percent} of bonded stake',
  'gov.vetoHint': 'No with veto also burns the deposit if more than a third of votes say so.',
  'gov.yourVote': 'Your vote: {vote}',
  'gov.notVoted': 'You have not voted on this proposal.',
  'gov.vote': 'Vote',
  'gov.reviewVote': 'Review vote',
  'gov.changeVote': 'You can change your vote until voting ends; the last vote counts.',
  'gov.reason.no_delegation':
    'Only accounts with delegated XYZ can vote: votes are weighted by stake. Delegate on the Stake screen first.',
  'gov.reason.not_voting_period': 'This proposal is not in its voting period, so it cannot be voted on.',
  'gov.reason.watch_only': 'This account is watch-only and cannot sign a vote.',
  'gov.power': 'Your voting weight: {amount}',
  'gov.back': 'All proposals',
  'gov.messages': 'Executes',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'gov.title': 'Governance',
  'gov.intro':
    'Vorschläge ändern das Netzwerk. Stimmen werden nach Ihren delegierten XYZ gewichtet; stimmen Sie nicht ab, stimmt Ihr Validator für diesen Stake.',
  'gov.filter': 'Status',
  'gov.filter.all': 'Alle',
  'gov.status.deposit': 'Einzahlungsphase',
  'gov.status.voting': 'Abstimmung',
  'gov.status.passed': 'Angenommen',
  'gov.status.rejected': 'Abgelehnt',
  'gov.status.failed': 'Gescheitert',
  'gov.status.unknown': 'Unbekannt',
  'gov.none': 'Keine Vorschläge mit diesem Status.',
  'gov.ends': 'Abstimmung endet am {date} (noch {time})',
  'gov.ended': 'Abstimmung endete am {date}',
  'gov.notStarted': 'Die Abstimmung hat noch nicht begonnen',
  'gov.tally': 'Auszählung',
  'gov.turnout': 'Beteiligung {percent} des gebondeten Stakes',
  'gov.vetoHint':
    'Nein mit Veto verbrennt zusätzlich die Einzahlung, wenn mehr als ein Drittel der Stimmen es so will.',
  'gov.yourVote': 'Ihre Stimme: {vote}',
  'gov.notVoted': 'Sie haben über diesen Vorschlag nicht abgestimmt.',
  'gov.vote': 'Abstimmen',
  'gov.reviewVote': 'Stimme prüfen',
  'gov.changeVote': 'Sie können Ihre Stimme bis zum Ende der Abstimmung ändern; die letzte Stimme zählt.',
  'gov.reason.no_delegation':
    'Nur Konten mit delegierten XYZ können abstimmen: Stimmen werden nach Stake gewichtet. Delegieren Sie zuerst unter „Staking“.',
  'gov.reason.not_voting_period':
    'Dieser Vorschlag ist nicht in seiner Abstimmungsphase, daher kann nicht abgestimmt werden.',
  'gov.reason.watch_only': 'Dieses Konto ist ein Beobachtungskonto und kann keine Stimme signieren.',
  'gov.power': 'Ihr Stimmgewicht: {amount}',
  'gov.back': 'Alle Vorschläge',
  'gov.messages': 'Führt aus',
};

export const govWords = registerWords(en, de);

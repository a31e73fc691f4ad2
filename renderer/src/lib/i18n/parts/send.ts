// Words of sending (Send form, amounts, fee tiers, balance-change preview) and of forms reusing them, in both
// languages (English and German).
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'send.title': 'Send XYZ',
  'send.to': 'Recipient address',
  'send.addressBook': 'Address book',
  'send.amount': 'Amount (XYZ)',
  'send.max': 'Max',
  'send.memo': 'Memo (optional)',
  'send.memoLong': 'The memo is too long: {bytes} of at most {max} bytes.',
  'send.feeTier': 'Fee',
  'send.tier.low': 'Low',
  'send.tier.average': 'Average',
  'send.tier.high': 'High',
  'send.review': 'Review',
  'send.reviewTitle': 'Review and confirm',
  'send.reviewProposalTitle': 'Review the proposal',
  'send.granterAllowed': 'Allowed',
  'send.granterNoLimit': 'Limited by {who}’s balance; the network checks it.',
  'send.granterUnknown': 'The network checks {who}’s permission and balance.',
  'send.feeAlertTypical':
    'This fee ({fee}) is far above a typical fee on this network ({typical}). A node can inflate it: check before you pay it.',
  'send.feeAlertAmount':
    'This fee ({fee}) is a large part of what you are sending. A typical fee here is {typical}: check before you pay it.',
  'send.feeAlertAccept': 'I accept paying {fee} in fees',
  'send.awaitingApproval': 'Approve or refuse it in the approval window. Nothing is signed until you do.',
  'send.fee': 'Network fee',
  'send.gas': 'Gas limit',
  'send.total': 'Total',
  'send.usdValue': 'In USD',
  'send.usdValueText': '≈ {amount} + {fee} fee',
  'send.usdBelowCent': '< $0.01',
  'send.confirm': 'Confirm and send',
  'send.sent': 'Submitted. Tracking {hash}…',
  'send.included': 'Included in block {height}.',
  'send.aboveBalance': 'This is more than your spendable balance ({balance}).',
  'send.recipient': 'Recipient',
  'send.reviewMemo': 'Memo',
  'send.another': 'Send another',
  'send.nodeDown': 'Sending needs the node: Review works again once it answers.',
  'preview.title': 'What this does to your balances',
  'preview.sendWithFee': 'You send {amount} + {fee} fee',
  'preview.send': 'You send {amount}',
  'preview.receive': 'You receive ≈{amount}',
  'preview.fee': 'You pay {fee} fee',
  'preview.none': 'The simulation shows no change to your balances.',
  'preview.outflow_differs':
    'The simulation does not match the form: your balance would change by {simulated}, the form asked for {expected}.',
  'preview.below_minimum':
    'The simulation returns less than your slippage allows: {simulated}, your minimum is {expected}.',
  'amount.empty': 'Enter an amount.',
  'amount.notANumber': 'Amount must be a number like {example}.',
  'amount.negative': 'Amount cannot be negative.',
  'amount.zero': 'Amount must be greater than zero.',
  'amount.tooManyDecimals': 'At most {decimals} digits after the decimal separator.',
  'amount.tooLarge': 'Amount is too large.',
  'amount.wrongDecimal':
    'In this number format the decimal separator is “{decimal}”. Did you mean {suggestion}?',
  'amount.ambiguous':
    'Ambiguous: did you mean {asDecimal} or {asWhole}? Type the amount without a thousands separator.',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'send.title': 'XYZ senden',
  'send.to': 'Empfängeradresse',
  'send.addressBook': 'Adressbuch',
  'send.amount': 'Betrag (XYZ)',
  'send.max': 'Max.',
  'send.memo': 'Memo (optional)',
  'send.memoLong': 'Das Memo ist zu lang: {bytes} von höchstens {max} Bytes.',
  'send.feeTier': 'Gebühr',
  'send.tier.low': 'Niedrig',
  'send.tier.average': 'Mittel',
  'send.tier.high': 'Hoch',
  'send.review': 'Prüfen',
  'send.reviewTitle': 'Prüfen und bestätigen',
  'send.reviewProposalTitle': 'Vorschlag prüfen',
  'send.granterAllowed': 'Erlaubt',
  'send.granterNoLimit': 'Begrenzt durch das Guthaben von {who}; das Netzwerk prüft es.',
  'send.granterUnknown': 'Das Netzwerk prüft Berechtigung und Guthaben von {who}.',
  'send.feeAlertTypical':
    'Diese Gebühr ({fee}) liegt weit über einer üblichen Gebühr in diesem Netz ({typical}). Ein Knoten kann sie aufblähen: prüfen Sie sie, bevor Sie zahlen.',
  'send.feeAlertAmount':
    'Diese Gebühr ({fee}) ist ein großer Teil dessen, was Sie senden. Üblich sind hier {typical}: prüfen Sie sie, bevor Sie zahlen.',
  'send.feeAlertAccept': 'Ich akzeptiere {fee} Gebühren',
  'send.awaitingApproval':
    'Bestätigen oder lehnen Sie es im Bestätigungsfenster ab. Bis dahin wird nichts signiert.',
  'send.fee': 'Netzwerkgebühr',
  'send.gas': 'Gaslimit',
  'send.total': 'Gesamt',
  'send.usdValue': 'In USD',
  'send.usdValueText': '≈ {amount} + {fee} Gebühr',
  'send.usdBelowCent': '< 0,01 $',
  'send.confirm': 'Bestätigen und senden',
  'send.sent': 'Übermittelt. Verfolge {hash}…',
  'send.included': 'In Block {height} aufgenommen.',
  'send.aboveBalance': 'Das ist mehr als Ihr verfügbares Guthaben ({balance}).',
  'send.recipient': 'Empfänger',
  'send.reviewMemo': 'Memo',
  'send.another': 'Weitere senden',
  'send.nodeDown': 'Zum Senden wird der Knoten benötigt: „Prüfen“ funktioniert wieder, sobald er antwortet.',
  'preview.title': 'Was dies mit Ihren Guthaben macht',
  'preview.sendWithFee': 'Sie senden {amount} + {fee} Gebühr',
  'preview.send': 'Sie senden {amount}',
  'preview.receive': 'Sie erhalten ≈{amount}',
  'preview.fee': 'Sie zahlen {fee} Gebühr',
  'preview.none': 'Die Simulation zeigt keine Änderung Ihrer Guthaben.',
  'preview.outflow_differs':
    'Die Simulation passt nicht zum Formular: Ihr Guthaben würde sich um {simulated} ändern, das Formular verlangt {expected}.',
  'preview.below_minimum':
    'Die Simulation ergibt weniger, als Ihre Slippage zulässt: {simulated}, Ihr Minimum ist {expected}.',
  'amount.empty': 'Geben Sie einen Betrag ein.',
  'amount.notANumber': 'Der Betrag muss eine Zahl sein, etwa {example}.',
  'amount.negative': 'Der Betrag darf nicht negativ sein.',
  'amount.zero': 'Der Betrag muss größer als null sein.',
  'amount.tooManyDecimals': 'Höchstens {decimals} Nachkommastellen.',
  'amount.tooLarge': 'Der Betrag ist zu groß.',
  'amount.wrongDecimal':
    'In diesem Zahlenformat ist das Dezimaltrennzeichen „{decimal}“. Meinten Sie {suggestion}?',
  'amount.ambiguous':
    'Mehrdeutig: Meinten Sie {asDecimal} oder {asWhole}? Geben Sie den Betrag ohne Tausendertrennzeichen ein.',
};

export const sendWords = registerWords(en, de);

// Words of the Stake screen (positions, delegate, undelegate, redelegate, claim, APR), English and German.
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'stake.title': 'Stake',
  'stake.validators': 'Validators',
  'stake.validator': 'Validator',
  'stake.chooseColumn': 'Choose',
  'stake.delegations': 'Your delegations',
  'stake.noDelegations': 'You have not delegated yet.',
  'stake.delegate': 'Delegate',
  'stake.commission': 'Commission',
  'stake.power': 'Voting power',
  'stake.jailed': 'Jailed',
  'stake.choose': 'Choose a validator from the list.',
  'stake.amount': 'Amount to delegate (XYZ)',
  'stake.inactive': 'Inactive',
  'stake.inactiveWarn':
    '{name} is not in the active set: stake delegated to it earns no rewards until it is bonded again.',
  'stake.jailedWarn':
    '{name} is jailed (it was punished for downtime or double signing): stake with it earns no rewards and may be slashed again.',
  'stake.apr': 'Estimated APR',
  'stake.aprShort': 'estimate · before commission · fees not included',
  'stake.aprNote':
    'An estimate from inflation, the community tax and the bonded share, before commission; fees are not included and rates change.',
  'stake.aprFeesWindow': 'estimate · fees of the last {days} days · before commission',
  'stake.aprFeesChainStart': 'estimate · fees since the chain started ({date}) · before commission',
  'stake.aprFeesPartial':
    'estimate · fees of the newest {count} transactions, since {date} · before commission',
  'stake.aprFeesNote':
    "An estimate from the past: the fees paid by {count} transactions from {from} to {to} ({fees}), less the community tax, shared by all bonded stake and scaled to a year, plus the rate from inflation where the network has one. Before each validator's commission; future fees will differ.",
  'stake.aprNone':
    'This network publishes neither its inflation nor its recent fees, so no reward rate can be estimated.',
  'stake.totalDelegated': 'Delegated',
  'stake.totalRewards': 'Rewards',
  'stake.claimAll': 'Claim all',
  'stake.claimHint': 'One transaction with one claim per validator that holds rewards.',
  'stake.nothingToClaim': 'No rewards to claim yet.',
  'stake.rewards': 'Rewards',
  'stake.undelegate': 'Undelegate',
  'stake.redelegate': 'Redelegate',
  'stake.amountUndelegate': 'Amount to undelegate (XYZ)',
  'stake.amountRedelegate': 'Amount to move (XYZ)',
  'stake.delegatedThere': 'Delegated here: {amount}',
  'stake.aboveDelegated': 'This is more than you delegated to this validator ({amount}).',
  'stake.undelegateFrom': 'Undelegate from {name}',
  'stake.redelegateFrom': 'Move stake from {name}',
  'stake.unbondingTime':
    'Undelegated XYZ stops earning rewards now and comes back to your balance after {days} days, on {date}. Until then it cannot be moved.',
  'stake.to': 'To validator',
  'stake.chooseDestination': 'Choose a validator',
  'stake.redelegateRules': 'Redelegation moves stake at once, without waiting for the unbonding time, but:',
  'stake.rule.transitive':
    'stake that just arrived at a validator by redelegation cannot move on again until that redelegation matures ({days} days);',
  'stake.rule.maxEntries': 'at most {max} redelegations between the same two validators may be in progress;',
  'stake.rule.same': 'you cannot redelegate to the same validator.',
  'stake.rule.refused':
    'If any of these applies the network refuses the transaction and only the fee is spent; the review simulates it first and shows the reason.',
  'stake.incoming': '{amount} arrived here by redelegation; it can move on after {date}.',
  'stake.unbonding': 'Unbonding',
  'stake.noUnbonding': 'Nothing is unbonding.',
  'stake.unbondingEntry': '{amount} from {name}',
  'stake.returnsIn': 'returns in {time}',
  'stake.returnsOn': 'on {date}',
  'stake.redelegations': 'Redelegations in progress',
  'stake.redelegationEntry': '{amount}: {from} → {to}, settles in {time}',
  'stake.positionsError':
    'Rewards, unbonding and redelegations could not be read; delegations are shown without them.',
  'stake.close': 'Close',
  'stake.self': 'Choose a different validator to move the stake to.',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'stake.title': 'Staking',
  'stake.validators': 'Validatoren',
  'stake.validator': 'Validator',
  'stake.chooseColumn': 'Auswahl',
  'stake.delegations': 'Ihre Delegationen',
  'stake.noDelegations': 'Sie haben noch nicht delegiert.',
  'stake.delegate': 'Delegieren',
  'stake.commission': 'Provision',
  'stake.power': 'Stimmgewicht',
  'stake.jailed': 'Gesperrt (jailed)',
  'stake.choose': 'Wählen Sie einen Validator aus der Liste.',
  'stake.amount': 'Zu delegierender Betrag (XYZ)',
  'stake.inactive': 'Inaktiv',
  'stake.inactiveWarn':
    '{name} ist nicht im aktiven Set: Dorthin delegierter Stake erhält keine Belohnungen, bis er wieder gebondet ist.',
  'stake.jailedWarn':
    '{name} ist gesperrt (wegen Ausfallzeit oder Doppelsignatur bestraft): Stake bei ihm erhält keine Belohnungen und kann erneut gekürzt werden.',
  'stake.apr': 'Geschätzter APR',
  'stake.aprShort': 'Schätzung · vor Provision · ohne Gebühren',
  'stake.aprNote':
    'Eine Schätzung aus Inflation, Community-Steuer und gebondetem Anteil, vor Provision; Gebühren sind nicht enthalten und Raten ändern sich.',
  'stake.aprFeesWindow': 'Schätzung · Gebühren der letzten {days} Tage · vor Provision',
  'stake.aprFeesChainStart': 'Schätzung · Gebühren seit dem Start der Chain ({date}) · vor Provision',
  'stake.aprFeesPartial':
    'Schätzung · Gebühren der neuesten {count} Transaktionen seit {date} · vor Provision',
  'stake.aprFeesNote':
    'Eine Schätzung aus der Vergangenheit: die Gebühren von {count} Transaktionen vom {from} bis {to} ({fees}), abzüglich der Community-Steuer, verteilt auf den gesamten gebundenen Stake und auf ein Jahr hochgerechnet, plus der Rate aus Inflation, wo das Netzwerk eine hat. Vor der Provision jedes Validators; künftige Gebühren werden abweichen.',
  'stake.aprNone':
    'Dieses Netzwerk veröffentlicht seine Inflation nicht, daher lässt sich keine Belohnungsrate schätzen.',
  'stake.totalDelegated': 'Delegiert',
  'stake.totalRewards': 'Belohnungen',
  'stake.claimAll': 'Alle abholen',
  'stake.claimHint': 'Eine Transaktion mit je einer Abholung pro Validator, der Belohnungen hält.',
  'stake.nothingToClaim': 'Noch keine Belohnungen zum Abholen.',
  'stake.rewards': 'Belohnungen',
  'stake.undelegate': 'Undelegieren',
  'stake.redelegate': 'Umdelegieren',
  'stake.amountUndelegate': 'Zu undelegierender Betrag (XYZ)',
  'stake.amountRedelegate': 'Zu verschiebender Betrag (XYZ)',
  'stake.delegatedThere': 'Hier delegiert: {amount}',
  'stake.aboveDelegated': 'Das ist mehr, als Sie an diesen Validator delegiert haben ({amount}).',
  'stake.undelegateFrom': 'Von {name} undelegieren',
  'stake.redelegateFrom': 'Stake von {name} verschieben',
  'stake.unbondingTime':
    'Undelegierte XYZ erhalten ab sofort keine Belohnungen mehr und kommen nach {days} Tagen, am {date}, auf Ihr Guthaben zurück. Bis dahin können sie nicht bewegt werden.',
  'stake.to': 'Zum Validator',
  'stake.chooseDestination': 'Validator wählen',
  'stake.redelegateRules': 'Umdelegieren verschiebt Stake sofort, ohne die Unbonding-Zeit abzuwarten, aber:',
  'stake.rule.transitive':
    'Stake, der gerade durch Umdelegieren bei einem Validator angekommen ist, kann erst weiterziehen, wenn diese Umdelegation abgeschlossen ist ({days} Tage);',
  'stake.rule.maxEntries':
    'höchstens {max} Umdelegationen zwischen denselben zwei Validatoren dürfen gleichzeitig laufen;',
  'stake.rule.same': 'Sie können nicht an denselben Validator umdelegieren.',
  'stake.rule.refused':
    'Trifft eines davon zu, lehnt das Netzwerk die Transaktion ab und nur die Gebühr wird fällig; die Prüfung simuliert sie vorher und zeigt den Grund.',
  'stake.incoming': '{amount} kam durch Umdelegieren hierher; kann nach dem {date} weiterziehen.',
  'stake.unbonding': 'Unbonding',
  'stake.noUnbonding': 'Nichts im Unbonding.',
  'stake.unbondingEntry': '{amount} von {name}',
  'stake.returnsIn': 'zurück in {time}',
  'stake.returnsOn': 'am {date}',
  'stake.redelegations': 'Laufende Umdelegationen',
  'stake.redelegationEntry': '{amount}: {from} → {to}, abgeschlossen in {time}',
  'stake.positionsError':
    'Belohnungen, Unbonding und Umdelegationen konnten nicht gelesen werden; Delegationen werden ohne sie angezeigt.',
  'stake.close': 'Schließen',
  'stake.self': 'Wählen Sie einen anderen Validator, zu dem der Stake verschoben werden soll.',
};

export const stakeWords = registerWords(en, de);

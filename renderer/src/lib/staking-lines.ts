// Pure readable lines for staking, distribution and governance messages (either dialect): what each did, to whom,
// and — for reward claims — the amount paid, decoded from the tx's `withdraw_rewards` events.
import { BASE_DENOM } from '../../../shared/chain';
import { VIEWS, type StakingKind } from '../../../shared/tx-kinds/views';
import { t, type MessageKey } from './i18n';
import { formatXyz } from './money';
import { nameOf, type NameBook } from './row-names';

type Message = Record<string, unknown>;

export interface StakingEvent {
  type: string;
  attributes: { key: string; value: string }[];
}

export type { StakingKind };

/** The staking/governance kind of a message from its type URL (either dialect), null for any other message. */
export function stakingKind(message: unknown): StakingKind | null {
  return VIEWS.ofJson(message)?.stakingKind ?? null;
}

/** uxyz of an SDK coin-list string such as "1234uxyz" or "5uatom,1234uxyz" (0 when it holds none). */
export function uxyzOfCoinString(text: string): bigint {
  let sum = 0n;
  for (const part of text.split(',')) {
    const match = /^(\d+)([a-zA-Z][a-zA-Z0-9/:._-]*)$/.exec(part.trim());
    if (match && match[2] === BASE_DENOM) sum += BigInt(match[1]!);
  }
  return sum;
}

/**
 * uxyz paid by reward withdrawals in `events`: the `withdraw_rewards` events of `validator` (every validator when
 * null), optionally only those paid to `delegator`. Null when no such event is present (the amount is unknown).
 */
export function claimedFromEvents(
  events: readonly StakingEvent[],
  validator: string | null,
  delegator: string | null = null,
): bigint | null {
  let found = false;
  let sum = 0n;
  for (const e of events) {
    if (e.type !== 'withdraw_rewards') continue;
    const attr = (key: string) => e.attributes.find((a) => a.key === key)?.value;
    if (validator !== null && attr('validator') !== validator) continue;
    if (delegator !== null && attr('delegator') !== undefined && attr('delegator') !== delegator) continue;
    found = true;
    sum += uxyzOfCoinString(attr('amount') ?? '');
  }
  return found ? sum : null;
}

const OPTION_KEYS: Record<string, MessageKey> = {
  '1': 'gov.option.yes',
  '2': 'gov.option.abstain',
  '3': 'gov.option.no',
  '4': 'gov.option.no_with_veto',
  VOTE_OPTION_YES: 'gov.option.yes',
  VOTE_OPTION_ABSTAIN: 'gov.option.abstain',
  VOTE_OPTION_NO: 'gov.option.no',
  VOTE_OPTION_NO_WITH_VETO: 'gov.option.no_with_veto',
};

/** A vote option (enum number or its proto-JSON name) as a word; the raw value when unknown. */
export function optionWord(option: unknown): string {
  const key = OPTION_KEYS[String(option)];
  return key ? t(key) : String(option);
}

/** A weight "0.700000000000000000" as a percent without trailing zeros ("70%"). */
export function weightPercent(weight: unknown): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(weight));
  if (!match) return String(weight);
  const scaled = BigInt(match[1]!) * 10n ** 18n + BigInt(((match[2] ?? '') + '0'.repeat(18)).slice(0, 18));
  const hundredths = (scaled * 10000n) / 10n ** 18n; // percent with 2 decimals, truncated
  const whole = hundredths / 100n;
  const frac = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''}%`;
}

function coinUxyz(coin: unknown): bigint {
  const c = (coin ?? {}) as { denom?: unknown; amount?: unknown };
  return c.denom === BASE_DENOM && typeof c.amount === 'string' && /^\d+$/.test(c.amount)
    ? BigInt(c.amount)
    : 0n;
}

export interface StakingLine {
  kind: StakingKind;
  /** Short type word ("Undelegate", "Claim rewards", "Vote"). */
  label: string;
  /** One readable sentence of what the message did ("Undelegated 5 XYZ from Validator One"). */
  sentence: string;
  /** Signed display amount ("+1.5 XYZ" for a claim, "5 XYZ" moved stake), "" when none is known. */
  amount: string;
  /** uxyz amount behind `amount` (claimed or moved), null when unknown or none. */
  uxyz: bigint | null;
  /** The other side's name (validator moniker, "Proposal #3"), "" when none. */
  counterparty: string;
  /** The other side's address ("" for a proposal). */
  counterpartyAddress: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The readable line of one staking/governance message, null for any other message. */
export function stakingLine(
  message: unknown,
  events: readonly StakingEvent[],
  names: NameBook,
): StakingLine | null {
  const kind = stakingKind(message);
  if (!kind) return null;
  const m = message as Message;
  const validator = str(m.validator_address);
  const moniker = validator ? nameOf(validator, names) : '';
  switch (kind) {
    case 'delegate':
    case 'undelegate': {
      const uxyz = coinUxyz(m.amount);
      const amount = formatXyz(uxyz);
      return {
        kind,
        label: t(`type.${kind}`),
        sentence: t(`line.${kind}`, { amount, validator: moniker }),
        amount,
        uxyz,
        counterparty: moniker,
        counterpartyAddress: validator,
      };
    }
    case 'redelegate': {
      const uxyz = coinUxyz(m.amount);
      const amount = formatXyz(uxyz);
      const source = str(m.validator_src_address);
      const destination = str(m.validator_dst_address);
      return {
        kind,
        label: t('type.redelegate'),
        sentence: t('line.redelegate', {
          amount,
          from: nameOf(source, names),
          to: nameOf(destination, names),
        }),
        amount,
        uxyz,
        counterparty: nameOf(destination, names),
        counterpartyAddress: destination,
      };
    }
    case 'claim': {
      const uxyz = claimedFromEvents(events, validator, str(m.delegator_address) || null);
      const amount = uxyz === null ? '' : `+${formatXyz(uxyz)}`;
      return {
        kind,
        label: t('type.claim'),
        sentence:
          uxyz === null
            ? t('line.claimUnknown', { validator: moniker })
            : t('line.claim', { amount: formatXyz(uxyz), validator: moniker }),
        amount,
        uxyz,
        counterparty: moniker,
        counterpartyAddress: validator,
      };
    }
    case 'vote':
    case 'voteWeighted': {
      const id = str(m.proposal_id);
      const choice =
        kind === 'vote'
          ? optionWord(m.option)
          : (Array.isArray(m.options) ? (m.options as Message[]) : [])
              .map((o) => `${optionWord(o.option)} ${weightPercent(o.weight)}`)
              .join(', ');
      return {
        kind,
        label: t(kind === 'vote' ? 'type.vote' : 'type.voteWeighted'),
        sentence: t(kind === 'vote' ? 'line.vote' : 'line.voteWeighted', { id, choice }),
        amount: '',
        uxyz: null,
        counterparty: t('line.proposal', { id, choice }),
        counterpartyAddress: '',
      };
    }
  }
}

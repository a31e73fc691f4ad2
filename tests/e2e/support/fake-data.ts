// Canned, deterministic data for the fake core: tokens, history rows, validators, a dashboard answer.
import { createHash } from 'node:crypto';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { encodePng } from '../../../devnet/backend/png';
import type { HistoryEntry, TokenView, ValidatorView } from '../../../shared/api/data';

const NAMES = [
  'Moon Cat',
  'Rocket Dog',
  'Pixel Frog',
  'Solar Bee',
  'Tiny Whale',
  'Neon Owl',
  'Lazy Panda',
  'Quantum Yak',
];

/** A bech32-looking contract address for row `i` (display only; never validated by the fake). */
function fakeContract(i: number): string {
  return `xyz1${(i * 7919).toString(36).padStart(10, 'q')}contract${i.toString(36).padStart(6, '0')}`.slice(
    0,
    63,
  );
}

/** The graduation threshold (uxyz) of every launchpad token of the fake (what tokens/progress reads from the contract). */
export const FAKE_GRADUATION_THRESHOLD = '50000000000';

/**
 * `count` tokens: most on the curve at varied progress, every 7th graduated, every 11th AMM-only. AMM-only rows
 * alternate between a known pair (index 10, 32, ...) and none (21, 43, ...); graduated rows carry no `pair` (the
 * renderer then reads it from tokens/progress, as against a spec backend).
 */
export function fakeTokens(count: number, imageBase: string | null = null): TokenView[] {
  const start = Date.UTC(2026, 10, 21, 8, 0, 0);
  return Array.from({ length: count }, (_, i) => {
    const amm = i % 11 === 10;
    const graduated = !amm && i % 7 === 3;
    const base = NAMES[i % NAMES.length] ?? 'Token';
    const created = new Date(start + i * 60_000).toISOString();
    return {
      address: fakeContract(i + 1),
      name: `${base} ${i + 1}`,
      symbol: `${base
        .split(' ')
        .map((w) => w[0])
        .join('')}${i + 1}`.toUpperCase(),
      image: imageBase ? `${imageBase}/${i + 1}.svg` : null,
      description: i % 3 === 0 ? `${base} is a community token created on the XYZ launchpad.` : null,
      creator: DEVNET_KEYS.seeder.address,
      source: amm ? 'amm' : 'launchpad',
      graduated,
      pair: amm && i % 22 === 10 ? `${fakeContract(i + 1).slice(0, 40)}ammpair` : null,
      xyzReserves: String(((i * 37) % 100) * 500_000_000 + 1_000_000),
      currentPrice: String(28_000 + ((i * 131) % 9000) * 3),
      volume24h: String(((i * 53) % 400) * 1_250_000),
      tradeCount24h: (i * 17) % 60,
      createdAt: amm ? null : created,
      firstSeenAt: created,
    };
  });
}

/** `count` history rows for `address`, newest first: receives, sends, a delegation, a CW20 transfer or a buy, a failure. */
export function fakeHistory(address: string, count: number): HistoryEntry[] {
  const other = DEVNET_KEYS.bob.address;
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 5;
    const height = 5000 - i * 3;
    const base = {
      hash: (0xabc000 + i).toString(16).toUpperCase().padStart(64, 'F'),
      height,
      timestamp: new Date(Date.UTC(2026, 10, 22, 6, 0, 0) - i * 3_600_000).toISOString(),
      memo: i % 4 === 0 ? 'thanks' : '',
      fee: [{ denom: 'uxyz', amount: '5250' }],
    };
    if (kind === 0)
      return {
        ...base,
        code: 0,
        direction: 'in' as const,
        rawLog: '',
        messages: [
          {
            '@type': '/ledger.bank.v1beta1.MsgSend',
            from_address: other,
            to_address: address,
            amount: [{ denom: 'uxyz', amount: String(1_500_000 * (i + 1)) }],
          },
        ],
      };
    if (kind === 1)
      return {
        ...base,
        code: 0,
        direction: 'out' as const,
        rawLog: '',
        messages: [
          {
            '@type': '/ledger.bank.v1beta1.MsgSend',
            from_address: address,
            to_address: other,
            amount: [{ denom: 'uxyz', amount: '2000000' }],
          },
        ],
      };
    if (kind === 2)
      return {
        ...base,
        code: 0,
        direction: 'out' as const,
        rawLog: '',
        messages: [
          {
            '@type': '/ledger.staking.v1beta1.MsgDelegate',
            delegator_address: address,
            validator_address: FAKE_VALIDATORS[i % FAKE_VALIDATORS.length]!.operatorAddress,
            amount: { denom: 'uxyz', amount: '10000000' },
          },
        ],
      };
    if (kind === 3 && Math.floor(i / 5) % 2 === 0)
      return {
        ...base,
        code: 0,
        direction: 'out' as const,
        rawLog: '',
        messages: [
          {
            '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract',
            sender: address,
            contract: fakeContract(2),
            msg: { transfer: { recipient: other, amount: String(12_500_000 * (i + 1)) } },
            funds: [],
          },
        ],
      };
    if (kind === 3)
      return {
        ...base,
        code: 0,
        direction: 'out' as const,
        rawLog: '',
        messages: [
          {
            '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract',
            sender: address,
            contract: fakeContract(2),
            msg: { buy: { token: fakeContract(2), min_tokens_out: '1' } },
            funds: [{ denom: 'uxyz', amount: '3000000' }],
          },
        ],
      };
    return {
      ...base,
      code: 5,
      direction: 'out' as const,
      rawLog: 'spendable balance 1000uxyz is smaller than 99000000uxyz: insufficient funds',
      messages: [
        {
          '@type': '/ledger.bank.v1beta1.MsgSend',
          from_address: address,
          to_address: other,
          amount: [{ denom: 'uxyz', amount: '99000000' }],
        },
      ],
    };
  });
}

export const FAKE_VALIDATORS: ValidatorView[] = [
  {
    operatorAddress: 'xyzvaloper15k4zy82d8e33aw6rt4ygflj63crrmle4abcdef',
    moniker: 'validator-1',
    tokens: '500000000000',
    commissionRate: '0.05',
    jailed: false,
    status: 'BOND_STATUS_BONDED',
  },
  {
    operatorAddress: 'xyzvaloper14sxtkfd6wz2ectk26zd7jrz9w9ghkvmkabcdef',
    moniker: 'validator-2',
    tokens: '300000000000',
    commissionRate: '0.10',
    jailed: false,
    status: 'BOND_STATUS_BONDED',
  },
  {
    operatorAddress: 'xyzvaloper1yrkq9hqqmqwetuw6kvz275wresg6mgdlabcdef',
    moniker: 'validator-3',
    tokens: '200000000000',
    commissionRate: '0.07',
    jailed: false,
    status: 'BOND_STATUS_BONDED',
  },
];

/** A 48x48 PNG disc coloured from `url`'s hash, as the data: URL core's data/token-image answers. */
export function fakeTokenImage(url: string): string {
  const [r, g, b] = createHash('sha256').update(url).digest();
  const size = 48;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inside = (x - 23.5) ** 2 + (y - 23.5) ** 2 <= 24 ** 2;
      rgba.set(inside ? [r!, g!, b!, 255] : [0, 0, 0, 0], (y * size + x) * 4);
    }
  }
  return `data:image/png;base64,${encodePng(size, size, rgba).toString('base64')}`;
}

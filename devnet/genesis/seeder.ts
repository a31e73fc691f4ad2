// The seeder's decisions, round by round: funding, token creations, AMM-only pools, curve trades, swaps
// and everyday transfers, from the plan, a seeded rng and the chain's current state.
import type { BlockRecord, DevnetChainHandle } from '../chain/types';
import { BASE_DENOM, CODE_ID } from '../../shared/chain';
import {
  buyMsg,
  createTokenMsg,
  cw20InstantiateMsg,
  pairInstantiateMsg,
  provideLiquiditySendMsg,
  sellSendMsg,
  swapNativeMsg,
  swapTokenSendMsg,
} from '../chain/wasm/contracts';
import type { Accounts } from './accounts';
import { curveProgress, tokenBalance } from './market';
import { LAST_SWAP_ROUND, TOP_UP_ROUND, type LaunchpadPlan, type SeedPlan } from './plan';
import type { Rng } from './prng';
import { eventValues, GAS, type Intent } from './rounds';
import { executeMsg, instantiateMsg, sendMsg, type SeedSigner } from './signer';

const UXYZ = 1_000_000n;
/** uxyz the faucet gives each trader and each ordinary account. */
const TRADER_FUNDS = 250_000n * UXYZ;
const PERSON_FUNDS = 25_000n * UXYZ;
/** The launchpad's creation fee, uxyz. */
const CREATION_FEE = 1n * UXYZ;
const MEMOS = [
  'rent',
  'pizza night',
  'thanks!',
  'for the tickets',
  'coffee',
  'birthday gift',
  'split the bill',
  '',
];

interface LiveToken {
  plan: LaunchpadPlan;
  token: string;
  graduated: boolean;
  pair: string | null;
}

const coin = (amount: bigint) => [{ denom: BASE_DENOM, amount: amount.toString() }];

/** Decides each round's intents from the plan and the chain's current state. */
export class Seeder {
  readonly #launchpad = new Map<string, LiveToken>();
  readonly #amm = new Map<string, { token: string | null; pair: string | null }>();
  #spent = new Map<string, bigint>();

  constructor(
    private readonly chain: DevnetChainHandle,
    private readonly rng: Rng,
    private readonly plan: SeedPlan,
    private readonly accounts: Accounts,
  ) {}

  intents(round: number): Intent[] {
    this.#spent = new Map();
    const out: Intent[] = [];
    if (round === 0) out.push(...this.#funding());
    out.push(...this.#creations(round), ...this.#ammOnlySetup(round), ...this.#curveTrades(round));
    out.push(...this.#swaps(round), ...this.#everydayLife(round));
    return out;
  }

  /** Learns token, pair and graduation addresses from a committed block. */
  absorb(_round: number, block: BlockRecord): void {
    const symbols = eventValues(block, 'wasm-create_token', 'symbol');
    const tokens = eventValues(block, 'wasm-create_token', 'token');
    symbols.forEach((symbol, i) => {
      const plan = this.plan.launchpad.find((t) => t.symbol === symbol);
      if (plan) this.#launchpad.set(symbol, { plan, token: tokens[i]!, graduated: false, pair: null });
    });
    for (const tx of block.txs) {
      if (tx.code !== 0) continue;
      const sender = tx.events.find(
        (e) => e.type === 'message' && e.attributes.some((a) => a.key === 'sender'),
      );
      const senderAddress = sender?.attributes.find((a) => a.key === 'sender')?.value;
      this.plan.ammOnly.forEach((t, k) => {
        if (this.accounts.ammCreators[k]!.address !== senderAddress) return;
        const entry = this.#amm.get(t.symbol) ?? { token: null, pair: null };
        for (const e of tx.events) {
          if (e.type !== 'instantiate') continue;
          const code = e.attributes.find((a) => a.key === 'code_id')?.value;
          const address = e.attributes.find((a) => a.key === '_contract_address')?.value ?? null;
          if (code === String(CODE_ID.CW20)) entry.token = address;
          if (code === String(CODE_ID.AMM_PAIR)) entry.pair = address;
        }
        this.#amm.set(t.symbol, entry);
      });
    }
  }

  #funding(): Intent[] {
    const { faucet, traders, ammCreators, people } = this.accounts;
    const grants: Array<[SeedSigner, bigint]> = [
      ...traders.map((t): [SeedSigner, bigint] => [t, TRADER_FUNDS]),
      ...ammCreators.map((c, k): [SeedSigner, bigint] => [
        c,
        (this.plan.ammOnly[k]!.poolXyz + 2_000n) * UXYZ,
      ]),
      ...people.map((p): [SeedSigner, bigint] => [p, PERSON_FUNDS]),
    ];
    const total = grants.reduce((sum, [, amount]) => sum + amount, 0n);
    const available = this.chain.balance(faucet.address, BASE_DENOM);
    if (available < total + 10n * UXYZ) {
      throw new Error(
        `genesis seeder: the faucet holds ${available}uxyz but seeding needs ${total}uxyz plus fees`,
      );
    }
    return grants.map(([to, amount]) => ({
      signer: faucet,
      message: sendMsg(faucet.address, to.address, amount),
      gas: GAS.send,
      memo: 'devnet genesis funding',
    }));
  }

  #creations(round: number): Intent[] {
    return this.plan.launchpad
      .filter((t) => t.createRound === round)
      .map((t) => {
        const creator = this.#payer(CREATION_FEE);
        const msg = createTokenMsg({
          name: t.name,
          symbol: t.symbol,
          image: t.image,
          description: t.description,
        });
        return {
          signer: creator,
          message: executeMsg(creator.address, this.chain.launchpadAddress, msg, coin(CREATION_FEE)),
          gas: GAS.createToken,
        };
      });
  }

  /** AMM-only token k: CW20 in round 1+k, its pair (with the uxyz side) in 2+k, the token side in 3+k. */
  #ammOnlySetup(round: number): Intent[] {
    const out: Intent[] = [];
    this.plan.ammOnly.forEach((t, k) => {
      const creator = this.accounts.ammCreators[k]!;
      const live = this.#amm.get(t.symbol);
      if (round === 1 + k) {
        const msg = cw20InstantiateMsg({
          name: t.name,
          symbol: t.symbol,
          decimals: 6,
          initialBalances: [{ address: creator.address, amount: t.supplyTokens * UXYZ }],
          description: t.description,
          logoUrl: t.image,
        });
        out.push({
          signer: creator,
          message: instantiateMsg(creator.address, CODE_ID.CW20, msg, `amm-token-${t.symbol}`),
          gas: GAS.instantiate,
        });
      } else if (round === 2 + k && live?.token) {
        const msg = instantiateMsg(
          creator.address,
          CODE_ID.AMM_PAIR,
          pairInstantiateMsg(live.token),
          `pair-${t.symbol}`,
          coin(t.poolXyz * UXYZ),
        );
        out.push({ signer: creator, message: msg, gas: GAS.instantiate });
      } else if (round === 3 + k && live?.token && live.pair) {
        const send = provideLiquiditySendMsg(live.pair, t.poolTokens * UXYZ);
        out.push({
          signer: creator,
          message: executeMsg(creator.address, live.token, send),
          gas: GAS.instantiate,
        });
      }
    });
    return out;
  }

  #curveTrades(round: number): Intent[] {
    const out: Intent[] = [];
    for (const t of this.plan.launchpad) {
      const live = this.#launchpad.get(t.symbol);
      if (!live || live.graduated || round <= t.createRound) continue;
      const progress = curveProgress(this.chain, live.token);
      if (progress.graduated) {
        Object.assign(live, { graduated: true, pair: progress.pair });
        continue;
      }
      const target = (progress.threshold * BigInt(t.targetBps)) / 10_000n;
      const remaining = target - progress.reserves;
      let buy = 0n;
      if (round >= t.completeRound) {
        if (remaining > 0n) buy = (remaining * 100n) / 99n + UXYZ;
        else if (round === t.completeRound && progress.reserves + 20n * UXYZ < progress.threshold)
          buy = 10n * UXYZ;
      } else {
        const dice = this.rng.next();
        if (dice < 0.35 && remaining > 10n * UXYZ) buy = (remaining * BigInt(this.rng.int(10, 40))) / 99n;
        else if (dice < 0.47)
          out.push(...this.#sell(live.token, (amount) => sellSendMsg(this.chain.launchpadAddress, amount)));
      }
      if (buy > 0n) {
        const trader = this.#payer(buy);
        const msg = executeMsg(trader.address, this.chain.launchpadAddress, buyMsg(live.token), coin(buy));
        out.push({ signer: trader, message: msg, gas: GAS.buy });
      }
    }
    return out;
  }

  /** A holder among the traders sells 10-50% of its `token` balance with the CW20 send `sendMsg(amount)`. */
  #sell(token: string, sendMsg: (amount: bigint) => Record<string, unknown>): Intent[] {
    const holders = this.accounts.traders.filter((t) => tokenBalance(this.chain, token, t.address) > 0n);
    if (holders.length === 0) return [];
    const seller = this.rng.pick(holders);
    const amount = (tokenBalance(this.chain, token, seller.address) * BigInt(this.rng.int(10, 50))) / 100n;
    if (amount === 0n) return [];
    return [{ signer: seller, message: executeMsg(seller.address, token, sendMsg(amount)), gas: GAS.sell }];
  }

  /** Swaps on graduated tokens' pairs and on AMM-only pools (every pool trades in LAST_SWAP_ROUND). */
  #swaps(round: number): Intent[] {
    const pools: Array<{ token: string; pair: string }> = [];
    for (const live of this.#launchpad.values())
      if (live.graduated && live.pair) pools.push({ token: live.token, pair: live.pair });
    this.plan.ammOnly.forEach((t, k) => {
      const live = this.#amm.get(t.symbol);
      if (live?.token && live.pair && round > 3 + k) pools.push({ token: live.token, pair: live.pair });
    });
    const out: Intent[] = [];
    for (const pool of pools) {
      if (round !== LAST_SWAP_ROUND && !this.rng.chance(0.4)) continue;
      if (this.rng.chance(0.65)) {
        const amount = BigInt(this.rng.int(100, 2500)) * UXYZ;
        const trader = this.#payer(amount);
        out.push({
          signer: trader,
          message: executeMsg(trader.address, pool.pair, swapNativeMsg(amount), coin(amount)),
          gas: GAS.swap,
        });
      } else {
        out.push(...this.#sell(pool.token, (amount) => swapTokenSendMsg(pool.pair, amount)));
      }
    }
    return out;
  }

  /** Ordinary accounts: transfers with memos and small curve buys. */
  #everydayLife(round: number): Intent[] {
    if (round === 0) return [];
    const out: Intent[] = [];
    const people = this.accounts.people;
    const [first, second, third] = this.rng.shuffle(people);
    for (const [from, to] of [
      [first!, second!],
      [second!, third!],
    ] as const) {
      if (!this.rng.chance(0.6)) continue;
      const amount = BigInt(this.rng.int(1, 500)) * UXYZ + BigInt(this.rng.int(0, 999_999));
      out.push({
        signer: from,
        message: sendMsg(from.address, to.address, amount),
        gas: GAS.send,
        memo: this.rng.pick(MEMOS),
      });
    }
    const open = [...this.#launchpad.values()].filter((t) => !t.graduated);
    if (open.length > 0 && round < TOP_UP_ROUND && this.rng.chance(0.25)) {
      const live = this.rng.pick(open);
      const progress = curveProgress(this.chain, live.token);
      const amount = BigInt(this.rng.int(20, 400)) * UXYZ;
      const target = (progress.threshold * BigInt(live.plan.targetBps)) / 10_000n;
      if (target - progress.reserves > amount * 2n) {
        const person = this.rng.pick(people);
        const msg = executeMsg(person.address, this.chain.launchpadAddress, buyMsg(live.token), coin(amount));
        out.push({ signer: person, message: msg, gas: GAS.buy });
      }
    }
    return out;
  }

  /** A trader who can still pay `amount` (plus fees) this round. */
  #payer(amount: bigint): SeedSigner {
    const order = this.rng.shuffle(this.accounts.traders);
    for (const trader of order) {
      const spent = this.#spent.get(trader.address) ?? 0n;
      const balance = this.chain.balance(trader.address, BASE_DENOM);
      if (balance - spent >= amount + 2n * UXYZ) {
        this.#spent.set(trader.address, spent + amount + UXYZ);
        return trader;
      }
    }
    throw new Error(`genesis seeder: no trader can pay ${amount}uxyz; raise TRADER_FUNDS`);
  }
}

// A small typed stand-in for the wallet core (same invoke/on shape) with canned data, for screenshots of every state.
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type {
  AccountInfo,
  EventName,
  EventPayload,
  LockStatus,
  NetworkProfile,
  Result,
  Settings,
} from '../../../shared/api';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import type { AddressBookEntry } from '../../../shared/api/addressbook';
import { networkProfileInputSchema } from '../../../shared/api/network';
import { checkAddress } from '../../../shared/address';
import type { HistoryEntry } from '../../../shared/api/data';
import type { TxReview } from '../../../shared/api/tx';
import type { UpdateStateView } from '../../../shared/api/update';
import { toUpdateProgressEvent } from '../../../electron/core/update/progress-event';
import { FAKE_VALIDATORS, fakeHistory, fakeTokenImage, fakeTokens } from './fake-data';

export interface FakeCoreOptions {
  /** Start with one mnemonic account and a password (else: first run). */
  withWallet?: boolean;
  locked?: boolean;
  health?: EventPayload<'node/status'>['health'];
  tokenCount?: number;
  historyCount?: number;
  /** Token image URL base (e.g. a routed http://127.0.0.1 path). */
  imageBase?: string | null;
  /** USD per XYZ; "0" = price unknown. */
  priceUsd?: string;
  /** What core found wrong at startup (app/info). */
  startupWarnings?: string[];
  /** Makes tx/confirm answer a failed tx with this result code and raw log. */
  failConfirm?: { code: number; rawLog: string };
  /** Calls to these channels never answer (to show a screen does not depend on them). */
  hangChannels?: string[];
  /** app/boot answers after this many ms (a slow core). */
  bootDelayMs?: number;
  /** Makes app/boot fail (the renderer must fall back to the per-domain channels). */
  failBoot?: boolean;
  /** Simulates the shell's updater in this state; absent = core without the shell (update/* answer 'unavailable'). */
  update?: UpdateStateView;
}

type Listener = (event: string, payload: unknown) => void;

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = (code: string, message: string, details?: Record<string, unknown>): Result<never> =>
  ({ ok: false, error: { code, message, ...(details ? { details } : {}) } }) as Result<never>;

const DEVNET_PROFILE: NetworkProfile = {
  id: 'devnet',
  name: 'Local devnet',
  chainId: 'xyz-devnet-1',
  dialect: 'spec',
  restUrl: 'http://127.0.0.1:1317',
  rpcUrl: 'http://127.0.0.1:26657',
  backendUrl: 'http://127.0.0.1:8080',
  prefix: 'xyz',
  coinType: 118,
  gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
  denom: 'uxyz',
  launchpadAddress: null,
  builtin: true,
  isDevnet: true,
};

export class FakeCore {
  readonly listeners = new Set<Listener>();
  readonly calls: { channel: string; payload: unknown }[] = [];
  status: LockStatus;
  accounts: AccountInfo[] = [];
  settings: Settings = { ...DEFAULT_SETTINGS };
  health: EventPayload<'node/status'>['health'];
  readonly tokens;
  readonly history: HistoryEntry[];
  readonly priceUsd: string;
  startupWarnings: string[];
  readonly failConfirm: FakeCoreOptions['failConfirm'];
  readonly failBoot: boolean;
  readonly hangChannels: ReadonlySet<string>;
  readonly bootDelayMs: number;
  update: UpdateStateView | undefined;
  #mnemonic = DEVNET_KEYS.alice.mnemonic;
  /** Network profiles as core keeps them: the built-in devnet first, then user-defined ones. */
  networks: NetworkProfile[] = [{ ...DEVNET_PROFILE }];
  activeNetworkId = 'devnet';
  addressBook: AddressBookEntry[] = [
    { id: 'bob', name: 'Bob', address: DEVNET_KEYS.bob.address, memo: '', createdAt: 0, updatedAt: 0 },
  ];

  constructor(opts: FakeCoreOptions = {}) {
    this.status = {
      hasPassword: !!opts.withWallet,
      locked: !!opts.locked,
      autoLockMinutes: 15,
      keychainAvailable: true,
      retryAt: null,
    };
    if (opts.withWallet) this.accounts = [this.#account('alice', 'Main account', DEVNET_KEYS.alice.address)];
    this.health = opts.health ?? 'ok';
    this.failBoot = opts.failBoot ?? false;
    this.hangChannels = new Set(opts.hangChannels ?? []);
    this.bootDelayMs = opts.bootDelayMs ?? 0;
    this.tokens = fakeTokens(opts.tokenCount ?? 60, opts.imageBase ?? null);
    this.history = fakeHistory(DEVNET_KEYS.alice.address, opts.historyCount ?? 120);
    this.priceUsd = opts.priceUsd ?? '1.25';
    this.startupWarnings = opts.startupWarnings ?? [];
    this.failConfirm = opts.failConfirm;
    this.update = opts.update;
  }

  #account(id: string, name: string, address: string): AccountInfo {
    return {
      id,
      name,
      kind: 'mnemonic',
      address,
      secretId: 's1',
      hdIndex: 0,
      pubkey: null,
      createdAt: Date.UTC(2026, 10, 22),
    };
  }

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    for (const l of this.listeners) l(event, payload);
  }

  async invoke(channel: string, payload: unknown): Promise<Result<unknown>> {
    this.calls.push({ channel, payload });
    const p = (payload ?? {}) as Record<string, unknown>;
    if (this.hangChannels.has(channel)) return new Promise(() => undefined);
    if (channel === 'app/boot' && this.bootDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.bootDelayMs));
    const handler = this.#handlers[channel];
    return handler ? handler(p) : fail('unknown_channel', `No channel ${channel}`);
  }

  get #activeNetwork(): NetworkProfile {
    return this.networks.find((n) => n.id === this.activeNetworkId) ?? DEVNET_PROFILE;
  }

  get #active(): AccountInfo | undefined {
    return this.accounts[0];
  }

  #node(): EventPayload<'node/status'> {
    return {
      health: this.health,
      chainId: this.health === 'chain_id_mismatch' ? 'other-chain-7' : 'xyz-devnet-1',
      latestHeight: '5012',
      checkedAt: Date.now(),
    };
  }

  /** app/boot composed from this fake's own answers, as core composes it from its handlers. */
  #boot(): Result<unknown> {
    if (this.failBoot) return fail('storage', 'Could not read the wallet database.');
    const part = (channel: string, payload: Record<string, unknown> = {}): unknown => {
      const r = this.#handlers[channel]!(payload);
      if (!r.ok) throw new Error(`fake core: ${channel} failed while booting`);
      return r.value;
    };
    const accounts = part('keys/list') as { accounts: AccountInfo[]; activeAccountId: string | null };
    const active = this.#active;
    const home =
      active && !(this.status.hasPassword && this.status.locked)
        ? {
            accountId: active.id,
            dashboard: part('dashboard/get', { accountId: active.id, refresh: false }),
            recent: (part('history/page', { accountId: active.id, limit: 6 }) as { rows: HistoryEntry[] })
              .rows,
            pending: (part('tx/pending', { accountId: active.id }) as { transactions: unknown[] })
              .transactions,
          }
        : null;
    return ok({
      info: part('app/info'),
      status: part('keys/status'),
      ...accounts,
      settings: part('settings/get'),
      networks: part('network/list'),
      home,
    });
  }

  #updateAnswer(): Result<unknown> {
    return this.update
      ? ok(this.update)
      : fail('unavailable', 'Updates are managed by the desktop app; this window has no updater.');
  }

  readonly #handlers: Record<string, (p: Record<string, unknown>) => Result<unknown>> = {
    'update/status': () => this.#updateAnswer(),
    'update/check': () => this.#updateAnswer(),
    'update/download': () => {
      const u = this.update;
      if (u?.status !== 'available')
        return u
          ? fail('invalid_request', `No update is available to download (state: ${u.status})`)
          : this.#updateAnswer();
      this.pushUpdate({
        status: 'downloading',
        update: u.update,
        percent: 0,
        transferredBytes: 0,
        totalBytes: u.update.size ?? null,
      });
      return this.#updateAnswer();
    },
    'update/install': () => {
      const u = this.update;
      return u && u.status !== 'ready'
        ? fail('invalid_request', `No verified update to install (state: ${u.status})`)
        : this.#updateAnswer();
    },
    'app/info': () => ok({ version: '0.1.0', apiVersion: 1, startupWarnings: this.startupWarnings }),
    'app/dismiss-warnings': () => ok({ startupWarnings: (this.startupWarnings = []) }),
    'app/activity': () => ok({ lockInMs: 900_000 }),
    'app/boot': () => this.#boot(),
    'tx/pending': () => ok({ transactions: [] }),
    'keys/status': () => ok(this.status),
    'keys/list': () => ok({ accounts: this.accounts, activeAccountId: this.#active?.id ?? null }),
    'keys/generate-mnemonic': () =>
      ok({ draftId: 'draft1', mnemonic: this.#mnemonic, confirmIndices: [2, 9, 20] }),
    'keys/create': (p) => {
      const words = this.#mnemonic.split(' ');
      const given = p.confirmWords as string[];
      if ([2, 9, 20].some((idx, i) => words[idx] !== given[i]))
        return fail('invalid_mnemonic', 'The confirmation words do not match.');
      this.status = { ...this.status, hasPassword: true, locked: false };
      this.accounts = [this.#account('alice', String(p.name), DEVNET_KEYS.alice.address)];
      return ok(this.accounts[0]);
    },
    'keys/add-watch-only': (p) => {
      const account: AccountInfo = {
        ...this.#account('watch', String(p.name), String(p.address)),
        kind: 'watch_only',
        secretId: null,
        hdIndex: null,
      };
      this.accounts = [account, ...this.accounts];
      return ok(account);
    },
    'keys/unlock': (p) => {
      if (p.password !== 'correct horse') return fail('wrong_password', 'Wrong password.');
      this.status = { ...this.status, locked: false };
      return ok(this.status);
    },
    'keys/lock': () => {
      this.status = { ...this.status, locked: true };
      this.emit('lock/changed', { locked: true, reason: 'manual' });
      return ok(this.status);
    },
    'keys/select': (p) => ok({ activeAccountId: String(p.accountId) }),
    'settings/get': () => ok(this.settings),
    'settings/update': (p) => ok((this.settings = { ...this.settings, ...(p as Partial<Settings>) })),
    'network/list': () => ok({ profiles: this.networks, activeId: this.activeNetworkId }),
    'network/get-active': () => ok(this.#activeNetwork),
    'network/add': (p) => {
      const input = networkProfileInputSchema.safeParse(p);
      if (!input.success)
        return fail('invalid_config', input.error.issues[0]?.message ?? 'Invalid network profile.');
      if (this.networks.some((n) => n.name === input.data.name))
        return fail('already_exists', `A network named "${input.data.name}" already exists.`);
      const profile: NetworkProfile = {
        ...input.data,
        id: `net${this.networks.length}`,
        builtin: false,
        isDevnet: false,
      };
      this.networks = [...this.networks, profile];
      return ok(profile);
    },
    'network/update': (p) => {
      const current = this.networks.find((n) => n.id === p.id);
      if (!current) return fail('not_found', `No network profile ${String(p.id)}.`);
      const changes = networkProfileInputSchema.partial().safeParse(p.changes);
      if (!changes.success)
        return fail('invalid_config', changes.error.issues[0]?.message ?? 'Invalid network profile.');
      if (this.networks.some((n) => n.id !== current.id && n.name === changes.data.name))
        return fail('already_exists', `A network named "${changes.data.name}" already exists.`);
      const updated = { ...current, ...changes.data };
      this.networks = this.networks.map((n) => (n.id === current.id ? updated : n));
      if (updated.id === this.activeNetworkId) this.emit('network/changed', updated);
      return ok(updated);
    },
    'network/remove': (p) => {
      const current = this.networks.find((n) => n.id === p.id);
      if (!current) return fail('not_found', `No network profile ${String(p.id)}.`);
      if (current.builtin)
        return fail('invalid_request', 'The built-in devnet profile cannot be removed; reset it instead.');
      this.networks = this.networks.filter((n) => n.id !== current.id);
      if (this.activeNetworkId === current.id) {
        this.activeNetworkId = 'devnet';
        this.emit('network/changed', this.#activeNetwork);
      }
      return ok({ activeId: this.activeNetworkId });
    },
    'network/select': (p) => {
      const profile = this.networks.find((n) => n.id === p.id);
      if (!profile) return fail('not_found', `No network profile ${String(p.id)}.`);
      this.activeNetworkId = profile.id;
      this.emit('network/changed', profile);
      return ok(profile);
    },
    'network/reset': () => {
      this.networks = this.networks.map((n) => (n.builtin ? { ...DEVNET_PROFILE } : n));
      this.activeNetworkId = 'devnet';
      this.emit('network/changed', this.#activeNetwork);
      return ok(this.#activeNetwork);
    },
    'addressbook/list': () => ok({ entries: this.addressBook }),
    'addressbook/update': (p) => {
      const current = this.addressBook.find((e) => e.id === p.id);
      if (!current) return fail('not_found', `No address-book entry ${String(p.id)}.`);
      let address = current.address;
      if (p.address !== undefined) {
        const check = checkAddress(String(p.address), this.#activeNetwork.prefix);
        if (!check.ok) return fail('invalid_address', check.message);
        address = check.address;
      }
      const name = p.name === undefined ? current.name : String(p.name).trim();
      if (name === '' || name.length > 64) return fail('invalid_request', 'Name must be 1 to 64 characters.');
      const memo = p.memo === undefined ? current.memo : String(p.memo);
      if (memo.length > 256) return fail('invalid_memo', 'The memo is longer than 256 characters.');
      const updated = { ...current, name, address, memo, updatedAt: Date.now() };
      this.addressBook = this.addressBook.map((e) => (e.id === current.id ? updated : e));
      return ok(updated);
    },
    'dashboard/get': () =>
      ok({
        accountId: this.#active?.id ?? '',
        address: this.#active?.address ?? '',
        balances: { total: '1523456789', spendable: '1013456789', delegated: '510000000' },
        balancesUpdatedAt: Date.now() - 4 * 60_000,
        holdings: this.tokens.slice(0, 4).map((t, i) => ({
          token: t.address,
          name: t.name ?? '',
          symbol: t.symbol ?? '',
          balance: String((i + 1) * 1_234_567_890),
          priceUxyz: t.currentPrice,
          graduated: t.graduated,
        })),
        holdingsUpdatedAt: Date.now() - 4 * 60_000,
        priceUsd: this.priceUsd === '0' ? null : this.priceUsd,
        stale: false,
        refreshing: false,
      }),
    'tokens/list': () => ok({ tokens: this.tokens, updatedAt: Date.now() - 60_000 }),
    'data/token-image': (p) => ok({ dataUrl: fakeTokenImage(String(p.url)) }),
    'tokens/progress': (p) => {
      const t = this.tokens.find((x) => x.address === p.token);
      if (!t || t.source !== 'launchpad') return fail('not_found', 'Not a launchpad token.');
      const threshold = t.threshold ?? '1';
      const percent = Math.min(
        100,
        Number((BigInt(t.xyzReserves) * 10000n) / BigInt(threshold)) / 100,
      ).toFixed(2);
      return ok({
        token: t.address,
        xyzReserves: t.xyzReserves,
        threshold,
        graduated: t.graduated,
        pair: t.graduated ? `${t.address.slice(0, 40)}pair` : null,
        percent: t.graduated ? '100.00' : percent,
        updatedAt: Date.now(),
      });
    },
    'history/page': (p) => {
      const limit = Number(p.limit ?? 20);
      const before = p.before as { hash: string } | undefined;
      const start = before ? this.history.findIndex((r) => r.hash === before.hash) + 1 : 0;
      return ok({
        rows: this.history.slice(start, start + limit),
        stored: this.history.length,
        complete: true,
        updatedAt: Date.now() - 60_000,
      });
    },
    'history/detail': (p) => {
      if (this.health === 'unreachable')
        return fail('network', 'The node at http://127.0.0.1:1317 could not be reached.');
      const row = this.history.find((r) => r.hash === String(p.txHash).toUpperCase());
      if (!row) return fail('not_found', 'The node does not know this transaction (yet).');
      const events = [
        {
          type: 'tx',
          attributes: [
            { key: 'fee', value: '5250uxyz' },
            { key: 'fee_payer', value: DEVNET_KEYS.alice.address },
          ],
        },
        {
          type: 'message',
          attributes: [
            { key: 'action', value: String((row.messages[0] as { '@type'?: string })?.['@type'] ?? '') },
            { key: 'sender', value: DEVNET_KEYS.alice.address },
          ],
        },
      ];
      return ok({
        ...row,
        codespace: row.code === 0 ? '' : 'sdk',
        gasWanted: '210000',
        gasUsed: '87412',
        events,
      });
    },
    'history/sync': () => ok({ added: 0, stored: this.history.length, complete: true }),
    'history/export-csv': () => ok({ csv: 'hash,height\n', rows: this.history.length }),
    'staking/validators': () => ok({ validators: FAKE_VALIDATORS }),
    'staking/delegations': () =>
      ok({
        delegations: [{ validatorAddress: FAKE_VALIDATORS[0]!.operatorAddress, amount: '510000000' }],
        total: '510000000',
      }),
    'node/status': () => {
      const n = this.#node();
      return ok({
        ...n,
        expectedChainId: 'xyz-devnet-1',
        syncing: this.health === 'syncing',
        signingBlocked: this.health === 'chain_id_mismatch',
        message: this.health === 'ok' ? 'Node is healthy.' : `Node: ${this.health}`,
      });
    },
    'node/info': () => {
      if (this.health === 'unreachable')
        return fail('network', 'The node at http://127.0.0.1:1317 could not be reached.');
      return ok({
        chainId: 'xyz-devnet-1',
        moniker: 'devnet-node',
        nodeId: '5f2c1d0e9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
        consensusVersion: '0.38.12',
        protocol: { p2p: '8', block: '11', app: '0' },
        appName: 'xyz',
        appBinaryName: 'xyzd',
        appVersion: '1.4.0',
        sdkVersion: 'v0.50.9',
        goVersion: 'go version go1.22.5 linux/amd64',
        fetchedAt: Date.now(),
      });
    },
    'tx/draft-send': (p) => this.#review('send', p),
    'tx/draft-delegate': (p) => this.#review('delegate', p),
    'tx/draft-bridge-out': (p) => this.#review('bridge-out', p),
    'tx/draft-launchpad-buy': (p) => this.#review('launchpad-buy', p),
    'tx/draft-launchpad-sell': (p) => this.#review('launchpad-sell', p),
    'tx/draft-swap': (p) => this.#review('swap', p),
    'tx/cancel': () => ok({ cancelled: true }),
    'tx/confirm': () => {
      const txHash = 'FEED'.padEnd(64, '0');
      if (this.failConfirm) {
        const { code, rawLog } = this.failConfirm;
        return ok({
          txHash,
          status: 'failed',
          code,
          rawLog,
          height: code === 11 ? '5013' : null,
          message: 'Failed.',
          next: code === 11 ? 'retry_more_gas' : null,
        });
      }
      setTimeout(
        () => this.emit('tx/status', { accountId: 'alice', txHash, status: 'included', height: '5013' }),
        300,
      );
      return ok({
        txHash,
        status: 'pending',
        code: null,
        rawLog: null,
        height: null,
        message: 'Sent; waiting for a block.',
        next: null,
      });
    },
  };

  #review(kind: string, p: Record<string, unknown>): Result<TxReview> {
    const amount = String(p.amount ?? '0');
    const spend = BigInt(Math.round(Number(amount) * 1e6));
    if (spend > 1_013_456_789n - 5250n) {
      return fail('insufficient_funds', 'insufficient funds', {
        code: 5,
        rawLog: `spendable balance 1013456789uxyz is smaller than ${spend + 5250n}uxyz: insufficient funds`,
      });
    }
    return ok({
      reviewId: 'review1',
      kind,
      summary: `${kind} ${amount} XYZ`,
      accountId: 'alice',
      from: DEVNET_KEYS.alice.address,
      chainId: 'xyz-devnet-1',
      messages: [{ '@type': '/ledger.bank.v1beta1.MsgSend', ...p }],
      memo: String(p.memo ?? ''),
      gasUsed: '125000',
      gasLimit: '175000',
      gasAdjustment: 1.4,
      feeTier: 'average',
      fee: { denom: 'uxyz', amount: '5250' },
      fees: { low: '4375', average: '5250', high: '7000' },
      spend: String(spend),
      total: String(spend + 5250n),
      spendable: '1013456789',
      signMode: 'direct',
      accountNumber: '7',
      sequence: '3',
      signDocHash: 'AB'.repeat(32),
      expiresAt: Date.now() + 60_000,
    });
  }

  /** Moves the simulated updater to `state` and pushes its `update/progress` event, as the shell does. */
  pushUpdate(state: UpdateStateView): void {
    this.update = state;
    const event = toUpdateProgressEvent(state as Parameters<typeof toUpdateProgressEvent>[0]);
    if (event) this.emit('update/progress', event);
  }

  /** Pushes the node status now (what core's health poller would do). */
  pushNode(): void {
    this.emit('node/status', this.#node());
  }
}

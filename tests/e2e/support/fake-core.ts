// A small stand-in for the wallet core (same invoke/on shape) with canned data, for screenshots of every state. Its
// handlers are typed by the contract and run behind core's own router (schema parse, errors as Results).
import { qrImage } from '../../../electron/core/qr/qr-image';
import { historyToCsv } from '../../../electron/core/sync/history-csv';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { BOOT_RECENT_ROWS } from '../../../shared/api';
import type {
  AccountInfo,
  BootSnapshot,
  EventName,
  EventPayload,
  LockStatus,
  NetworkProfile,
  Result,
  Settings,
} from '../../../shared/api';
import { createRouter } from '../../../electron/core/api';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import type { AddressBookEntry } from '../../../shared/api/addressbook';
import { checkAddress } from '../../../shared/address';
import type { HistoryEntry, TokenProgress, TokenView } from '../../../shared/api/data';
import type { TokenHygieneView, TokenMark } from '../../../shared/api/tokens';
import { viewTokens } from './fake-token-view';
import type { TxReview } from '../../../shared/api/tx';
import type { StartupWarning } from '../../../shared/api/app';
import type { UpdateStateView } from '../../../shared/api/update';
import type { LedgerErrorCode } from '../../../shared/api/ledger';
import { toUpdateProgressEvent } from '../../../electron/core/update/progress-event';
import {
  FAKE_GRADUATION_THRESHOLD,
  FAKE_VALIDATORS,
  fakeHistory,
  fakeTokenImage,
  fakeTokens,
} from './fake-data';
import { contractHandlers, notFaked, refuse, type FakeHandlers } from './fake-handlers';
import { FakeStaking } from './fake-staking';
import { fakePortfolio, fakePriceSeries } from './fake-charts';

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
  startupWarnings?: StartupWarning[];
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
  explorerTxUrl: 'https://explorer.xyz.network/tx/{hash}',
  builtin: true,
  isDevnet: true,
};

/** Addresses the fake Ledger holds at HD indexes 0.. (devnet keys, so balances and sends make sense). */
const FAKE_LEDGER_ADDRESSES = [
  DEVNET_KEYS.carol.address,
  DEVNET_KEYS.dave.address,
  DEVNET_KEYS.erin.address,
  DEVNET_KEYS.seeder.address,
];

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
  startupWarnings: StartupWarning[];
  readonly failConfirm: FakeCoreOptions['failConfirm'];
  readonly failBoot: boolean;
  /** Channels that never answer (a test may add one mid-way: core stops answering it from then on). */
  readonly hangChannels: Set<string>;
  readonly bootDelayMs: number;
  update: UpdateStateView | undefined;
  /** The fee alert every review carries (null: none), as core sets it for a fee that needs an explicit yes. */
  feeAlert: TxReview['feeAlert'] = null;
  /** What the fake Ledger answers: 'ok', or the device state every ledger/* call fails with. */
  ledgerState: LedgerErrorCode | 'ok' = 'ok';
  #mnemonic = DEVNET_KEYS.alice.mnemonic;
  /** Network profiles as core keeps them: the built-in devnet first, then user-defined ones. */
  networks: NetworkProfile[] = [{ ...DEVNET_PROFILE }];
  activeNetworkId = 'devnet';
  /** The chain id each node (by REST URL) reports when a profile is saved; a URL not listed does not answer. */
  nodeChainIds = new Map<string, string>([
    ['http://127.0.0.1:1317', 'xyz-devnet-1'],
    ['https://rest.staging.example', 'xyz-staging-2'],
    ['https://rest2.staging.example', 'xyz-staging-2'],
  ]);
  /** Review ids handed out, so every review is a new one (as core's are). */
  #reviews = 0;
  /** Token hygiene of the (single) fake account: marks and preferences, in memory. */
  #marks: Record<string, TokenMark> = {};
  #hygienePrefs: { hideBelowUxyz: string | null; showHidden: boolean } = {
    hideBelowUxyz: null,
    showHidden: false,
  };
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

  #hygiene(accountId: string): TokenHygieneView {
    return { accountId, marks: { ...this.#marks }, ...this.#hygienePrefs, unsolicited: [] };
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
    if (this.hangChannels.has(channel)) return new Promise(() => undefined);
    if (channel === 'app/boot' && this.bootDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.bootDelayMs));
    return this.#router.invoke(channel, payload);
  }

  get #activeNetwork(): NetworkProfile {
    return this.networks.find((n) => n.id === this.activeNetworkId) ?? DEVNET_PROFILE;
  }

  get #active(): AccountInfo | undefined {
    return this.accounts[0];
  }

  /** What core's network/add and network/update answer when the node's chain id is not the profile's (or unknown). */
  #checkNode(profile: Pick<NetworkProfile, 'chainId' | 'restUrl'>): void {
    const nodeChainId = this.nodeChainIds.get(profile.restUrl);
    if (nodeChainId === undefined)
      throw refuse('network', `Could not reach ${profile.restUrl}: connect ECONNREFUSED`, {
        unverified: true,
        restUrl: profile.restUrl,
      });
    if (nodeChainId !== profile.chainId)
      throw refuse('chain_id_mismatch', `The node reports chain "${nodeChainId}".`, {
        nodeChainId,
        expectedChainId: profile.chainId,
      });
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
  async #boot(): Promise<BootSnapshot> {
    if (this.failBoot) throw refuse('storage', 'Could not read the wallet database.');
    const h = this.#handlers;
    const active = this.#active;
    const home =
      active && !(this.status.hasPassword && this.status.locked)
        ? {
            accountId: active.id,
            dashboard: await h['dashboard/get']({ accountId: active.id, refresh: false }),
            recent: (await h['history/page']({ accountId: active.id, limit: BOOT_RECENT_ROWS })).rows,
            pending: (await h['tx/pending']({ accountId: active.id })).transactions,
          }
        : null;
    return {
      info: await h['app/info']({}),
      status: await h['keys/status']({}),
      ...(await h['keys/list']({})),
      settings: await h['settings/get']({}),
      networks: await h['network/list']({}),
      home,
    };
  }

  #ledgerCheck(): void {
    if (this.ledgerState !== 'ok')
      throw refuse('ledger', `Ledger: ${this.ledgerState}`, { ledger: this.ledgerState });
  }

  #updateAnswer(): UpdateStateView {
    if (!this.update)
      throw refuse('unavailable', 'Updates are managed by the desktop app; this window has no updater.');
    return this.update;
  }

  /** Staking and governance state (validators, positions, proposals, votes). */
  readonly staking = new FakeStaking();

  readonly #handlers: FakeHandlers = contractHandlers({
    ...this.staking.handlers((kind, summary, messages) => ({
      ...this.#review(kind, {}),
      summary,
      messages,
      spend: '0',
      total: '5250',
    })),
    'update/status': () => this.#updateAnswer(),
    'update/check': () => this.#updateAnswer(),
    'update/download': () => {
      const u = this.update;
      if (u?.status !== 'available') {
        if (u) throw refuse('invalid_request', `No update is available to download (state: ${u.status})`);
        return this.#updateAnswer();
      }
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
      if (u && u.status !== 'ready')
        throw refuse('invalid_request', `No verified update to install (state: ${u.status})`);
      return this.#updateAnswer();
    },
    'app/info': () => ({ version: '0.1.0', apiVersion: 1, startupWarnings: this.startupWarnings }),
    'app/dismiss-warnings': () => ({ startupWarnings: (this.startupWarnings = []) }),
    'app/scanner-camera': ({ open }) => ({ open }),
    // The real encoder: it is pure, and the screens' QR codes must be the ones the app draws.
    'app/qr-image': ({ text }) => qrImage(text),
    'app/activity': () => ({ lockInMs: 900_000 }),
    'app/diagnostics': () => ({
      generatedAt: Date.now(),
      versions: {
        app: '0.1.0',
        apiVersion: 1,
        electron: null,
        chrome: null,
        node: '20',
        platform: 'linux',
        arch: 'x64',
        osRelease: 'fake',
        networkProfileId: 'devnet',
        chainId: 'xyz-devnet-1',
        recordsSchema: 1,
        cacheSchema: 3,
      },
      log: ['fake core: no log'],
    }),
    'ledger/status': () => {
      this.#ledgerCheck();
      return { connected: true as const, appVersion: '2.35.0', testMode: false };
    },
    'ledger/accounts': (p) => {
      this.#ledgerCheck();
      const known = new Set(this.accounts.map((a) => a.address));
      const list = FAKE_LEDGER_ADDRESSES.slice(p.from, p.from + p.count).map((address, i) => ({
        hdIndex: p.from + i,
        address,
        pubkey: 'A'.repeat(44),
        balance: i === 0 ? '12500000' : '0',
        added: known.has(address),
      }));
      return { accounts: list };
    },
    'ledger/add-accounts': (p) => {
      this.#ledgerCheck();
      const added = p.accounts.map((entry) => ({
        ...this.#account(`ledger${entry.hdIndex}`, entry.name, FAKE_LEDGER_ADDRESSES[entry.hdIndex] ?? ''),
        kind: 'ledger' as const,
        secretId: null,
        hdIndex: entry.hdIndex,
      }));
      this.accounts = [...this.accounts, ...added];
      if (!this.status.hasPassword) this.status = { ...this.status, locked: false };
      return { accounts: added };
    },
    'ledger/show-address': (p) => {
      this.#ledgerCheck();
      const address = FAKE_LEDGER_ADDRESSES[p.hdIndex] ?? '';
      const stored = this.accounts.find((a) => a.kind === 'ledger' && a.hdIndex === p.hdIndex);
      return { address, matches: stored ? stored.address === address : null };
    },
    'ledger/cancel': () => ({ cancelled: false }),
    'app/boot': () => this.#boot(),
    'tx/pending': () => ({ transactions: [] }),
    'keys/status': () => this.status,
    'keys/list': () => ({ accounts: this.accounts, activeAccountId: this.#active?.id ?? null }),
    'keys/generate-mnemonic': () => ({
      draftId: 'draft1',
      mnemonic: this.#mnemonic,
      confirmIndices: [2, 9, 20],
    }),
    'keys/create': (p) => {
      const words = this.#mnemonic.split(' ');
      if ([2, 9, 20].some((idx, i) => words[idx] !== p.confirmWords[i]))
        throw refuse('invalid_mnemonic', 'The confirmation words do not match.');
      this.status = { ...this.status, hasPassword: true, locked: false };
      const account = this.#account('alice', p.name, DEVNET_KEYS.alice.address);
      this.accounts = [account];
      return account;
    },
    'keys/add-watch-only': (p) => {
      const account: AccountInfo = {
        ...this.#account('watch', p.name, p.address),
        kind: 'watch_only',
        secretId: null,
        hdIndex: null,
      };
      this.accounts = [account, ...this.accounts];
      return account;
    },
    'keys/unlock': (p) => {
      if (p.password !== 'correct horse') throw refuse('wrong_password', 'Wrong password.');
      this.status = { ...this.status, locked: false };
      return this.status;
    },
    'keys/lock': () => {
      this.status = { ...this.status, locked: true };
      this.emit('lock/changed', { locked: true, reason: 'manual' });
      return this.status;
    },
    'keys/select': (p) => ({ activeAccountId: p.accountId }),
    'settings/get': () => this.settings,
    'settings/update': (p) => (this.settings = { ...this.settings, ...p }),
    'network/list': () => ({ profiles: this.networks, activeId: this.activeNetworkId }),
    'network/get-active': () => this.#activeNetwork,
    'network/add': ({ force, ...input }) => {
      if (this.networks.some((n) => n.name === input.name))
        throw refuse('already_exists', `A network named "${input.name}" already exists.`);
      if (!force) this.#checkNode(input);
      const profile: NetworkProfile = {
        ...input,
        id: `net${this.networks.length}`,
        builtin: false,
        isDevnet: false,
      };
      this.networks = [...this.networks, profile];
      return profile;
    },
    'network/update': (p) => {
      const current = this.networks.find((n) => n.id === p.id);
      if (!current) throw refuse('not_found', `No network profile ${p.id}.`);
      const { changes } = p;
      if (this.networks.some((n) => n.id !== current.id && n.name === changes.name))
        throw refuse('already_exists', `A network named "${changes.name}" already exists.`);
      const updated = { ...current, ...changes };
      const nodeChanged = updated.chainId !== current.chainId || updated.restUrl !== current.restUrl;
      if (nodeChanged && !p.force) this.#checkNode(updated);
      this.networks = this.networks.map((n) => (n.id === current.id ? updated : n));
      if (updated.id === this.activeNetworkId) this.emit('network/changed', updated);
      return updated;
    },
    'network/remove': (p) => {
      const current = this.networks.find((n) => n.id === p.id);
      if (!current) throw refuse('not_found', `No network profile ${p.id}.`);
      if (current.builtin)
        throw refuse('invalid_request', 'The built-in devnet profile cannot be removed; reset it instead.');
      this.networks = this.networks.filter((n) => n.id !== current.id);
      if (this.activeNetworkId === current.id) {
        this.activeNetworkId = 'devnet';
        this.emit('network/changed', this.#activeNetwork);
      }
      return { activeId: this.activeNetworkId };
    },
    'network/select': (p) => {
      const profile = this.networks.find((n) => n.id === p.id);
      if (!profile) throw refuse('not_found', `No network profile ${p.id}.`);
      this.activeNetworkId = profile.id;
      this.emit('network/changed', profile);
      return profile;
    },
    'network/reset': () => {
      this.networks = this.networks.map((n) => (n.builtin ? { ...DEVNET_PROFILE } : n));
      this.activeNetworkId = 'devnet';
      this.emit('network/changed', this.#activeNetwork);
      return this.#activeNetwork;
    },
    'addressbook/list': () => ({ entries: this.addressBook }),
    'addressbook/update': (p) => {
      const current = this.addressBook.find((e) => e.id === p.id);
      if (!current) throw refuse('not_found', `No address-book entry ${p.id}.`);
      let address = current.address;
      if (p.address !== undefined) {
        const check = checkAddress(p.address, this.#activeNetwork.prefix);
        if (!check.ok) throw refuse('invalid_address', check.message);
        address = check.address;
      }
      // Name and memo bounds are the request schema's (the router checked them).
      const name = p.name ?? current.name;
      const memo = p.memo ?? current.memo;
      const updated = { ...current, name, address, memo, updatedAt: Date.now() };
      this.addressBook = this.addressBook.map((e) => (e.id === current.id ? updated : e));
      return updated;
    },
    'dashboard/get': () => ({
      accountId: this.#active?.id ?? '',
      address: this.#active?.address ?? '',
      // As the chain reports it: the bank total holds no delegated coins (they sit in the bonded pool), nor
      // unbonding ones; rewards are the whole uxyz of the distribution total.
      balances: {
        total: '1013456789',
        spendable: '1013456789',
        delegated: '510000000',
        unbonding: '25000000',
        rewards: '3141592',
      },
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
    'tokens/list': () => ({ tokens: this.tokens, updatedAt: Date.now() - 60_000 }),
    'charts/token-price': (p) =>
      fakePriceSeries(
        this.tokens.find((t) => t.address === p.token),
        p.range,
      ),
    'charts/portfolio': (p) =>
      fakePortfolio(p.accountId, DEVNET_KEYS.alice.address, this.history, this.priceUsd),
    'tokens/window': (p) => {
      const hidden = new Set(Object.keys(this.#marks).filter((t) => this.#marks[t] === 'hidden'));
      // Like the real core's cached progress: every curve token's share of the (fake) threshold.
      const progress = Object.fromEntries(
        this.tokens
          .filter((t) => t.source === 'launchpad')
          .map((t) => [t.address, { ...fakeProgress(t), updatedAt: 0 }]),
      );
      const matching = viewTokens(this.tokens, progress, p.query, p.filter, p.sort);
      const shown = p.showHidden ? matching : matching.filter((t) => !hidden.has(t.address));
      return {
        rows: shown.slice(p.offset, p.offset + p.limit),
        offset: p.offset,
        total: shown.length,
        totalIsLowerBound: false,
        hiddenMatches: matching.filter((t) => hidden.has(t.address)).length,
        updatedAt: Date.now() - 60_000,
      };
    },
    'tokens/names': (p) => ({
      tokens: this.tokens
        .filter((t) => p.addresses.includes(t.address) || (t.pair !== null && p.addresses.includes(t.pair)))
        .map((t) => ({ address: t.address, name: t.name, symbol: t.symbol, pair: t.pair })),
    }),
    'tokens/get': (p) => ({ token: this.tokens.find((t) => t.address === p.token) ?? null }),
    'tokens/hygiene': (p) => this.#hygiene(p.accountId),
    'tokens/mark': (p) => {
      if (p.mark === null) delete this.#marks[p.token];
      else this.#marks[p.token] = p.mark;
      return this.#hygiene(p.accountId);
    },
    'tokens/hygiene-prefs': (p) => {
      if (p.hideBelowUxyz !== undefined) this.#hygienePrefs.hideBelowUxyz = p.hideBelowUxyz;
      if (p.showHidden !== undefined) this.#hygienePrefs.showHidden = p.showHidden;
      return this.#hygiene(p.accountId);
    },
    'data/token-image': (p) => ({ dataUrl: fakeTokenImage(p.url) }),
    'tokens/progress': (p) => {
      const t = this.tokens.find((x) => x.address === p.token);
      if (!t || t.source !== 'launchpad') throw refuse('not_found', 'Not a launchpad token.');
      return { ...fakeProgress(t), updatedAt: Date.now() };
    },
    'history/page': (p) => {
      const start = p.before ? this.history.findIndex((r) => r.hash === p.before?.hash) + 1 : 0;
      return {
        rows: this.history.slice(start, start + p.limit),
        stored: this.history.length,
        complete: true,
        updatedAt: Date.now() - 60_000,
      };
    },
    /** Every word as a prefix of a word in memo, hash or the messages' text (the real index is tested in unit). */
    'history/search': (p) => {
      const words = p.query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      const tokens = (r: HistoryEntry) =>
        `${r.memo} ${r.hash} ${JSON.stringify(r.messages)}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      const matches = (r: HistoryEntry) => words.every((w) => tokens(r).some((t) => t.startsWith(w)));
      const found = words.length === 0 ? [] : this.history.filter(matches);
      const start = p.before ? found.findIndex((r) => r.hash === p.before?.hash) + 1 : 0;
      return { rows: found.slice(start, start + p.limit) };
    },
    'history/detail': (p) => {
      if (this.health === 'unreachable')
        throw refuse('network', 'The node at http://127.0.0.1:1317 could not be reached.');
      const entry = this.history.find((r) => r.hash === p.txHash.toUpperCase());
      if (!entry) throw refuse('not_found', 'The node does not know this transaction (yet).');
      const { direction: _direction, ...row } = entry; // the node's view of a tx has no direction
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
      return {
        ...row,
        codespace: row.code === 0 ? '' : 'sdk',
        gasWanted: '210000',
        gasUsed: '87412',
        events,
      };
    },
    'history/sync': () => ({ added: 0, stored: this.history.length, complete: true }),
    'history/export-csv': () => ({ csv: historyToCsv(this.history), rows: this.history.length }),
    'supply/get': () => ({ denom: 'uxyz', amount: '100000000000000' }),
    'staking/validators': () => ({ validators: FAKE_VALIDATORS }),
    'staking/delegations': () => ({
      delegations: [{ validatorAddress: FAKE_VALIDATORS[0]!.operatorAddress, amount: '510000000' }],
      total: '510000000',
    }),
    'node/status': () => {
      const n = this.#node();
      return {
        ...n,
        expectedChainId: 'xyz-devnet-1',
        syncing: this.health === 'syncing',
        signingBlocked: this.health === 'chain_id_mismatch',
        message: this.health === 'ok' ? 'Node is healthy.' : `Node: ${this.health}`,
      };
    },
    'node/info': () => {
      if (this.health === 'unreachable')
        throw refuse('network', 'The node at http://127.0.0.1:1317 could not be reached.');
      return {
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
      };
    },
    'tx/draft-send': (p) => this.#review('send', p),
    'tx/draft-delegate': (p) => this.#review('delegate', p),
    'tx/draft-bridge-out': (p) => this.#review('bridge-out', p),
    'tx/draft-launchpad-buy': (p) => this.#review('launchpad-buy', p),
    'tx/draft-launchpad-sell': (p) => this.#review('launchpad-sell', p),
    'tx/draft-swap': (p) => this.#review('swap', p),
    'tx/cancel': () => ({ cancelled: true }),
    'tx/confirm': () => {
      const txHash = 'FEED'.padEnd(64, '0');
      if (this.failConfirm) {
        const { code, rawLog } = this.failConfirm;
        return {
          txHash,
          status: 'failed',
          code,
          codespace: null,
          rawLog,
          height: code === 11 ? '5013' : null,
          next: code === 11 ? 'retry_more_gas' : null,
        };
      }
      setTimeout(() => {
        this.staking.applyConfirmed();
        this.emit('tx/status', { accountId: 'alice', txHash, status: 'included', height: '5013' });
      }, 300);
      return {
        txHash,
        status: 'pending',
        code: null,
        codespace: null,
        rawLog: null,
        height: null,
        next: null,
      };
    },
    // Channels no screen under test calls:
    'keys/import-mnemonic': notFaked('keys/import-mnemonic'),
    'keys/import-private-key': notFaked('keys/import-private-key'),
    'keys/derive-account': notFaked('keys/derive-account'),
    'keys/rename': notFaked('keys/rename'),
    'keys/remove': notFaked('keys/remove'),
    'keys/change-password': notFaked('keys/change-password'),
    'keys/reset': notFaked('keys/reset'),
    'keys/reveal-phrase': notFaked('keys/reveal-phrase'),
    'settings/reset': notFaked('settings/reset'),
    'addressbook/add': notFaked('addressbook/add'),
    'addressbook/remove': notFaked('addressbook/remove'),
    'tx/draft-token-transfer': notFaked('tx/draft-token-transfer'),
    'tx/draft-launchpad-create': notFaked('tx/draft-launchpad-create'),
    'tx/draft-instantiate': notFaked('tx/draft-instantiate'),
    'tx/review': notFaked('tx/review'),
    'tx/status': notFaked('tx/status'),
    'tx/retry': notFaked('tx/retry'),
    'offline/export-unsigned': notFaked('offline/export-unsigned'),
    'offline/review-sign': notFaked('offline/review-sign'),
    'offline/sign': notFaked('offline/sign'),
    'offline/review-broadcast': notFaked('offline/review-broadcast'),
    'offline/broadcast': notFaked('offline/broadcast'),
    'offline/qr': notFaked('offline/qr'),
    'multisig/create': notFaked('multisig/create'),
    'multisig/import-card': notFaked('multisig/import-card'),
    'multisig/card': notFaked('multisig/card'),
    'multisig/propose': notFaked('multisig/propose'),
    'multisig/proposals': notFaked('multisig/proposals'),
    'multisig/review': notFaked('multisig/review'),
    'multisig/import-signature': notFaked('multisig/import-signature'),
    'multisig/broadcast': notFaked('multisig/broadcast'),
    'multisig/remove-proposal': notFaked('multisig/remove-proposal'),
    'multisig/sign': notFaked('multisig/sign'),
    'permissions/list': notFaked('permissions/list'),
    'permissions/flagged': notFaked('permissions/flagged'),
    'tx/draft-revoke-permissions': (p) => this.#review('revoke-permissions', p),
    'tx/draft-grant-restake': (p) => this.#review('grant-restake', p),
    'tx/draft-grant-send': (p) => this.#review('grant-send', p),
    'tx/draft-grant-fee-allowance': (p) => this.#review('grant-fee-allowance', p),
    'connect/sign-message': notFaked('connect/sign-message'),
    'connect/pair': notFaked('connect/pair'),
    'connect/sessions': notFaked('connect/sessions'),
    'connect/requests': notFaked('connect/requests'),
    'connect/disconnect': notFaked('connect/disconnect'),
    'offline/backup-export': notFaked('offline/backup-export'),
    'offline/backup-import': notFaked('offline/backup-import'),
  });

  readonly #router = createRouter(this.#handlers);

  #review(
    kind: string,
    p: { amount?: string; memo?: string; token?: string; feeTier?: 'low' | 'average' | 'high' },
  ): TxReview {
    if (this.health === 'unreachable')
      throw refuse('network', 'Could not reach http://127.0.0.1:1317: connect ECONNREFUSED 127.0.0.1:1317');
    const amount = p.amount ?? '0';
    const spend = BigInt(Math.round(Number(amount) * 1e6));
    const fees = { low: '4375', average: '5250', high: '7000' };
    const feeTier = p.feeTier ?? 'average';
    const fee = BigInt(fees[feeTier]);
    if (spend > 1_013_456_789n - fee) {
      throw refuse('insufficient_funds', 'insufficient funds', {
        code: 5,
        rawLog: `spendable balance 1013456789uxyz is smaller than ${spend + fee}uxyz: insufficient funds`,
      });
    }
    return {
      reviewId: `review${++this.#reviews}`,
      kind,
      summary: reviewSummary(kind, amount, p.token),
      accountId: 'alice',
      from: DEVNET_KEYS.alice.address,
      chainId: 'xyz-devnet-1',
      messages: [fakeMessage(kind, p, spend)],
      memo: p.memo ?? '',
      gasUsed: '125000',
      gasLimit: '175000',
      gasAdjustment: 1.4,
      feeTier,
      fee: { denom: 'uxyz', amount: String(fee) },
      fees,
      spend: String(spend),
      total: String(spend + fee),
      feeAlert: this.feeAlert,
      spendable: '1013456789',
      signMode: 'direct',
      accountNumber: '7',
      sequence: '3',
      signDocHash: 'AB'.repeat(32),
      expiresAt: Date.now() + 60_000,
      balanceChanges: fakeBalanceChanges(kind, p, spend, fee),
      previewMismatches: [],
    };
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

/** The core's summary line: trades name the token contract, as electron/core/tx/drafts.ts does. */
/** The launchpad contract the fake's trades call. */
const FAKE_LAUNCHPAD = 'xyz1qg5ega6dykkxc307y25pecuufrjkxkaggkkxh7nad0vhyhtuhw3sqaa3c5';

/**
 * The message a review of `kind` signs, shaped as core shows it (dialect type URL, amino-style fields): what the
 * review card reads its recipient and trade amounts from.
 */
function fakeMessage(
  kind: string,
  p: { to?: string; validator?: string; token?: string; pair?: string; direction?: string },
  spend: bigint,
): Record<string, unknown> {
  const from = DEVNET_KEYS.alice.address;
  const uxyz = [{ denom: 'uxyz', amount: String(spend) }];
  const execute = (contract: string, msg: unknown, funds: unknown[]) => ({
    '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract',
    sender: from,
    contract,
    msg,
    funds,
  });
  const sellTo = (target: string) =>
    execute(p.token ?? '', { send: { contract: target, amount: String(spend), msg: 'e30=' } }, []);
  switch (kind) {
    case 'send':
      return {
        '@type': '/ledger.bank.v1beta1.MsgSend',
        from_address: from,
        to_address: p.to ?? '',
        amount: uxyz,
      };
    case 'delegate':
      return {
        '@type': '/ledger.staking.v1beta1.MsgDelegate',
        delegator_address: from,
        validator_address: p.validator ?? '',
        amount: uxyz[0],
      };
    case 'launchpad-buy':
      return execute(FAKE_LAUNCHPAD, { buy: { token: p.token ?? '', min_tokens_out: '0' } }, uxyz);
    case 'launchpad-sell':
      return sellTo(FAKE_LAUNCHPAD);
    case 'swap':
      return p.direction === 'buy'
        ? execute(p.pair ?? '', { swap: { offer_asset: { amount: String(spend) } } }, uxyz)
        : sellTo(p.pair ?? '');
    default:
      return { '@type': '/ledger.bank.v1beta1.MsgSend', from_address: from, to_address: '', amount: uxyz };
  }
}

function reviewSummary(kind: string, amount: string, token: string | undefined): string {
  if (kind === 'launchpad-buy') return `Buy ${token} for ${amount} XYZ`;
  if (kind === 'launchpad-sell') return `Sell ${amount} of ${token} for XYZ`;
  if (kind === 'swap') return `Swap ${amount} for ${token}`;
  return `${kind} ${amount} XYZ`;
}

/**
 * What a simulation would say the draft does to the balances: a buy pays XYZ (+ fee) for ~19 tokens per XYZ, a sell
 * pays tokens for ~1/20 XYZ each, a token transfer sends tokens, anything else sends XYZ (+ fee).
 */
function fakeBalanceChanges(
  kind: string,
  p: { token?: string; direction?: string },
  spend: bigint,
  fee: bigint,
): TxReview['balanceChanges'] {
  const buys = kind === 'launchpad-buy' || (kind === 'swap' && p.direction === 'buy');
  if (p.token && buys)
    return [
      { denom: 'uxyz', delta: String(-(spend + fee)) },
      { token: p.token, delta: String(spend * 19n) },
    ];
  if (p.token && kind !== 'token-transfer')
    return [
      { denom: 'uxyz', delta: String(spend / 20n - fee) },
      { token: p.token, delta: String(-spend) },
    ];
  if (p.token)
    return [
      { denom: 'uxyz', delta: String(-fee) },
      { token: p.token, delta: String(-spend) },
    ];
  return [{ denom: 'uxyz', delta: String(-(spend + fee)) }];
}

/** The launchpad progress the fake answers for a curve token (threshold FAKE_GRADUATION_THRESHOLD). */
function fakeProgress(t: TokenView): Omit<TokenProgress, 'updatedAt'> {
  const threshold = FAKE_GRADUATION_THRESHOLD;
  const percent = Math.min(100, Number((BigInt(t.xyzReserves) * 10000n) / BigInt(threshold)) / 100).toFixed(
    2,
  );
  return {
    token: t.address,
    xyzReserves: t.xyzReserves,
    threshold,
    graduated: t.graduated,
    pair: t.graduated ? `${t.address.slice(0, 40)}pair` : null,
    percent: t.graduated ? '100.00' : percent,
  };
}

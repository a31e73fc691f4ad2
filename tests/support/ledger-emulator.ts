// A Ledger running the Cosmos app, in memory: speaks the app's APDU protocol (CLA 0x55: GET_VERSION 0x00,
// GET_ADDR_SECP256K1 0x04, SIGN_SECP256K1 0x02 chunked INIT/ADD/LAST; see cosmos/ledger-cosmos docs/APDUSPEC.md)
// behind a real @ledgerhq Transport, so the core talks to it exactly as to USB. It signs with a key derived from a
// test mnemonic, enforces what the app enforces (paths 44'/118'|60', valid canonical JSON with sorted keys, buffer
// and token limits) and lets the test script the user (approve / reject) and the device (locked, wrong app, old
// version, unplugged mid-signing, not connected, permission denied).
import { Secp256k1, sha256 } from '@cosmjs/crypto';
import { toBech32 } from '@cosmjs/encoding';
import { ripemd160 } from '@cosmjs/crypto';
import { DisconnectedDevice } from '@ledgerhq/errors';
import Transport, { TransportError } from '@ledgerhq/hw-transport';
import { deriveFromMnemonic } from '../../electron/core/keys/derive';

export type UserAction = 'approve' | 'reject';
export type OpenApp = 'cosmos' | 'dashboard' | 'other';

export interface EmulatorOptions {
  mnemonic: string;
  version?: [number, number, number];
}

/** What the device showed the user (an address to verify, or a sign doc to approve). */
export type Prompt =
  { kind: 'address'; path: string; address: string } | { kind: 'sign'; path: string; json: string };

const HARDENED = 0x80000000;
const SW = {
  OK: 0x9000,
  LOCKED: 0x5515,
  REJECTED: 0x6986,
  DATA_INVALID: 0x6984,
  TOO_LARGE: 0x6988,
  BAD_COIN: 0x698b,
  INS: 0x6d00,
  CLA: 0x6e00,
  APP_NOT_OPEN: 0x6e01,
  WRONG_LENGTH: 0x6700,
};
/** The app's limits (tx.c FLASH_BUFFER_SIZE, json_parser.h MAX_NUMBER_OF_TOKENS on a Nano S). */
const BUFFER_BYTES = 16384;
const MAX_TOKENS = 600;

const reply = (sw: number, data: Uint8Array = new Uint8Array()) => {
  const out = Buffer.alloc(data.length + 2);
  Buffer.from(data).copy(out, 0);
  out.writeUInt16BE(sw, data.length);
  return out;
};
const fail = (sw: number, message?: string) => reply(sw, message ? Buffer.from(message) : undefined);

function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortedDeep((value as Record<string, unknown>)[k])]),
    );
  return value;
}

function countTokens(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce<number>((n, v) => n + countTokens(v), 0);
  if (value !== null && typeof value === 'object')
    return 1 + Object.values(value).reduce<number>((n, v) => n + 1 + countTokens(v), 0);
  return 1;
}

function parsePath(data: Buffer): { path: number[]; text: string } | null {
  if (data.length < 20) return null;
  const path = [0, 1, 2, 3, 4].map((i) => data.readUInt32LE(i * 4));
  const text = `m/${path.map((p) => (p >= HARDENED ? `${p - HARDENED}'` : String(p))).join('/')}`;
  return { path, text };
}

export class LedgerEmulator {
  readonly mnemonic: string;
  version: [number, number, number];
  locked = false;
  app: OpenApp = 'cosmos';
  connected = true;
  permissionDenied = false;
  /** Unplug when the last sign chunk arrives (the exchange fails with DisconnectedDevice). */
  unplugDuringSign = false;
  /** Answers for the next user prompts, in order; when empty, `defaultAction`. */
  readonly actions: UserAction[] = [];
  defaultAction: UserAction = 'approve';
  /** Milliseconds the "user" takes to press a button (a Promise the test controls, when set). */
  userDelay: Promise<void> | null = null;
  readonly prompts: Prompt[] = [];
  /** Every exchange as hex (=> apdu, <= response), in @ledgerhq/hw-transport-mocker RecordStore syntax. */
  readonly log: string[] = [];
  openTransports = 0;
  #signBuffer: { path: number[]; pathText: string; hrp: string | null; chunks: Buffer[] } | null = null;

  constructor(options: EmulatorOptions) {
    this.mnemonic = options.mnemonic;
    this.version = options.version ?? [2, 35, 0];
  }

  /** The transport factory to inject as WalletCoreDeps.ledgerTransport. */
  factory = (): Promise<Transport> => {
    if (this.permissionDenied) return Promise.reject(new Error('cannot open device with path /dev/hidraw3'));
    if (!this.connected) return Promise.reject(new TransportError('NoDevice', 'NoDevice'));
    this.openTransports += 1;
    return Promise.resolve(new EmulatorTransport(this));
  };

  /** The key and address the device holds at m/44'/118'/0'/0/n. */
  async keyAt(hdIndex: number, hrp = 'xyz') {
    const key = await deriveFromMnemonic(this.mnemonic, 118, hdIndex);
    return { ...key, address: toBech32(hrp, ripemd160(sha256(key.pubkey))) };
  }

  async #userAnswers(prompt: Prompt): Promise<UserAction> {
    this.prompts.push(prompt);
    if (this.userDelay) await this.userDelay;
    return this.actions.shift() ?? this.defaultAction;
  }

  async handle(apdu: Buffer): Promise<Buffer> {
    if (apdu.length < 5) return fail(SW.WRONG_LENGTH);
    const [cla, ins, p1, p2, lc] = apdu;
    const data = apdu.subarray(5, 5 + lc!);
    if (this.locked) return fail(SW.LOCKED);
    if (this.app !== 'cosmos' || cla !== 0x55)
      return fail(this.app === 'dashboard' ? SW.APP_NOT_OPEN : SW.CLA);
    switch (ins) {
      case 0x00:
        return reply(SW.OK, Uint8Array.from([0, ...this.version, 0, 0x33, 0x00, 0x00, 0x04]));
      case 0x04:
        return this.#getAddress(p1!, data);
      case 0x02:
        return this.#sign(p1!, p2!, data);
      default:
        return fail(SW.INS);
    }
  }

  #checkPath(path: number[]): number | null {
    if (path[0] !== (44 | HARDENED) >>> 0) return SW.DATA_INVALID;
    if (path[1] !== (118 | HARDENED) >>> 0 && path[1] !== (60 | HARDENED) >>> 0) return SW.BAD_COIN;
    if (path[2]! < HARDENED || path[3]! >= HARDENED || path[4]! >= HARDENED) return SW.DATA_INVALID;
    return null;
  }

  async #getAddress(display: number, data: Buffer): Promise<Buffer> {
    const hrpLen = data[0] ?? 0;
    if (hrpLen < 1 || hrpLen > 83) return fail(0x698a);
    const hrp = data.subarray(1, 1 + hrpLen).toString('ascii');
    const parsed = parsePath(data.subarray(1 + hrpLen));
    if (!parsed) return fail(SW.DATA_INVALID);
    const bad = this.#checkPath(parsed.path);
    if (bad) return fail(bad);
    const key = await this.keyAt(parsed.path[4]!, hrp);
    if (display === 1) {
      const answer = await this.#userAnswers({ kind: 'address', path: parsed.text, address: key.address });
      if (answer === 'reject') return fail(SW.REJECTED);
    }
    return reply(SW.OK, Buffer.concat([Buffer.from(key.pubkey), Buffer.from(key.address, 'ascii')]));
  }

  async #sign(payloadType: number, format: number, data: Buffer): Promise<Buffer> {
    if (format !== 0) return fail(SW.DATA_INVALID, 'Only JSON (amino) is emulated');
    if (payloadType === 0) {
      const parsed = parsePath(data);
      if (!parsed) return fail(SW.DATA_INVALID);
      const bad = this.#checkPath(parsed.path);
      if (bad) return fail(bad);
      const hrpLen = data[20];
      const hrp = hrpLen ? data.subarray(21, 21 + hrpLen).toString('ascii') : null;
      this.#signBuffer = { path: parsed.path, pathText: parsed.text, hrp, chunks: [] };
      return reply(SW.OK);
    }
    const buffer = this.#signBuffer;
    if (!buffer || (payloadType !== 1 && payloadType !== 2)) return fail(SW.DATA_INVALID, 'Unexpected chunk');
    buffer.chunks.push(Buffer.from(data));
    const size = buffer.chunks.reduce((n, c) => n + c.length, 0);
    if (size > BUFFER_BYTES) {
      this.#signBuffer = null;
      return fail(SW.TOO_LARGE);
    }
    if (payloadType === 1) return reply(SW.OK);
    this.#signBuffer = null;
    if (this.unplugDuringSign) {
      this.connected = false;
      throw new DisconnectedDevice();
    }
    const message = Buffer.concat(buffer.chunks);
    const text = message.toString('utf8');
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      return fail(SW.DATA_INVALID, 'JSON string is not valid');
    }
    if (JSON.stringify(sortedDeep(doc)) !== text)
      return fail(SW.DATA_INVALID, 'JSON dictionaries not sorted');
    const d = doc as Record<string, unknown>;
    for (const field of ['account_number', 'chain_id', 'fee', 'memo', 'msgs', 'sequence'])
      if (!(field in d)) return fail(SW.DATA_INVALID, `JSON missing ${field}`);
    if (countTokens(doc) > MAX_TOKENS) return fail(SW.DATA_INVALID, 'JSON too many tokens');
    const answer = await this.#userAnswers({ kind: 'sign', path: buffer.pathText, json: text });
    if (answer === 'reject') return fail(SW.REJECTED);
    const key = await this.keyAt(buffer.path[4]!);
    const signature = await Secp256k1.createSignature(sha256(message), key.privkey);
    return reply(SW.OK, signature.toDer());
  }
}

/** A @ledgerhq Transport whose exchanges go to the emulator. */
class EmulatorTransport extends Transport {
  #closed = false;

  constructor(private readonly device: LedgerEmulator) {
    super();
  }

  override async exchange(apdu: Buffer): Promise<Buffer> {
    if (this.#closed || !this.device.connected) throw new DisconnectedDevice();
    const response = await this.device.handle(apdu);
    this.device.log.push(`=> ${apdu.toString('hex')}`, `<= ${response.toString('hex')}`);
    return response;
  }

  override async close(): Promise<void> {
    if (!this.#closed) this.device.openTransports -= 1;
    this.#closed = true;
  }
}

// runTx like baseapp: ante on a branch (committed on success), then messages on another branch that is
// dropped on failure; out-of-gas and contract errors become result codes, never exceptions.
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci';
import { MsgInstantiateContractResponse } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import { runAnte, type AnteMode } from './ante';
import { makeContext } from './context';
import { asChainError } from './errors';
import { EventCollector, event, messageLog, type AbciMessageLog } from './events';
import { GasMeter, OutOfGasError } from './gas';
import { handleMsg, msgModule, type HandlerEnv } from './handlers';
import { msgSigner, msgTypeUrl } from './codec/messages';
import type { DecodedTx } from './codec/tx';
import { CacheStore, type KVStore } from './store';
import type { BlockInfo, ChainEvent } from './types';

export interface TxResult {
  code: number;
  codespace: string;
  rawLog: string;
  gasWanted: number;
  gasUsed: number;
  events: ChainEvent[];
  logs: AbciMessageLog[];
  /** TxMsgData bytes (empty on failure). */
  data: Uint8Array;
  msgResponses: Array<{ '@type': string; [k: string]: unknown }>;
}

function failure(err: unknown, meter: GasMeter, events: ChainEvent[], inMessage: number | null): TxResult {
  const gasWanted = meter.limit ?? Number.MAX_SAFE_INTEGER;
  if (err instanceof OutOfGasError) {
    return {
      code: 11,
      codespace: 'sdk',
      rawLog: `out of gas in location: ${err.location}; gasWanted: ${meter.limit ?? 0}, gasUsed: ${meter.consumed()}: out of gas`,
      gasWanted,
      gasUsed: meter.consumed(),
      events,
      logs: [],
      data: new Uint8Array(),
      msgResponses: [],
    };
  }
  const chainErr = asChainError(err);
  if (chainErr.code === 1) console.error('[devnet] internal error in tx:', err);
  // An unregistered (plain Go) error is redacted whole to "internal", codespace "undefined" (errors.Redact).
  const redacted = chainErr.codespace === 'undefined';
  const prefix =
    inMessage === null || redacted ? '' : `failed to execute message; message index: ${inMessage}: `;
  return {
    code: chainErr.code,
    codespace: chainErr.codespace,
    rawLog: prefix + chainErr.message,
    gasWanted,
    gasUsed: meter.consumed(),
    events,
    logs: [],
    data: new Uint8Array(),
    msgResponses: [],
  };
}

/**
 * Runs `tx` against `store` (written on success of each stage). In 'check' mode only the ante runs.
 * `simulate` uses an infinite gas meter and skips signature checks and the min gas price.
 */
export function runTx(
  env: HandlerEnv,
  store: KVStore,
  tx: DecodedTx,
  mode: AnteMode,
  block: BlockInfo,
): TxResult {
  const meter = new GasMeter(mode === 'simulate' ? undefined : Number(tx.fee.gasLimit));
  const anteBranch = new CacheStore(store);
  const anteCtx = makeContext(anteBranch, meter, block, undefined, tx.names);
  try {
    runAnte(anteCtx, tx, mode, block.chainId);
  } catch (err) {
    return failure(err, meter, [], null);
  }
  anteBranch.write();
  const anteEvents = anteCtx.events.events;
  if (mode === 'check') {
    return {
      code: 0,
      codespace: '',
      rawLog: '',
      gasWanted: Number(tx.fee.gasLimit),
      gasUsed: meter.consumed(),
      events: anteEvents,
      logs: [],
      data: new Uint8Array(),
      msgResponses: [],
    };
  }
  const msgBranch = new CacheStore(store);
  const msgEvents: ChainEvent[] = [];
  const logs: AbciMessageLog[] = [];
  const responses: Any[] = [];
  const msgResponses: TxResult['msgResponses'] = [];
  for (let i = 0; i < tx.msgs.length; i++) {
    const msg = tx.msgs[i]!;
    const ctx = makeContext(msgBranch, meter, block, new EventCollector(), tx.names);
    const typeUrl = msgTypeUrl(msg, tx.names);
    ctx.events.emit(
      event('message', [
        ['action', typeUrl],
        ['sender', msgSigner(msg)],
        ['module', msgModule(msg)],
      ]),
    );
    try {
      const out = handleMsg(env, ctx, msg);
      const responseUrl = `${typeUrl}Response`;
      if (out.contractAddress) {
        responses.push({
          typeUrl: responseUrl,
          value: MsgInstantiateContractResponse.encode({
            address: out.contractAddress,
            data: new Uint8Array(),
          }).finish(),
        });
        msgResponses.push({ '@type': responseUrl, address: out.contractAddress, data: null });
      } else if (out.response) {
        responses.push({ typeUrl: responseUrl, value: out.response.bytes });
        msgResponses.push({ '@type': responseUrl, ...out.response.json });
      } else {
        responses.push({ typeUrl: responseUrl, value: new Uint8Array() });
        msgResponses.push({ '@type': responseUrl });
      }
    } catch (err) {
      return failure(err, meter, anteEvents, i);
    }
    msgEvents.push(...ctx.events.events);
    logs.push(messageLog(i, ctx.events.events));
  }
  msgBranch.write();
  return {
    code: 0,
    codespace: '',
    rawLog: JSON.stringify(logs),
    gasWanted: mode === 'simulate' ? Number.MAX_SAFE_INTEGER : Number(tx.fee.gasLimit),
    gasUsed: meter.consumed(),
    events: [...anteEvents, ...msgEvents],
    logs,
    data: TxMsgData.encode({ data: [], msgResponses: responses }).finish(),
    msgResponses,
  };
}

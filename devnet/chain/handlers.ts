// Message router: stateless ValidateBasic and the state-changing handler of each message kind.
import type { ExecContext } from './context';
import { isValidDenom, validateCoin, validateCoins } from './coins';
import { addressError } from './crypto';
import { sdkError } from './errors';
import { isRoutable, type Msg } from './codec/messages';
import { handleAuthzMsg, validateAuthzBasic } from './modules/authz-handlers';
import {
  redelegateResponse,
  undelegateResponse,
  withdrawRewardResponse,
  type MsgResponse,
} from './codec/staking-responses';
import { sendCoins } from './modules/bank';
import { delegate } from './modules/staking';
import { beginRedelegate, undelegate } from './modules/staking-unbonding';
import { withdrawReward } from './modules/distribution-msgs';
import { burnForBridgeOut, mintForBridgeIn } from './modules/bridge';
import { addVote } from './modules/gov';
import { checkVoteOption, checkWeightedOptions, nonSplitOption } from './modules/gov-options';
import { executeContract, instantiateContract, type WasmEnv } from './wasm/module';
import { ChainError, type Coin } from './types';

export const VALOPER_PREFIX = 'xyzvaloper';

export interface HandlerEnv extends WasmEnv {
  /** Address allowed to sign bridge-in mints (the devnet faucet). */
  readonly bridgeAuthority: string;
}

function checkAddress(address: string, field: string, prefix?: string): void {
  const err = addressError(address, prefix);
  if (err) throw sdkError(7, `invalid ${field} address: ${err}`);
}

/** MsgUndelegate/MsgBeginRedelegate ValidateBasic: a valid, positive amount ("invalid shares amount"). */
function checkSharesAmount(amount: Coin | undefined): void {
  if (!amount || !isValidDenom(amount.denom) || !/^\d+$/.test(amount.amount) || BigInt(amount.amount) === 0n)
    throw sdkError(18, 'invalid shares amount');
}

function parseContractMsg(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ChainError('wasm', 21, 'msg: invalid: must be valid JSON: invalid');
  }
}

/** Stateless checks (addresses, coins, required fields); throws ChainError with the SDK code. */
export function validateBasic(msg: Msg): void {
  switch (msg.kind) {
    case 'send':
      checkAddress(msg.from, 'from');
      checkAddress(msg.to, 'to');
      validateCoins(msg.amount);
      return;
    case 'delegate':
      checkAddress(msg.delegator, 'delegator');
      checkAddress(msg.validator, 'validator', VALOPER_PREFIX);
      validateCoin(msg.amount);
      return;
    case 'undelegate':
      checkAddress(msg.delegator, 'delegator');
      checkAddress(msg.validator, 'validator', VALOPER_PREFIX);
      checkSharesAmount(msg.amount);
      return;
    case 'redelegate':
      checkAddress(msg.delegator, 'delegator');
      checkAddress(msg.src, 'source validator', VALOPER_PREFIX);
      checkAddress(msg.dst, 'destination validator', VALOPER_PREFIX);
      checkSharesAmount(msg.amount);
      return;
    case 'withdrawReward':
      checkAddress(msg.delegator, 'delegator');
      checkAddress(msg.validator, 'validator', VALOPER_PREFIX);
      return;
    case 'execute':
      checkAddress(msg.sender, 'sender');
      checkAddress(msg.contract, 'contract');
      validateCoins(msg.funds, { allowEmpty: true });
      parseContractMsg(msg.msg);
      return;
    case 'instantiate':
      checkAddress(msg.sender, 'sender');
      if (msg.admin) checkAddress(msg.admin, 'admin');
      if (msg.codeId <= 0n) throw new ChainError('wasm', 21, 'code id is required: invalid');
      if (!msg.label.trim()) throw new ChainError('wasm', 21, 'label is required: invalid');
      validateCoins(msg.funds, { allowEmpty: true });
      parseContractMsg(msg.msg);
      return;
    case 'bridgeOut':
      checkAddress(msg.sender, 'sender');
      validateCoin(msg.amount);
      if (!msg.externalAddress.trim()) throw sdkError(18, 'external_address must not be empty');
      return;
    case 'bridgeIn':
      checkAddress(msg.authority, 'authority');
      checkAddress(msg.recipient, 'recipient');
      validateCoin(msg.amount);
      return;
    case 'vote':
    case 'voteWeighted':
      checkAddress(msg.voter, 'voter');
      if (msg.kind === 'vote') checkVoteOption(msg.option);
      else checkWeightedOptions(msg.options);
      return;
    case 'grant':
    case 'revoke':
    case 'exec':
    case 'grantAllowance':
    case 'revokeAllowance':
      validateAuthzBasic(msg, checkAddress);
      return;
  }
}

/** The module name reported in the message event. */
export function msgModule(msg: Msg): string {
  switch (msg.kind) {
    case 'send':
      return 'bank';
    case 'delegate':
    case 'undelegate':
    case 'redelegate':
      return 'staking';
    case 'withdrawReward':
      return 'distribution';
    case 'execute':
    case 'instantiate':
      return 'wasm';
    case 'bridgeOut':
    case 'bridgeIn':
      return 'bridge';
    case 'vote':
    case 'voteWeighted':
      return 'gov';
    case 'grant':
    case 'revoke':
    case 'exec':
      return 'authz';
    case 'grantAllowance':
    case 'revokeAllowance':
      return 'feegrant';
  }
}

/** Runs the message against `ctx`; returns the response data fields (instantiate: the new address). */
export function handleMsg(
  env: HandlerEnv,
  ctx: ExecContext,
  msg: Msg,
): { contractAddress?: string; response?: MsgResponse } {
  switch (msg.kind) {
    case 'send':
      sendCoins(ctx, msg.from, msg.to, msg.amount);
      return {};
    case 'delegate':
      delegate(ctx, msg.delegator, msg.validator, msg.amount!);
      return {};
    case 'undelegate': {
      const completion = undelegate(ctx, msg.delegator, msg.validator, msg.amount!);
      return { response: undelegateResponse(completion, msg.amount!) };
    }
    case 'redelegate':
      return {
        response: redelegateResponse(beginRedelegate(ctx, msg.delegator, msg.src, msg.dst, msg.amount!)),
      };
    case 'withdrawReward':
      return { response: withdrawRewardResponse(withdrawReward(ctx, msg.delegator, msg.validator)) };
    case 'execute':
      executeContract(env, ctx, msg.sender, msg.contract, parseContractMsg(msg.msg), msg.funds);
      return {};
    case 'instantiate': {
      const address = instantiateContract(
        env,
        ctx,
        msg.sender,
        Number(msg.codeId),
        parseContractMsg(msg.msg),
        msg.funds,
        msg.label,
        msg.admin,
      );
      return { contractAddress: address };
    }
    case 'bridgeOut':
      burnForBridgeOut(ctx, msg.sender, msg.amount!, msg.externalAddress);
      return {};
    case 'bridgeIn':
      mintForBridgeIn(ctx, msg.authority, env.bridgeAuthority, msg.recipient, msg.amount!, msg.externalTx);
      return {};
    case 'vote':
    case 'voteWeighted': {
      const options = msg.kind === 'vote' ? nonSplitOption(msg.option) : msg.options;
      addVote(ctx, msg.proposalId, msg.voter, options, msg.metadata);
      return {};
    }
    case 'grant':
    case 'revoke':
    case 'exec':
    case 'grantAllowance':
    case 'revokeAllowance':
      return handleAuthzMsg(ctx, msg, {
        validate: validateBasic,
        handle: (inner, innerMsg) => handleMsg(env, inner, innerMsg),
        isRoutable: (url) => isRoutable(url, ctx.names),
      });
  }
}

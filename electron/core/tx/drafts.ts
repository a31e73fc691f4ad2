// Pure translation of draft requests (user text) into validated Drafts: parsed amounts, checked addresses, messages.
import type { z } from 'zod';
import { DECIMALS } from '../../../shared/chain';
import { formatBaseAmount } from '../../../shared/format';
import type {
  draftBridgeOutSchema,
  draftDelegateSchema,
  draftInstantiateSchema,
  draftLaunchpadBuySchema,
  draftLaunchpadCreateSchema,
  draftLaunchpadSellSchema,
  draftSendSchema,
  draftSwapSchema,
  draftTokenTransferSchema,
} from '../../../shared/api/tx';
import {
  buildBridgeOut,
  buildCw20Transfer,
  buildDelegate,
  buildInstantiate,
  buildLaunchpadBuy,
  buildLaunchpadCreate,
  buildLaunchpadSell,
  buildSend,
  buildSwapNative,
  buildSwapToken,
  nativeSpend,
} from './messages';
import type { ExpectedChange } from './balance-changes';
import type { Draft } from './review';
import { TxInputError } from './tx-input-error';
import { checkAddress, checkAmount, checkBaseAmount, checkMemo } from './validate';

/** What a draft needs to know about the network and the signer. */
export interface DraftEnv {
  sender: string;
  prefix: string;
  /** Native denom and its display symbol. */
  denom: string;
  /** Launchpad contract, needed only for launchpad drafts. */
  launchpad: string | null;
  /** Launchpad creation fee in uxyz (DOMAIN.md: 1 XYZ). */
  creationFee: bigint;
}

export const LAUNCHPAD_CREATION_FEE = 1_000_000n;

const xyz = (base: bigint) => `${formatBaseAmount(base)} XYZ`;

function finish(
  kind: string,
  env: DraftEnv,
  messages: Draft['messages'],
  memo: string | undefined,
  summary: string,
  expected?: ExpectedChange[],
): Draft {
  return {
    kind,
    sender: env.sender,
    messages,
    memo: checkMemo(memo ?? ''),
    spend: nativeSpend(messages, env.denom),
    summary,
    ...(expected ? { expected } : {}),
  };
}

function needLaunchpad(env: DraftEnv): string {
  if (!env.launchpad)
    throw new TxInputError('invalid_config', 'This network has no launchpad address configured.');
  return env.launchpad;
}

export function draftSend(req: z.output<typeof draftSendSchema>, env: DraftEnv): Draft {
  const to = checkAddress(req.to, env.prefix, 'to');
  const amount = checkAmount(req.amount, DECIMALS, 'amount');
  return finish(
    'send',
    env,
    [buildSend({ from: env.sender, to, amount, denom: env.denom })],
    req.memo,
    `Send ${xyz(amount)} to ${to}`,
    to === env.sender ? undefined : [{ denom: env.denom, exactly: -amount }],
  );
}

export function draftDelegate(req: z.output<typeof draftDelegateSchema>, env: DraftEnv): Draft {
  const validator = checkAddress(req.validator, `${env.prefix}valoper`, 'validator');
  const amount = checkAmount(req.amount, DECIMALS, 'amount');
  return finish(
    'delegate',
    env,
    [buildDelegate({ delegator: env.sender, validator, amount })],
    req.memo,
    `Delegate ${xyz(amount)} to ${validator}`,
  );
}

export function draftTokenTransfer(req: z.output<typeof draftTokenTransferSchema>, env: DraftEnv): Draft {
  const token = checkAddress(req.token, env.prefix, 'token');
  const recipient = checkAddress(req.to, env.prefix, 'to');
  const decimals = req.decimals ?? DECIMALS;
  const amount = checkAmount(req.amount, decimals, 'amount');
  return finish(
    'token-transfer',
    env,
    [buildCw20Transfer({ sender: env.sender, token, recipient, amount })],
    req.memo,
    `Send ${formatBaseAmount(amount, decimals)} of token ${token} to ${recipient}`,
    recipient === env.sender
      ? undefined
      : [
          { token, exactly: -amount },
          { denom: env.denom, exactly: 0n },
        ],
  );
}

export function draftLaunchpadCreate(req: z.output<typeof draftLaunchpadCreateSchema>, env: DraftEnv): Draft {
  const launchpad = needLaunchpad(env);
  const message = buildLaunchpadCreate({
    sender: env.sender,
    launchpad,
    name: req.name,
    symbol: req.symbol.toUpperCase(),
    image: req.image,
    description: req.description,
    creationFee: env.creationFee,
  });
  return finish(
    'launchpad-create',
    env,
    [message],
    req.memo,
    `Create token ${req.symbol.toUpperCase()} (fee ${xyz(env.creationFee)})`,
  );
}

export function draftLaunchpadBuy(req: z.output<typeof draftLaunchpadBuySchema>, env: DraftEnv): Draft {
  const launchpad = needLaunchpad(env);
  const token = checkAddress(req.token, env.prefix, 'token');
  const xyzAmount = checkAmount(req.amount, DECIMALS, 'amount');
  const minTokensOut = checkBaseAmount(req.minTokensOut ?? '0', 'minTokensOut', true);
  return finish(
    'launchpad-buy',
    env,
    [buildLaunchpadBuy({ sender: env.sender, launchpad, token, xyzAmount, minTokensOut })],
    req.memo,
    `Buy ${token} for ${xyz(xyzAmount)}`,
    [
      { denom: env.denom, exactly: -xyzAmount },
      { token, atLeast: minTokensOut },
    ],
  );
}

export function draftLaunchpadSell(req: z.output<typeof draftLaunchpadSellSchema>, env: DraftEnv): Draft {
  const launchpad = needLaunchpad(env);
  const token = checkAddress(req.token, env.prefix, 'token');
  const tokenAmount = checkAmount(req.amount, DECIMALS, 'amount');
  const minXyzOut = checkBaseAmount(req.minXyzOut ?? '0', 'minXyzOut', true);
  return finish(
    'launchpad-sell',
    env,
    [buildLaunchpadSell({ sender: env.sender, launchpad, token, tokenAmount, minXyzOut })],
    req.memo,
    `Sell ${formatBaseAmount(tokenAmount)} of ${token}`,
    [
      { token, exactly: -tokenAmount },
      { denom: env.denom, atLeast: minXyzOut },
    ],
  );
}

export function draftSwap(req: z.output<typeof draftSwapSchema>, env: DraftEnv): Draft {
  const pair = checkAddress(req.pair, env.prefix, 'pair');
  const token = checkAddress(req.token, env.prefix, 'token');
  const amount = checkAmount(req.amount, DECIMALS, 'amount');
  const message =
    req.direction === 'buy'
      ? buildSwapNative({ sender: env.sender, pair, amount, maxSpread: req.maxSpread })
      : buildSwapToken({ sender: env.sender, token, pair, amount });
  const summary =
    req.direction === 'buy'
      ? `Swap ${xyz(amount)} for ${token}`
      : `Swap ${formatBaseAmount(amount)} of ${token} for XYZ`;
  return finish('swap', env, [message], req.memo, summary);
}

export function draftInstantiate(req: z.output<typeof draftInstantiateSchema>, env: DraftEnv): Draft {
  let msg: unknown;
  try {
    msg = JSON.parse(req.msg);
  } catch {
    throw new TxInputError('invalid_request', 'The instantiate message is not valid JSON.', 'msg');
  }
  if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) {
    throw new TxInputError('invalid_request', 'The instantiate message must be a JSON object.', 'msg');
  }
  const admin = req.admin ? checkAddress(req.admin, env.prefix, 'admin') : null;
  const funds = req.funds ? checkAmount(req.funds, DECIMALS, 'funds') : 0n;
  const message = buildInstantiate({
    sender: env.sender,
    admin,
    codeId: BigInt(req.codeId),
    label: req.label,
    msg,
    funds: funds > 0n ? [{ denom: env.denom, amount: funds }] : [],
  });
  return finish('instantiate', env, [message], req.memo, `Instantiate code ${req.codeId} as "${req.label}"`);
}

export function draftBridgeOut(req: z.output<typeof draftBridgeOutSchema>, env: DraftEnv): Draft {
  const amount = checkAmount(req.amount, DECIMALS, 'amount');
  const externalAddress = req.externalAddress.trim();
  return finish(
    'bridge-out',
    env,
    [buildBridgeOut({ sender: env.sender, amount, externalAddress })],
    req.memo,
    `Bridge ${xyz(amount)} out to ${externalAddress}`,
  );
}

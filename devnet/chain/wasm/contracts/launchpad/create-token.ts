// Launchpad `create_token`: takes the 1 XYZ creation fee, instantiates a CW20 it mints, and opens the curve.
import { CODE_ID } from '../../../../../shared/chain';
import { ContractError, type ContractContext } from '../../../types';
import { requireNativeFunds } from '../common/funds';
import type { MsgReader } from '../common/msg-reader';
import { cw20InstantiateMsg, cw20MintMsg } from '../cw20/messages';
import { validateTokenName, validateTokenSymbol } from '../cw20/validate';
import { CURVE, curvePrice, graduationThreshold } from './curve';
import { nextTokenNumber, saveToken, type TokenRecord } from './state';

/** Limits on the optional metadata (characters). */
export const MAX_IMAGE_CHARS = 512;
export const MAX_DESCRIPTION_CHARS = 1024;

export function createToken(ctx: ContractContext, body: MsgReader): void {
  const name = validateTokenName(body.string('name'));
  const symbol = validateTokenSymbol(body.string('symbol'));
  const image = validateImage(nonEmpty(body.optionalString('image', { maxLength: MAX_IMAGE_CHARS })));
  const description = nonEmpty(body.optionalString('description', { maxLength: MAX_DESCRIPTION_CHARS }));
  body.done();
  const paid = requireNativeFunds(ctx.funds, 'create_token');
  if (paid !== CURVE.creationFee) {
    throw new ContractError(
      `create_token: the creation fee is exactly ${CURVE.creationFee}uxyz, got ${paid}uxyz`,
    );
  }
  const threshold = graduationThreshold(ctx.oraclePriceUsd());

  const number = nextTokenNumber(ctx.storage);
  const instantiateMsg = cw20InstantiateMsg({
    name,
    symbol,
    decimals: 6,
    mint: { minter: ctx.self, cap: CURVE.totalSupply },
    ...(description !== null ? { description } : {}),
    ...(image !== null ? { logoUrl: image } : {}),
  });
  const token = ctx.calls.instantiate(
    CODE_ID.CW20,
    instantiateMsg,
    [],
    `launchpad-${number}-${symbol}`,
    ctx.self,
  );
  ctx.calls.execute(token, cw20MintMsg(ctx.self, CURVE.totalSupply), []);

  const record: TokenRecord = {
    token,
    creator: ctx.sender,
    name,
    symbol,
    image,
    description,
    created_at: ctx.block.time.toISOString(),
    threshold: threshold.toString(),
    xyz_reserves: '0',
    tokens_sold: '0',
    fees_collected: '0',
    graduated: false,
    pair: null,
  };
  saveToken(ctx.storage, record);
  ctx.addAttribute('action', 'create_token');
  ctx.emit('create_token', {
    token,
    creator: ctx.sender,
    name,
    symbol,
    image: image ?? '',
    description: description ?? '',
    threshold: record.threshold,
    price: curvePrice({ xyzReserves: 0n, tokensSold: 0n }).toString(),
  });
}

/**
 * Image must be an http(s) or ipfs URL, or a path on the devnet backend ("/images/x.svg"); other schemes
 * (javascript:, data:, file:) and whitespace are refused so that wallets can show it safely.
 */
export function validateImage(image: string | null): string | null {
  if (image === null) return null;
  const allowed = /^(https?:\/\/|ipfs:\/\/|\/(?!\/))\S+$/i;
  if (!allowed.test(image)) {
    throw new ContractError(
      'create_token.image: expected an http(s):// or ipfs:// URL, or a path like /images/x.svg',
    );
  }
  return image;
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}

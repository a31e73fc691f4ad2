// The devnet's native contracts (code ids 1-3) hosted by the ledgerwasm module, plus message builders.
import type { NativeContract } from '../../types';
import { ammPairContract } from './amm/contract';
import { cw20Contract } from './cw20/contract';
import { launchpadContract } from './launchpad/contract';

/** Every native contract, by code id: 1 CW20, 2 launchpad, 3 AMM pair. */
export const NATIVE_CONTRACTS: NativeContract[] = [cw20Contract, launchpadContract, ammPairContract];

export { ammPairContract, cw20Contract, launchpadContract };
export { createAmmOnlyToken, type AmmOnlyTokenParams, type ContractMessenger } from './amm-only-token';
export { pairInstantiateMsg, provideLiquiditySendMsg, swapNativeMsg, swapTokenSendMsg } from './amm/messages';
export {
  cw20BurnMsg,
  cw20InstantiateMsg,
  cw20MintMsg,
  cw20SendMsg,
  cw20TransferMsg,
  encodeHook,
  type Cw20InstantiateParams,
} from './cw20/messages';
export { buyMsg, createTokenMsg, sellSendMsg, type CreateTokenParams } from './launchpad/messages';
export {
  CURVE,
  graduationThreshold,
  quoteBuy,
  quoteSell,
  curvePrice,
  type CurveState,
} from './launchpad/curve';
export { COMMISSION_BPS, quoteSwap } from './amm/math';

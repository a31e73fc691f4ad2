// CW20 token (code id 1): the native devnet implementation of cw20-base.
import { CODE_ID } from '../../../../../shared/chain';
import type { NativeContract } from '../../../types';
import { executeCw20 } from './execute';
import { instantiateCw20 } from './instantiate';
import { queryCw20 } from './query';

export const cw20Contract: NativeContract = {
  codeId: CODE_ID.CW20,
  name: 'cw20-base',
  instantiate: instantiateCw20,
  execute: executeCw20,
  query: queryCw20,
};

// CW20 queries: balance, token_info, minter, marketing_info and all_accounts (cw20-base response shapes).
import type { QueryContext } from '../../../types';
import { parseVariant } from '../common/msg-reader';
import { BALANCE_PREFIX, loadBalance, loadMarketing, loadMinter, loadTokenInfo } from './state';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 30;

export function queryCw20(ctx: QueryContext, msg: unknown): unknown {
  const { variant, body } = parseVariant(msg, 'cw20_base::msg::QueryMsg', [
    'balance',
    'token_info',
    'minter',
    'marketing_info',
    'all_accounts',
  ]);
  switch (variant) {
    case 'balance': {
      const address = body.address('address');
      body.done();
      return { balance: loadBalance(ctx.storage, address).toString() };
    }
    case 'token_info':
      body.done();
      return loadTokenInfo(ctx.storage);
    case 'minter':
      body.done();
      return loadMinter(ctx.storage);
    case 'marketing_info':
      body.done();
      return loadMarketing(ctx.storage);
    default: {
      const startAfter = body.optionalString('start_after');
      const limit = body.optionalInteger('limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
      body.done();
      const accounts: string[] = [];
      for (const [key] of ctx.storage.range(BALANCE_PREFIX)) {
        const address = key.slice(BALANCE_PREFIX.length);
        if (startAfter !== undefined && address <= startAfter) continue;
        accounts.push(address);
        if (accounts.length >= limit) break;
      }
      return { accounts };
    }
  }
}

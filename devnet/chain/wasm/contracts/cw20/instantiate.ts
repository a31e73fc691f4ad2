// CW20 instantiate: validates cw20-base's InstantiateMsg and writes token info, minter, marketing and balances.
import { ContractError, type ContractContext } from '../../../types';
import { requireNoFunds } from '../common/funds';
import { isJsonObject, MsgReader } from '../common/msg-reader';
import { saveBalance, saveMarketing, saveMinter, saveTokenInfo } from './state';
import { validateDecimals, validateTokenName, validateTokenSymbol } from './validate';

export function instantiateCw20(ctx: ContractContext, msg: unknown): void {
  if (!isJsonObject(msg))
    throw new ContractError('Error parsing into type cw20_base::msg::InstantiateMsg: expected an object');
  requireNoFunds(ctx.funds, 'instantiate');
  const body = new MsgReader(msg, 'instantiate');
  const name = validateTokenName(body.string('name'));
  const symbol = validateTokenSymbol(body.string('symbol'));
  const decimals = validateDecimals(body.optionalInteger('decimals', 0, 255) ?? 6);
  const balances = readInitialBalances(body.optionalArray('initial_balances') ?? []);
  const mint = body.optionalObject('mint');
  const minter = mint ? { minter: mint.address('minter'), cap: mint.optionalUint128('cap') ?? null } : null;
  mint?.done();
  const marketing = body.optionalObject('marketing');
  const marketingInfo = marketing ? readMarketing(marketing) : null;
  body.done();

  const totalSupply = [...balances.values()].reduce((sum, amount) => sum + amount, 0n);
  if (minter?.cap != null && totalSupply > minter.cap)
    throw new ContractError('Initial supply greater than cap');

  saveTokenInfo(ctx.storage, { name, symbol, decimals, total_supply: totalSupply.toString() });
  for (const [address, amount] of balances) saveBalance(ctx.storage, address, amount);
  if (minter)
    saveMinter(ctx.storage, {
      minter: minter.minter,
      cap: minter.cap === null ? null : minter.cap.toString(),
    });
  if (marketingInfo) saveMarketing(ctx.storage, marketingInfo);
}

function readInitialBalances(entries: MsgReader[]): Map<string, bigint> {
  const balances = new Map<string, bigint>();
  for (const entry of entries) {
    const address = entry.address('address');
    const amount = entry.uint128('amount');
    entry.done();
    if (balances.has(address)) throw new ContractError('Duplicate initial balance addresses');
    balances.set(address, amount);
  }
  return balances;
}

function readMarketing(marketing: MsgReader) {
  const project = marketing.optionalString('project', { maxLength: 256 }) ?? null;
  const description = marketing.optionalString('description', { maxLength: 1024 }) ?? null;
  const marketer = marketing.optionalString('marketing', { maxLength: 128 }) ?? null;
  const logoReader = marketing.optionalObject('logo');
  const logo = logoReader ? { url: logoReader.string('url', { maxLength: 512 }) } : null;
  logoReader?.done();
  marketing.done();
  return { project, description, marketing: marketer, logo };
}

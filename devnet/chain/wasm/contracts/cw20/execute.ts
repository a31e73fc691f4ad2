// CW20 execute: transfer, send (calls the target's `receive`), burn and mint, with cw20-base's wasm attributes.
import { fromBase64 } from '@cosmjs/encoding';
import { ContractError, type ContractContext } from '../../../types';
import { requireNoFunds } from '../common/funds';
import { parseVariant, type MsgReader } from '../common/msg-reader';
import { loadBalance, loadMinter, loadTokenInfo, saveBalance, saveTokenInfo } from './state';

export const CW20_EXECUTE_VARIANTS = ['transfer', 'send', 'burn', 'mint'] as const;

export function executeCw20(ctx: ContractContext, msg: unknown): void {
  const { variant, body } = parseVariant(msg, 'cw20_base::msg::ExecuteMsg', CW20_EXECUTE_VARIANTS);
  requireNoFunds(ctx.funds, variant);
  switch (variant) {
    case 'transfer':
      return transfer(ctx, body);
    case 'send':
      return send(ctx, body);
    case 'burn':
      return burn(ctx, body);
    default:
      return mint(ctx, body);
  }
}

function transfer(ctx: ContractContext, body: MsgReader): void {
  const recipient = body.address('recipient');
  const amount = body.positiveUint128('amount');
  body.done();
  move(ctx, ctx.sender, recipient, amount);
  addAttributes(ctx, { action: 'transfer', from: ctx.sender, to: recipient, amount: amount.toString() });
}

function send(ctx: ContractContext, body: MsgReader): void {
  const contract = body.address('contract');
  const amount = body.positiveUint128('amount');
  const hook = body.string('msg');
  body.done();
  requireBase64(hook);
  move(ctx, ctx.sender, contract, amount);
  addAttributes(ctx, { action: 'send', from: ctx.sender, to: contract, amount: amount.toString() });
  ctx.calls.execute(contract, { receive: { sender: ctx.sender, amount: amount.toString(), msg: hook } }, []);
}

function burn(ctx: ContractContext, body: MsgReader): void {
  const amount = body.positiveUint128('amount');
  body.done();
  debit(ctx, ctx.sender, amount);
  const info = loadTokenInfo(ctx.storage);
  saveTokenInfo(ctx.storage, { ...info, total_supply: (BigInt(info.total_supply) - amount).toString() });
  addAttributes(ctx, { action: 'burn', from: ctx.sender, amount: amount.toString() });
}

function mint(ctx: ContractContext, body: MsgReader): void {
  const recipient = body.address('recipient');
  const amount = body.positiveUint128('amount');
  body.done();
  const minter = loadMinter(ctx.storage);
  if (!minter || minter.minter !== ctx.sender) throw new ContractError('Unauthorized');
  const info = loadTokenInfo(ctx.storage);
  const supply = BigInt(info.total_supply) + amount;
  if (minter.cap !== null && supply > BigInt(minter.cap))
    throw new ContractError('Minting cannot exceed the cap');
  saveTokenInfo(ctx.storage, { ...info, total_supply: supply.toString() });
  saveBalance(ctx.storage, recipient, loadBalance(ctx.storage, recipient) + amount);
  addAttributes(ctx, { action: 'mint', to: recipient, amount: amount.toString() });
}

function move(ctx: ContractContext, from: string, to: string, amount: bigint): void {
  debit(ctx, from, amount);
  saveBalance(ctx.storage, to, loadBalance(ctx.storage, to) + amount);
}

function debit(ctx: ContractContext, from: string, amount: bigint): void {
  const balance = loadBalance(ctx.storage, from);
  if (balance < amount) {
    throw new ContractError(`insufficient token balance: ${from} has ${balance}, needs ${amount}`);
  }
  saveBalance(ctx.storage, from, balance - amount);
}

function requireBase64(text: string): void {
  try {
    fromBase64(text);
  } catch {
    throw new ContractError('send.msg: expected base64 of a JSON message');
  }
}

function addAttributes(ctx: ContractContext, attributes: Record<string, string>): void {
  for (const [key, value] of Object.entries(attributes)) ctx.addAttribute(key, value);
}

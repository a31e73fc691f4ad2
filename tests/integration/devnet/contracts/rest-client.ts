// Minimal chain REST client for contract tests: accounts, broadcast, tx lookup, smart queries, balances, supply.
import { toBase64, toUtf8 } from '@cosmjs/encoding';
import type { TestSigner, TxCoin } from './tx-signer';
import { restUrl } from '../../support/dialect';

export interface TxResponse {
  txhash: string;
  code: number;
  codespace: string;
  raw_log: string;
  gas_used: string;
  events: Array<{ type: string; attributes: Array<{ key: string; value: string }> }>;
  tx: { auth_info: { fee: { amount: TxCoin[] } } };
}

export class RestClient {
  constructor(
    readonly restUrl: string,
    readonly controlUrl: string,
    readonly chainId: string,
  ) {}

  async #json<T>(url: string, init?: RequestInit): Promise<T> {
    const res = await fetch(restUrl(url), init);
    const body = (await res.json()) as T;
    if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} -> ${res.status}: ${JSON.stringify(body)}`);
    return body;
  }

  #post<T>(url: string, body: unknown): Promise<T> {
    return this.#json<T>(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async account(address: string): Promise<{ accountNumber: number; sequence: number }> {
    const { account } = await this.#json<{ account: { account_number: string; sequence: string } }>(
      `${this.restUrl}/ledger/auth/v1beta1/accounts/${address}`,
    );
    return { accountNumber: Number(account.account_number), sequence: Number(account.sequence) };
  }

  async balance(address: string): Promise<bigint> {
    const { balance } = await this.#json<{ balance: TxCoin }>(
      `${this.restUrl}/ledger/bank/v1beta1/balances/${address}/by_denom?denom=uxyz`,
    );
    return BigInt(balance.amount);
  }

  async supply(): Promise<bigint> {
    const { amount } = await this.#json<{ amount: TxCoin }>(
      `${this.restUrl}/ledger/bank/v1beta1/supply/by_denom?denom=uxyz`,
    );
    return BigInt(amount.amount);
  }

  async smart<T>(contract: string, query: unknown): Promise<T> {
    const encoded = encodeURIComponent(toBase64(toUtf8(JSON.stringify(query))));
    return (
      await this.#json<{ data: T }>(
        `${this.restUrl}/ledgerwasm/wasm/v1/contract/${contract}/smart/${encoded}`,
      )
    ).data;
  }

  async cw20Balance(token: string, address: string): Promise<bigint> {
    return BigInt((await this.smart<{ balance: string }>(token, { balance: { address } })).balance);
  }

  /** Signs, broadcasts (SYNC), produces one block through the devnet control, and returns the delivered tx. */
  async deliver(
    signer: TestSigner,
    messages: Array<{ typeUrl: string; value: unknown }>,
  ): Promise<TxResponse> {
    const txBytes = await signer.sign(messages, await this.account(signer.address), this.chainId);
    const sync = await this.#post<{ tx_response: { txhash: string; code: number; raw_log: string } }>(
      `${this.restUrl}/ledger/tx/v1beta1/txs`,
      { tx_bytes: txBytes, mode: 'BROADCAST_MODE_SYNC' },
    );
    if (sync.tx_response.code !== 0) throw new Error(`CheckTx failed: ${sync.tx_response.raw_log}`);
    await this.#post(`${this.controlUrl}/devnet/blocks`, { action: 'produce' });
    const hash = sync.tx_response.txhash;
    for (let attempt = 0; attempt < 50; attempt++) {
      const res = await fetch(restUrl(`${this.restUrl}/ledger/tx/v1beta1/txs/${hash}`));
      if (res.ok) return ((await res.json()) as { tx_response: TxResponse }).tx_response;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`tx ${hash} was not included`);
  }

  setOraclePrice(priceUsd: string): Promise<unknown> {
    return this.#post(`${this.controlUrl}/devnet/oracle`, { price_usd: priceUsd });
  }
}

export function attrs(tx: TxResponse, type: string): Record<string, string> {
  const found = tx.events.find((e) => e.type === type);
  if (!found) throw new Error(`no ${type} event (code ${tx.code}: ${tx.raw_log})`);
  return Object.fromEntries(found.attributes.map((a) => [a.key, a.value]));
}

export function ok(tx: TxResponse): TxResponse {
  if (tx.code !== 0) throw new Error(`tx failed (${tx.codespace} ${tx.code}): ${tx.raw_log}`);
  return tx;
}

// Reads straight from a running devnet node's REST API: an event attribute of an included tx, a CW20 balance.
// Paths are written in spec names and asked in the run's dialect.
import { restUrl } from '../../support/dialect';

/** Anything that knows where the devnet node's REST API is (the flows harness does). */
export interface DevnetRest {
  devnet: { chainRestUrl: string };
}

/** The value of `type.key` among the events of the included tx `txHash`; throws when the tx has none. */
export async function eventAttribute(
  node: DevnetRest,
  txHash: string,
  type: string,
  key: string,
): Promise<string> {
  const response = await fetch(restUrl(`${node.devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${txHash}`));
  const body = (await response.json()) as {
    tx_response: { events: Array<{ type: string; attributes: Array<{ key: string; value: string }> }> };
  };
  const value = body.tx_response.events
    .find((e) => e.type === type)
    ?.attributes.find((a) => a.key === key)?.value;
  if (!value) throw new Error(`no ${type}.${key} in ${txHash}`);
  return value;
}

/** `address`'s balance of the CW20 `token`, in its smallest unit, from the contract's smart query. */
export async function cw20Balance(node: DevnetRest, token: string, address: string): Promise<bigint> {
  const query = Buffer.from(JSON.stringify({ balance: { address } })).toString('base64');
  const response = await fetch(
    restUrl(
      `${node.devnet.chainRestUrl}/ledgerwasm/wasm/v1/contract/${token}/smart/${encodeURIComponent(query)}`,
    ),
  );
  return BigInt(((await response.json()) as { data: { balance: string } }).data.balance);
}

// Ledgerwasm REST: contract info and smart queries (base64 JSON query in the path).
import type { Chain } from '../chain';
import { addressError } from '../crypto';
import { getContractInfo } from '../wasm/module';
import { ChainError } from '../types';
import { GatewayError, decodeBase64, invalidArgument, notFound } from './http';
import { route, type Route } from './router';

function contract(params: string[]): string {
  const address = params[0]!;
  const err = addressError(address);
  if (err) throw invalidArgument(`invalid address: ${err}`);
  return address;
}

export function wasmRoutes(chain: Chain): Route[] {
  return [
    route('GET', '/ledgerwasm/wasm/v1/contract/:address', ({ params }) => {
      const address = contract(params);
      const info = getContractInfo(chain.state, address);
      if (!info) throw notFound(`no such contract: ${address}: not found`);
      return { address, contract_info: info };
    }),
    route('GET', '/ledgerwasm/wasm/v1/contract/:address/smart/:query', ({ params }) => {
      const address = contract(params);
      const bytes = decodeBase64(params[1]);
      let msg: unknown;
      try {
        if (!bytes) throw new Error('not base64');
        msg = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      } catch {
        throw invalidArgument('invalid query data');
      }
      if (!getContractInfo(chain.state, address)) throw notFound(`no such contract: ${address}: not found`);
      try {
        return { data: chain.smartQuery(address, msg) ?? null };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (err instanceof ChainError && err.codespace !== 'wasm') throw new GatewayError(2, message);
        throw new GatewayError(2, `${message}: query wasm contract failed`);
      }
    }),
  ];
}

// Deterministic contract addresses exactly like wasmd's BuildContractAddressClassic (32 bytes, bech32 xyz).
import { toBech32 } from '@cosmjs/encoding';
import { BECH32_PREFIX } from '../../../shared/chain';
import { sha256 } from '../crypto';

function uint64BigEndian(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, value);
  return out;
}

/** address.Module("wasm", codeId(8 BE) || instanceId(8 BE)) = sha256(sha256("module") || "wasm" || 0 || key). */
export function contractAddress(codeId: number | bigint, instanceId: number | bigint): string {
  const typeHash = sha256(new TextEncoder().encode('module'));
  const key = new Uint8Array([
    ...new TextEncoder().encode('wasm'),
    0,
    ...uint64BigEndian(BigInt(codeId)),
    ...uint64BigEndian(BigInt(instanceId)),
  ]);
  return toBech32(BECH32_PREFIX, sha256(new Uint8Array([...typeHash, ...key])));
}

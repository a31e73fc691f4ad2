// A real Ledger over USB (node-hid), only with XYZ_LEDGER_DEVICE=1 and the Cosmos app open: reads the version, an
// address, and asks the person at the desk to approve one amino sign doc (never broadcast).
import { serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { createLedgerDevice, ledgerPath } from '../../../../electron/core/ledger/ledger-device';
import { createLedgerSigner } from '../../../../electron/core/ledger/ledger-signer';
import { nodeHidTransportFactory } from '../../../../electron/core/ledger/transport';

const enabled = process.env.XYZ_LEDGER_DEVICE === '1';

describe.skipIf(!enabled)(
  'real Ledger device (skipped: set XYZ_LEDGER_DEVICE=1 with a Ledger plugged in, unlocked, Cosmos app open)',
  () => {
    const device = createLedgerDevice({ open: nodeHidTransportFactory() });

    it(
      'reads the Cosmos app version and account 0, then signs an approved doc',
      { timeout: 200_000 },
      async () => {
        expect(await device.status()).toMatchObject({ connected: true });
        const read = await device.run(false, (app) => app.getAddressAndPubKey(ledgerPath(0), 'xyz'));
        const pubkey = Buffer.from(read.compressed_pk).toString('base64');
        const signer = createLedgerSigner(device, {
          hdIndex: 0,
          address: read.bech32_address,
          pubkey,
          prefix: 'xyz',
        });
        const doc = {
          chain_id: 'xyz-ledger-test',
          account_number: '0',
          sequence: '0',
          fee: { amount: [{ denom: 'uxyz', amount: '1' }], gas: '100000' },
          msgs: [],
          memo: 'XYZ Wallet device test: approve',
        };
        const reply = await signer.signAmino(read.bech32_address, doc);
        const signature = Secp256k1Signature.fromFixedLength(fromBase64(reply.signature.signature));
        expect(
          await Secp256k1.verifySignature(signature, sha256(serializeSignDoc(doc)), fromBase64(pubkey)),
        ).toBe(true);
      },
    );
  },
);

// Child-process probe: opens the keytar keychain and prints one JSON line with the outcome (used by no-keychain test).
import { createKeytarKeychain, testKeychainService } from '../../../../electron/core/keys/keychain';

createKeytarKeychain(testKeychainService(), { namespace: `probe-${process.pid}` }).then(
  () => console.log(JSON.stringify({ ok: true })),
  (error: { code?: string; message?: string }) =>
    console.log(JSON.stringify({ ok: false, code: error.code, message: error.message })),
);

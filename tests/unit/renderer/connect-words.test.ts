// Connected apps in words: a session's methods, a waiting request, a refusal note, why a pasted link is refused; and
// an app's sign request in the approval surface: its balance preview worded as the wallet's own, the fee it pays,
// the permissions it grants as the Permissions screen's sentences, and only core-fetched data: icons shown.
import { describe, expect, it } from 'vitest';
import type { AppSignReview, ConnectApp } from '../../../shared/api/connect';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import {
  iconSource,
  looksLikePairingUri,
  methodLines,
  pairErrorText,
  refusalText,
  waitingLine,
} from '../../../renderer/src/screens/connect/connect-words';
import { appFeeUxyz, appPreviewLines, grantLines } from '../../../renderer/src/approval/connect-review';

const APP: ConnectApp = { name: 'XYZ test app', url: 'http://127.0.0.1:5173', icon: null, flags: [] };
const BOB = DEVNET_KEYS.bob.address;

function review(over: Partial<AppSignReview> = {}): AppSignReview {
  return {
    mode: 'direct',
    chainId: 'xyz-devnet-1',
    accountNumber: '7',
    sequence: '0',
    signer: DEVNET_KEYS.alice.address,
    summary: {
      messages: ['Send 0.001 XYZ'],
      fee: [{ denom: 'uxyz', amount: '5000' }],
      gas: '200000',
      memo: '',
    },
    feeText: '0.005 XYZ for up to 200000 gas',
    signDocHash: 'A'.repeat(64),
    balanceChanges: null,
    previewError: null,
    feeAlert: null,
    grants: [],
    ...over,
  };
}

describe('connected apps in words', () => {
  it('says what a session may do, in a fixed order, ignoring methods the wallet never grants', () => {
    expect(methodLines(['cosmos_signAmino', 'eth_sign', 'cosmos_getAccounts'])).toEqual([
      'see the addresses and public keys of these accounts',
      'ask you to sign transactions and messages (amino)',
    ]);
  });

  it('names the app and what it asks for a waiting request', () => {
    const line = waitingLine({
      id: '1',
      topic: 'a'.repeat(64),
      app: APP,
      method: 'cosmos_signDirect',
      receivedAt: 0,
      expiresAt: Date.UTC(2026, 10, 28, 12),
    });
    expect(line.text).toBe('XYZ test app: asks you to sign a transaction');
    expect(line.until).toMatch(/^until Nov 28, 2026, /);
  });

  it('says a refusal signed nothing, and why; an unknown app is "An app"', () => {
    expect(refusalText(APP, 'wrong_chain_id')).toBe(
      'XYZ test app: refused, nothing was signed. Its transaction was for another network.',
    );
    expect(refusalText(null, 'no_session')).toBe(
      'An app: refused, nothing was signed. It is no longer connected.',
    );
  });

  it("words a refused link by the core's reason, any other error as errors are worded", () => {
    const refused = (reason: string) => ({
      code: 'invalid_request' as const,
      message: 'x',
      details: { reason },
    });
    expect(pairErrorText(refused('version'))).toContain('old WalletConnect version (v1)');
    expect(pairErrorText(refused('expired'))).toBe('This link has expired: ask the app for a new one.');
    expect(pairErrorText({ code: 'network', message: 'relay down' })).not.toContain('relay down');
  });

  it('takes only wc: v2 links from the scanner', () => {
    expect(looksLikePairingUri(`wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`)).toBe(
      true,
    );
    expect(looksLikePairingUri('https://example.com')).toBe(false);
    expect(looksLikePairingUri(`wc:${'a'.repeat(64)}@1?bridge=x`)).toBe(false);
  });

  it('shows only a data: image as the icon, never a URL the page would load', () => {
    expect(iconSource({ ...APP, icon: 'data:image/png;base64,iVBORw0KGgo=' })).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(iconSource({ ...APP, icon: 'https://evil.example/pixel.png' })).toBeNull();
    expect(iconSource({ ...APP, icon: 'data:text/html;base64,PHNjcmlwdD4=' })).toBeNull();
  });
});

describe("an app's sign request in the approval surface", () => {
  it('has no preview lines until the simulation ran', () => {
    expect(appPreviewLines(review())).toBeNull();
  });

  it('words the simulated balance change as the wallet words its own: amount sent apart from the fee', () => {
    const lines = appPreviewLines(review({ balanceChanges: [{ denom: 'uxyz', delta: '-6000' }] }));
    expect(lines).toEqual([{ tone: 'out', text: 'You send 0.001 XYZ + 0.005 XYZ fee' }]);
    expect(appPreviewLines(review({ balanceChanges: [] }))).toEqual([
      { tone: 'fee', text: 'You pay 0.005 XYZ fee' },
    ]);
  });

  it('counts only the base denom of the fee', () => {
    expect(
      appFeeUxyz(
        review({
          summary: {
            ...review().summary,
            fee: [
              { denom: 'uxyz', amount: '7' },
              { denom: 'uatom', amount: '9' },
            ],
          },
        }),
      ),
    ).toBe(7n);
  });

  it("says the permissions a request grants in the Permissions screen's sentences", () => {
    const lines = grantLines([
      {
        kind: 'authz',
        granter: DEVNET_KEYS.alice.address,
        grantee: BOB,
        scope: { type: 'send', spendLimit: [{ denom: 'uxyz', amount: '2000000' }], allowList: [] },
        expiration: null,
        msgTypeUrl: null,
      },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^After this, xyz1\S+ may send up to 2 XYZ from this account, to anyone, with no end date\.$/,
    );
  });
});

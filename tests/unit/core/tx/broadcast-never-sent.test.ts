// A broadcast whose connection was never made is known not sent; anything after connecting stays an unknown outcome.
import { describe, expect, it } from 'vitest';
import { NetworkError, TimeoutError } from '../../../../electron/core/chain/errors';
import { neverSent } from '../../../../electron/core/tx/broadcast';

const URL = 'http://127.0.0.1:1317/ledger/tx/v1beta1/txs';

describe('neverSent', () => {
  it.each([
    'connect ECONNREFUSED 127.0.0.1:1317',
    'connect EHOSTUNREACH 10.0.0.9:1317',
    'connect ENETUNREACH 10.0.0.9:1317',
    'getaddrinfo ENOTFOUND node.example',
    'getaddrinfo EAI_AGAIN node.example',
  ])('%s: the bytes never left', (cause) => {
    expect(neverSent(new NetworkError(URL, cause))).toBe(true);
  });

  it.each(['read ECONNRESET', 'socket hang up', 'other side closed', 'fetch failed'])(
    '%s: may have been delivered, so not "never sent"',
    (cause) => {
      expect(neverSent(new NetworkError(URL, cause))).toBe(false);
    },
  );

  it('a timeout or any other error is not "never sent"', () => {
    expect(neverSent(new TimeoutError(URL, 2000))).toBe(false);
    expect(neverSent(new Error('connect ECONNREFUSED 127.0.0.1:1317'))).toBe(false);
  });
});

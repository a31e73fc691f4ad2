// Specification of B5's price service: 5-minute cache on an injected clock, {XYZ: 0} when the feed is down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseFeedPrice, PriceService, PRICE_CACHE_MS } from '../../../../devnet/backend/price-service';

let server: Server;
let feedUrl = '';
let answer: { price: string; down: boolean } = { price: '1.25', down: false };
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (answer.down) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ XYZ: Number(answer.price) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/price`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('price feed bodies', () => {
  it('reads {XYZ: n}, {price_usd: "n"} and rejects anything else', () => {
    expect(parseFeedPrice({ XYZ: 1.5 })).toBe(1.5);
    expect(parseFeedPrice({ price_usd: '2.25' })).toBe(2.25);
    expect(parseFeedPrice({ XYZ: 'abc' })).toBeNull();
    expect(parseFeedPrice(null)).toBeNull();
  });
});

describe('B5 price service', () => {
  it('serves a fetched price from cache for 5 minutes, then reads the feed again', async () => {
    let now = Date.parse('2026-11-22T08:00:00Z');
    const prices = new PriceService(() => new Date(now));
    answer = { price: '1.25', down: false };
    hits = 0;
    expect(await prices.price(feedUrl)).toEqual({ XYZ: 1.25 });
    answer.price = '2';
    now += PRICE_CACHE_MS - 1;
    expect(await prices.price(feedUrl)).toEqual({ XYZ: 1.25 });
    expect(hits).toBe(1);
    now += 1;
    expect(await prices.price(feedUrl)).toEqual({ XYZ: 2 });
    expect(hits).toBe(2);
  });

  it('keeps answering the fresh cached price while the feed is down, then {XYZ: 0} once it is stale', async () => {
    let now = Date.parse('2026-11-22T08:00:00Z');
    const prices = new PriceService(() => new Date(now));
    answer = { price: '1.5', down: false };
    expect(await prices.price(feedUrl)).toEqual({ XYZ: 1.5 });
    answer.down = true;
    now += 60_000;
    expect(await prices.price(feedUrl)).toEqual({ XYZ: 1.5 });
    now += PRICE_CACHE_MS;
    expect(await prices.price(feedUrl)).toEqual({ XYZ: 0 });
    answer.down = false;
    expect(await prices.price(feedUrl)).toEqual({ XYZ: 1.5 });
  });

  it('answers {XYZ: 0} when the feed was never reachable', async () => {
    const prices = new PriceService(() => new Date());
    expect(await prices.price('http://127.0.0.1:9/unreachable')).toEqual({ XYZ: 0 });
  });
});

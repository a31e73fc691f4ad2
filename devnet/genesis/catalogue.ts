// The seeded token catalogue: names, tickers, descriptions and devnet image paths for the lived-in genesis.
import type { Rng } from './prng';

export interface SeedToken {
  name: string;
  symbol: string;
  description: string;
  /** Image path on the devnet backend (made absolute by B1): /images/<slug>.png */
  image: string;
}

const FIRST = [
  'Lunar',
  'Turbo',
  'Cosmic',
  'Based',
  'Sleepy',
  'Quantum',
  'Golden',
  'Frosty',
  'Pixel',
  'Rocket',
  'Velvet',
  'Neon',
  'Salty',
  'Chunky',
  'Hyper',
  'Mellow',
  'Stellar',
  'Crispy',
  'Fuzzy',
  'Atomic',
  'Jolly',
  'Shadow',
  'Solar',
  'Bouncy',
];
const SECOND = [
  'Otter',
  'Pepe',
  'Walrus',
  'Kitten',
  'Badger',
  'Llama',
  'Panda',
  'Falcon',
  'Gecko',
  'Hamster',
  'Narwhal',
  'Moose',
  'Corgi',
  'Penguin',
  'Koala',
  'Toad',
  'Yak',
  'Lobster',
  'Owl',
  'Shiba',
  'Capybara',
  'Beaver',
  'Dolphin',
  'Raccoon',
];
const TAGLINES = [
  'community-run meme coin with no roadmap and no regrets',
  'the first token backed entirely by good vibes',
  'built for holders who never sell before breakfast',
  'a fair launch on the XYZ launchpad, no presale, no team allocation',
  'powering the decentralised snack economy',
  'because every chain needs a mascot',
  'experimental token for testing wallets on the devnet',
  'governed by a DAO of very serious animals',
];

/** Ticker from a two-word name: 3-5 letters, unique within `taken` (letters only, cw20 rules). */
function ticker(first: string, second: string, taken: Set<string>): string {
  const candidates = [
    `${first.slice(0, 1)}${second.slice(0, 3)}`,
    `${first.slice(0, 2)}${second.slice(0, 2)}`,
    `${second.slice(0, 4)}`,
    `${first.slice(0, 3)}${second.slice(0, 2)}`,
    `${first.slice(0, 2)}${second.slice(0, 3)}`,
  ].map((s) => s.toUpperCase());
  for (const candidate of candidates) {
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
  throw new Error(`no free ticker for ${first} ${second}`);
}

/** `count` distinct tokens, deterministic for a given rng state. */
export function seedCatalogue(rng: Rng, count: number): SeedToken[] {
  const pairs = rng.shuffle(FIRST.flatMap((f) => SECOND.map((s) => [f, s] as const)));
  const taken = new Set<string>();
  const tokens: SeedToken[] = [];
  for (const [first, second] of pairs) {
    if (tokens.length === count) break;
    let symbol: string;
    try {
      symbol = ticker(first, second, taken);
    } catch {
      continue;
    }
    const name = `${first} ${second}`;
    tokens.push({
      name,
      symbol,
      description: `${name} (${symbol}): ${rng.pick(TAGLINES)}.`,
      image: `/images/${symbol.toLowerCase()}.png`,
    });
  }
  if (tokens.length < count) throw new Error(`catalogue has only ${tokens.length} of ${count} tokens`);
  return tokens;
}

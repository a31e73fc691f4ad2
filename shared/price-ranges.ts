// The ranges a token's price chart offers, as plain data (zod-free: the renderer's chart reads them without the contract).
export const PRICE_RANGES = ['1h', '24h', '7d', 'all'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

// Contract of the data domain (dashboard, tokens, history, staking, supply). Owned by core-chain-tx; placeholder for now.

export const dataChannels = {} as const;

// Contract of the tx domain (draft, review, confirm, status, retry). Owned by core-chain-tx; placeholder for now.

export const txChannels = {} as const;

// The devnet's WalletConnect relay (decision 0740): see relay-server.ts.
export { startRelay, MAX_FRAME_BYTES, type RelayOptions, type RunningRelay } from './relay-server';

// Maps update states to the contract's `update/progress` event payload (the only update event the renderer sees).
import type { UpdateState } from './types';

/** Payload of the `update/progress` event in shared/api/events.ts. */
export interface UpdateProgressPayload {
  state: 'available' | 'downloading' | 'ready' | 'error';
  percent?: number;
  message?: string;
}

/** The event to push for a state, or null for states the renderer is not told about (idle, checking). */
export function toUpdateProgressEvent(state: UpdateState): UpdateProgressPayload | null {
  switch (state.status) {
    case 'available':
      return state.update.downgrade
        ? {
            state: 'available',
            message: `Version ${state.update.version} is offered; it is older than this one.`,
          }
        : { state: 'available', message: `Version ${state.update.version} is available.` };
    case 'verifying':
      return {
        state: 'downloading',
        percent: 100,
        message: 'Checking the update against its signed manifest.',
      };
    case 'downloading':
      return state.percent === null
        ? { state: 'downloading' }
        : { state: 'downloading', percent: state.percent };
    case 'ready':
      return {
        state: 'ready',
        percent: 100,
        message: `Version ${state.update.version} will be installed on restart.`,
      };
    case 'error':
      return { state: 'error', message: state.message };
    default:
      return null;
  }
}

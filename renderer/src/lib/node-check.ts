// The sentence a network form shows when core refused to save a profile after asking its node for the chain id.
import type { ErrorInfo } from '../../../shared/errors';
import { t } from './i18n';
import './i18n/parts/settings';

export interface NodeCheckProblem {
  kind: 'mismatch' | 'unverified';
  /** 'bad' = the node serves another chain; 'warn' = the node did not answer. */
  level: 'bad' | 'warn';
  text: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '?');

/** One sentence for core's network/add|update refusal by the chain-id check, or null for any other error. */
export function nodeCheckProblem(error: ErrorInfo | null): NodeCheckProblem | null {
  const d = error?.details ?? {};
  if (error?.code === 'chain_id_mismatch' && typeof d.nodeChainId === 'string') {
    return {
      kind: 'mismatch',
      level: 'bad',
      text: t('settings.netChainMismatch', {
        nodeChainId: d.nodeChainId,
        expectedChainId: text(d.expectedChainId),
      }),
    };
  }
  if (error?.code === 'network' && d.unverified === true) {
    return { kind: 'unverified', level: 'warn', text: t('settings.netUnverified', { url: text(d.restUrl) }) };
  }
  return null;
}

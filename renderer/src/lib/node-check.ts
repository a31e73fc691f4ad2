// The sentence a network form shows when core refused to save a profile after asking its node for the chain id
// and the dialect (the module names it answers under).
import type { Dialect } from '../../../shared/dialect';
import type { ErrorInfo } from '../../../shared/errors';
import { t } from './i18n';
import './i18n/parts/settings';

export interface NodeCheckProblem {
  kind: 'mismatch' | 'dialect' | 'unverified';
  /** 'bad' = the node serves another chain or speaks other names; 'warn' = the node did not answer. */
  level: 'bad' | 'warn';
  text: string;
  /** The dialect the node was found to speak (kind 'dialect'): the form offers to use it. */
  nodeDialect?: Dialect;
}

const isDialect = (value: unknown): value is Dialect => value === 'spec' || value === 'cosmos';

/** The words for a dialect's module names (the form's select shows the same). */
export const dialectLabel = (dialect: Dialect): string =>
  t(dialect === 'cosmos' ? 'settings.dialectCosmos' : 'settings.dialectSpec');

const text = (value: unknown): string => (typeof value === 'string' ? value : '?');

/** One sentence for core's network/add|update refusal by the node check (chain id, dialect), or null for any other error. */
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
  if (error?.code === 'dialect_mismatch' && isDialect(d.nodeDialect) && isDialect(d.expectedDialect)) {
    return {
      kind: 'dialect',
      level: 'bad',
      nodeDialect: d.nodeDialect,
      text: t('settings.netDialectMismatch', {
        nodeDialect: dialectLabel(d.nodeDialect),
        expectedDialect: dialectLabel(d.expectedDialect),
      }),
    };
  }
  if (error?.code === 'network' && d.unverified === true) {
    return { kind: 'unverified', level: 'warn', text: t('settings.netUnverified', { url: text(d.restUrl) }) };
  }
  return null;
}

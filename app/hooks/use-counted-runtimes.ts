import { useEffect, useState } from 'react';
import { type KindSnapshot, useDiscovery } from './use-discovery.ts';

/**
 * The Runtimes answer, at once with IronClaw's estimate for OpenAI's figures while
 * its tokenizer loads, then asked again to count: what every view showing OpenAI's
 * o200k_base count beside the estimate reads.
 */
export function useCountedRuntimes(): KindSnapshot<'runtimes'> {
  const [counted, setCounted] = useState(false);
  const snapshot = useDiscovery('runtimes', { kind: 'runtimes', counted });
  const loading = snapshot.good?.tokenizerLoading === true;
  useEffect(() => {
    if (loading) setCounted(true);
  }, [loading]);
  return snapshot;
}

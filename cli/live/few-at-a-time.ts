/** How many servers are started at once: a config of hundreds starts them in turn, not all together. */
export const SERVERS_STARTED_AT_ONCE = 4;

/** `work` over every item, at most `limit` at a time, the results in the items' order. */
export async function mapFewAtATime<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

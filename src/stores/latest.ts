/**
 * "Latest request wins" for a store's loads: `const begin = latestWins()`;
 * each load calls `begin()` and may settle the store only while the check it
 * got still says true, so an older, slower answer never overwrites a newer one.
 */
export function latestWins(): () => () => boolean {
  let latest = 0;
  return () => {
    const ticket = ++latest;
    return () => ticket === latest;
  };
}

import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded drawer or dialog mounts on first
 * use (its code loads then, not with every page) and stays mounted so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used || open;
}

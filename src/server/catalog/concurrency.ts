/** A counting semaphore: at most `slots` jobs at once in this process, the rest wait their turn in order. */
export function limitConcurrency(slots: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (job) => {
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over, not freed
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

// Preloaded into the mock backend's process by the soak benchmark (node --import): answers "memory" over IPC with
// the process's memory after a full garbage collection (--expose-gc), so the numbers are what the process keeps.
process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
});
// The benchmark gone (finished, stopped with Ctrl-C or crashed), the server goes too: no mock left on the port.
process.on('disconnect', () => process.exit(0));

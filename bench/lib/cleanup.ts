/**
 * Undo steps registered as resources are created (child processes, databases, temp dirs) and
 * run newest first — on success, on error, and on Ctrl-C — so a bench never leaves a server
 * running or a database behind.
 */
type Step = { label: string; run: () => Promise<void> };

const steps: Step[] = [];

export function onCleanup(label: string, run: () => Promise<void>): () => Promise<void> {
  const step = { label, run };
  steps.push(step);
  // Calling the returned function runs the step now and forgets it.
  return async () => {
    const index = steps.indexOf(step);
    if (index >= 0) steps.splice(index, 1);
    await run();
  };
}

export async function cleanupAll(): Promise<void> {
  while (steps.length > 0) {
    const step = steps.pop();
    if (!step) break;
    try {
      await step.run();
    } catch (error) {
      console.error(`cleanup "${step.label}" failed:`, error instanceof Error ? error.message : error);
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

/**
 * Work that must not hold up the response (e.g. forgot-password's lookup and mail: answering only
 * after it would tell, by the time taken, whether the email has an account). Failures are logged;
 * closing the app waits for what is still running, so nothing is cut off halfway.
 */
export interface BackgroundWork {
  run(label: string, work: () => Promise<unknown>): void;
  /** Resolves when nothing is running (tests wait on it; close does too). */
  idle(): Promise<void>;
  /**
   * Runs `work` every `everyMs` while the app is up (the sweeps), never two runs of it at once in
   * this process; a failure is logged and the next run comes as usual.
   */
  repeat(label: string, everyMs: number, work: () => Promise<unknown>): void;
}

export function registerBackgroundWork(app: FastifyInstance): void {
  const running = new Set<Promise<unknown>>();
  const background: BackgroundWork = {
    run(label, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => app.log.error({ err, task: label }, 'background work failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    repeat(label, everyMs, work) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        void Promise.resolve()
          .then(work)
          .catch((err: unknown) => app.log.error({ err, task: label }, `${label} failed`))
          .finally(() => (busy = false));
      }, everyMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    },
  };
  app.decorate('background', background);
  app.addHook('onClose', () => background.idle());
}

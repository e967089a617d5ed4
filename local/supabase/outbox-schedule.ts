/**
 * What pg_cron + pg_net do on Supabase (see supabase/README.md), locally: call the
 * `deliver-outbox` function with the service-role key on a timer. It goes through
 * /functions/v1 like any caller, so it does not care how the functions are run.
 */
export type OutboxSchedule = {
  /** One run now (tests): how many messages it claimed, or null when the call failed. */
  runOnce(): Promise<number | null>;
  stop(): Promise<void>;
};

export function startOutboxSchedule(options: {
  url: string;
  serviceRoleKey: string;
  intervalMs: number;
}): OutboxSchedule {
  let inFlight: Promise<number | null> | null = null;
  let stopped = false;
  const runOnce = (): Promise<number | null> => {
    inFlight ??= fetch(`${options.url}/functions/v1/deliver-outbox`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
      signal: AbortSignal.timeout(30_000),
    })
      .then((response) => response.json() as Promise<{claimed?: unknown}>)
      .then(
        (report) =>
          typeof report.claimed === 'number' ? report.claimed : null,
        // Down, restarting or closing: the next tick tries again.
        () => null,
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          if (!stopped && !inFlight) void runOnce();
        }, options.intervalMs)
      : null;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await inFlight;
    },
  };
}

/**
 * Failure injection for tests: `POST /__local/fail` arms a failure for the next matching
 * GraphQL requests (by operation name or root field, e.g. "cartCreate"; any request when no
 * operation is given), `POST /__local/reset-failures` disarms everything.
 */

export type FailureMode =
  | {mode: 'http'; status: number}
  | {mode: 'graphql-errors'; messages: string[]}
  | {mode: 'user-errors'; messages: string[]}
  | {mode: 'no-checkout-url'};

type ArmedFailure = FailureMode & {operation: string | null; remaining: number};

export class FailureInjector {
  private armed: ArmedFailure[] = [];

  /** Validates a control request body; returns an error message for a bad one. */
  arm(body: unknown): string | null {
    if (!body || typeof body !== 'object') return 'Expected a JSON object';
    const input = body as Record<string, unknown>;
    const operation = input.operation == null ? null : String(input.operation);
    const times = input.times == null ? 1 : Number(input.times);
    if (!Number.isInteger(times) || times < 1)
      return '"times" must be a positive integer';
    const messages =
      Array.isArray(input.messages) && input.messages.length > 0
        ? input.messages.map(String)
        : null;
    let failure: FailureMode;
    switch (input.mode) {
      case 'http': {
        const status = Number(input.status);
        if (!Number.isInteger(status) || status < 400 || status > 599)
          return '"status" must be an HTTP error status (400-599)';
        failure = {mode: 'http', status};
        break;
      }
      case 'graphql-errors':
      case 'user-errors':
        if (!messages) return '"messages" must be a non-empty array of strings';
        failure = {mode: input.mode, messages};
        break;
      case 'no-checkout-url':
        failure = {mode: 'no-checkout-url'};
        break;
      default:
        return '"mode" must be one of http, graphql-errors, user-errors, no-checkout-url';
    }
    this.armed.push({...failure, operation, remaining: times});
    return null;
  }

  reset(): void {
    this.armed = [];
  }

  /**
   * The failure for a request, consumed as it is returned. userErrors only make sense for
   * mutations, so such failures wait for one.
   */
  take(names: string[], isMutation: boolean): FailureMode | null {
    const index = this.armed.findIndex(
      (failure) =>
        (failure.operation === null || names.includes(failure.operation)) &&
        (failure.mode !== 'user-errors' || isMutation),
    );
    if (index === -1) return null;
    const failure = this.armed[index]!;
    failure.remaining -= 1;
    if (failure.remaining === 0) this.armed.splice(index, 1);
    const {operation: _operation, remaining: _remaining, ...mode} = failure;
    return mode;
  }
}

// The slice of the Deno runtime API the function entry points use, so the repo's
// TypeScript check (Node types) understands them. Deno itself ignores this file.
declare const Deno: {
  env: {toObject(): Record<string, string>};
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

// Preloaded (`deno run --preload`) into every local edge function: exits when the local
// Supabase that started the process is gone (the process is re-parented), so no function
// outlives the stand-in, even one killed without cleaning up. (Waiting for stdin to close
// would be neater, but a pending stdin read in a preload holds back the main module.)
/* global Deno */
const parent = Deno.ppid;
const timer = setInterval(() => {
  if (Deno.ppid !== parent) Deno.exit(0);
}, 1000);
Deno.unrefTimer(timer);

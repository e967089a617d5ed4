import {defineConfig, loadEnv} from 'vite';
import tailwindcss from '@tailwindcss/vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';

export default defineConfig(({mode}) => ({
  plugins: [
    tailwindcss(),
    hydrogen(),
    // hydrogen() turns off mini-oxygen's own .env loading; hand it the env
    // (the dev script adds the local stand-ins' URLs to process.env).
    oxygen({env: {...loadEnv(mode, process.cwd(), ''), ...pickAppEnv(process.env)}}),
    reactRouter(),
  ],
  resolve: {tsconfigPaths: true},
  build: {
    // A strict CSP forbids data: URLs for scripts and styles: never inline assets.
    assetsInlineLimit: 0,
  },
  worker: {format: 'es'},
  ssr: {
    optimizeDeps: {
      include: ['set-cookie-parser', 'cookie', 'react-router'],
    },
  },
}));

/** The variables the worker reads, taken from the process (the dev script sets them). */
function pickAppEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        /^(PUBLIC_|PRIVATE_|SESSION_SECRET|SUPABASE_|LAUNCH_AT|SUPPORT_)/.test(entry[0]) &&
        typeof entry[1] === 'string',
    ),
  );
}

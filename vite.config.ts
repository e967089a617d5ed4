import {defineConfig, loadEnv} from 'vite';
import tailwindcss from '@tailwindcss/vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {pickWorkerEnv} from './app/lib/env.server.ts';

export default defineConfig(({mode}) => ({
  plugins: [
    tailwindcss(),
    hydrogen(),
    // hydrogen() turns off mini-oxygen's own .env loading; hand it the env
    // (the dev script adds the local stand-ins' URLs to process.env).
    oxygen({
      env: {...loadEnv(mode, process.cwd(), ''), ...pickWorkerEnv(process.env)},
    }),
    reactRouter(),
  ],
  resolve: {tsconfigPaths: true},
  build: {
    // A strict CSP forbids data: URLs for scripts and styles: never inline assets.
    assetsInlineLimit: 0,
  },
  // app/elements is built as its own fingerprinted ES module (see app/elements/README.md).
  worker: {
    format: 'es',
    rollupOptions: {output: {entryFileNames: 'assets/enhance-[hash].js'}},
  },
  ssr: {
    optimizeDeps: {
      include: ['set-cookie-parser', 'cookie', 'react-router'],
    },
  },
}));

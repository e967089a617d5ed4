import {existsSync, readdirSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {defineConfig, loadEnv, type Plugin} from 'vite';
import tailwindcss from '@tailwindcss/vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {pickWorkerEnv} from './app/lib/env.server.ts';
import {reactRouterCompiledPaths} from './scripts/build/react-router-compiled-paths.ts';

/**
 * In development, any saved change under app/ (a component, a route, a stylesheet, an
 * element) reloads the open pages. No page hydrates React (decision 0182), so there is no
 * client module graph for Vite's hot updates to walk: the pages load Vite's client
 * (app/root.tsx, development only) and it gets a full reload.
 */
function reloadOnEdit(): Plugin {
  return {
    name: 'emberforge:reload-on-edit',
    apply: 'serve',
    hotUpdate({file, server}) {
      if (this.environment.name !== 'client') return;
      if (!file.includes('/app/') || file.includes('/app/routes/+types/'))
        return;
      server.environments.client.hot.send({type: 'full-reload', path: '*'});
      return [];
    },
  };
}

/**
 * No page hydrates React (decision 0182): pages load only the enhancement module
 * (app/elements, built through its `?worker&url` import, so Vite emits it and its chunks
 * as assets) and stylesheets. React Router still builds a client entry and a module per
 * route, which nothing loads; once the build has read them (its manifest for the server
 * build), they are deleted, so the deploy ships only what a page can ask for.
 */
function noClientRouteModules(): Plugin {
  let root = '';
  return {
    name: 'emberforge:no-client-route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client') return;
      // React Router's route modules and client entry are chunks; the enhancement module
      // and its chunks are assets (a worker build's).
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        rmSync(join(options.dir!, output.fileName), {force: true});
        rmSync(join(options.dir!, `${output.fileName}.map`), {force: true});
      }
    },
    closeBundle() {
      // React Router writes its route manifest (assets/manifest-<hash>.js) into the client
      // build while it builds the server.
      if (this.environment.name === 'client') return;
      const assets = join(root, 'dist/client/assets');
      if (!existsSync(assets)) return;
      for (const name of readdirSync(assets))
        if (/^manifest-[\w-]+\.js$/.test(name))
          rmSync(join(assets, name), {force: true});
    },
  };
}

/**
 * The worker's server renderer is the streaming one (renderToReadableStream), which the
 * pages, StaticMarkup and the cart's markup all use. `react-dom/server` for workerd is a
 * CommonJS file that also requires renderToString's separate build (94 KB the worker
 * never runs: CommonJS is not tree-shaken), so the build points it at the streaming build
 * alone (record 0222). Development and the tests keep the package's own entry.
 */
function oneServerRenderer(): Plugin {
  const SHIM = '\0emberforge:react-dom-server';
  const streaming = join(
    dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
    'cjs/react-dom-server.edge.production.js',
  );
  return {
    name: 'emberforge:one-server-renderer',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (this.environment.name === 'ssr' && id === 'react-dom/server')
        return SHIM;
    },
    load(id) {
      if (id !== SHIM) return;
      return `export {renderToReadableStream, resume, version} from ${JSON.stringify(streaming)};`;
    },
  };
}

/**
 * The worker carries React Router's route manifest (`build.assets`), which it also keeps
 * for the browser: for every route its client module, the chunks that module imports, its
 * CSS and the client-only modules, and `undefined` for what a route lacks. No page loads
 * React Router's client (decision 0182), so the server build keeps what the server reads
 * (ids, parents, paths, `index`, `caseSensitive`, `hasAction`, `hasLoader`,
 * `hasErrorBoundary`, `hasDefaultExport`) and drops the rest: about 20 KB of the worker
 * (record 0228, amended).
 */
function serverManifestWithoutClientModules(): Plugin {
  const SERVER_MANIFEST = '\0virtual:react-router/server-manifest';
  const CLIENT_ONLY = [
    'module',
    'imports',
    'css',
    'hasClientAction',
    'hasClientLoader',
    'hasClientMiddleware',
    'clientActionModule',
    'clientLoaderModule',
    'clientMiddlewareModule',
    'hydrateFallbackModule',
  ];
  return {
    name: 'emberforge:server-manifest-without-client-modules',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'ssr' || id !== SERVER_MANIFEST) return;
      const literal = /^export default ([\s\S]*?);?\s*$/.exec(code)?.[1];
      if (!literal) throw new Error('Unexpected React Router server manifest');
      // React Router writes it as a JavaScript literal (jsesc), our own build's output.
      const manifest = new Function(`return (${literal});`)() as {
        routes: Record<string, Record<string, unknown>>;
      };
      for (const route of Object.values(manifest.routes))
        for (const key of CLIENT_ONLY) delete route[key];
      // JSON drops the `undefined` entries too.
      return {code: `export default ${JSON.stringify(manifest)};`, map: null};
    },
  };
}

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
    reloadOnEdit(),
    noClientRouteModules(),
    oneServerRenderer(),
    serverManifestWithoutClientModules(),
    reactRouterCompiledPaths(),
  ],
  resolve: {tsconfigPaths: true},
  build: {
    // A strict CSP forbids data: URLs for scripts and styles: never inline assets.
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // React Router's client route modules are deleted after the build (see
          // noClientRouteModules), but the worker carries its manifest, which lists for
          // every route each shared chunk it imports: as one chunk, each route names one,
          // 20 KB less worker (record 0228). The elements are a separate (worker) build.
          output: {
            codeSplitting: {groups: [{name: 'route-modules', test: /./}]},
          },
        },
      },
    },
  },
  // app/elements is built as its own fingerprinted ES module (see app/elements/README.md).
  worker: {
    format: 'es',
    rollupOptions: {output: {entryFileNames: 'assets/enhance-[hash].js'}},
  },
  ssr: {
    optimizeDeps: {
      // CommonJS dependencies the worker imports, pre-bundled for the dev server. Listed
      // here so `shopify hydrogen dev` never finds one missing on a first request (it
      // answers an entry-point error page and then rewrites this file itself).
      include: ['set-cookie-parser', 'cookie', 'react-router'],
    },
  },
}));

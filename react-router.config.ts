import type {Config} from '@react-router/dev/config';
import {hydrogenPreset} from '@shopify/hydrogen/react-router-preset';

// Hydrogen's preset sets the app/build directories, SSR and the future flags
// (middleware, split route modules) that Hydrogen's context relies on.
// Not yet v8_passThroughRequests: with it, loaders see the raw `/page.data` request URL,
// and the shared category/policy loaders read their page from the URL's path.
export default {
  presets: [hydrogenPreset()],
  future: {v8_trailingSlashAwareDataRequests: true},
} satisfies Config;

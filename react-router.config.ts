import type {Config} from '@react-router/dev/config';
import {hydrogenPreset} from '@shopify/hydrogen/react-router-preset';

// Hydrogen's preset sets the app/build directories, SSR and the future flags
// (middleware, split route modules) that Hydrogen's context relies on.
export default {
  presets: [hydrogenPreset()],
} satisfies Config;

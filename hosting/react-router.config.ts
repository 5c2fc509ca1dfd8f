import type { Config } from '@react-router/dev/config';

export default {
  // Public pages are rendered by the `ssr` function behind Firebase Hosting.
  ssr: true,
  future: {
    // Route modules load lazily, and a route's client loader/action split from its component.
    v8_splitRouteModules: true,
  },
} satisfies Config;

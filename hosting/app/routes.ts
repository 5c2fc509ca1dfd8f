// Every route is declared here (STYLE §10). Each area is one entry; add yours as one line.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('terms', 'routes/site/terms.tsx'),
    route('tokushoho', 'routes/site/tokushoho.tsx'),
  ]),
  route('api/language', 'routes/site/language.ts'),
  // Last by intent (React Router ranks it below every other match anyway): unmatched paths → 404.
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig;

// Every route is declared here (docs/conventions.md, The web app). Each area is one entry; add
// yours as one line.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('terms', 'routes/site/terms.tsx'),
    route('privacy', 'routes/site/privacy.tsx'),
    route('tokushoho', 'routes/site/tokushoho.tsx'),
    // The report form for any public page: /report followed by the page's path (decision 070).
    // Its static first segment ranks it above the public pages' all-dynamic paths of each depth.
    route('report/:slug/:page?/:post?', 'routes/report/report.tsx'),
  ]),
  route('api/language', 'routes/site/language.ts'),
  route('api/icons/:set', 'routes/site/icons.ts'),
  layout('routes/auth/layout.tsx', [
    route('a/signin', 'routes/auth/signin.tsx'),
    route('a/signup', 'routes/auth/signup.tsx'),
    route('a/verify-email', 'routes/auth/verify-email.tsx'),
    route('a/reset-password', 'routes/auth/reset-password.tsx'),
    route('a', 'routes/auth/start.tsx'),
    route('a/email-change', 'routes/auth/email-change.tsx'),
  ]),
  route('a/action', 'routes/auth/action-link.ts'),
  route('a/notice/:code', 'routes/site/notice-confirm.tsx'),
  route('a/session', 'routes/auth/session.ts'),
  layout('routes/user/layout.tsx', [
    route('u', 'routes/user/home.tsx'),
    route('u/logout', 'routes/user/logout.tsx'),
    route('u/icon', 'routes/user/icon.tsx'),
    route('u/notifications', 'routes/user/notifications.tsx'),
    route('u/spaces', 'routes/user/spaces.tsx'),
    route('u/profile', 'routes/user/profile.tsx'),
    route('u/language', 'routes/user/language.tsx'),
    route('u/email', 'routes/user/email.tsx'),
    route('u/password', 'routes/user/password.tsx'),
    route('u/sign-in', 'routes/user/sign-in-methods.tsx'),
    route('u/account', 'routes/user/account.tsx'),
    route('s/new', 'routes/editor/overview/new-space.tsx'),
    // The operator's console: operators only, everyone else gets the 404 page (decision 070).
    route('ops', 'routes/ops/reports.tsx'),
    route('ops/t/:targetKey', 'routes/ops/target.tsx'),
    // One space's editor: the layout loads the space once for all of its sections.
    route('s/:slug', 'routes/editor/shell/space-layout.tsx', [
      index('routes/editor/overview/overview.tsx'),
      route('top', 'routes/editor/sections/top.tsx'),
      route('sns', 'routes/editor/sections/sns.tsx'),
      route('button', 'routes/editor/sections/buttons.tsx'),
      route('card', 'routes/editor/sections/cards.tsx'),
      route('text', 'routes/editor/sections/texts.tsx'),
      route('embed', 'routes/editor/sections/embeds.tsx'),
      route('bg', 'routes/editor/design/design.tsx'),
      route('share', 'routes/editor/share/share-settings.tsx'),
      route('settings', 'routes/editor/overview/space-settings.tsx'),
      route('letter', 'routes/editor/messages/letter-settings.tsx'),
      route('fan-message', 'routes/editor/messages/fan-message-settings.tsx'),
      route('thanks-message', 'routes/editor/messages/thanks-settings.tsx'),
      route('messages', 'routes/editor/inbox/inbox.tsx'),
      route('insights', 'routes/editor/insights/insights.tsx'),
      // Ranked below every named section by React Router (a static segment beats a parameter).
      route(':boardSlug', 'routes/editor/boards/board-editor.tsx'),
    ]),
  ]),
  // Without the signed-in chrome: a stage for streaming tools and screenshots.
  route('s/:slug/messages/:messageId/read', 'routes/editor/inbox/read-aloud.tsx'),
  route('s/:slug/stage', 'routes/editor/inbox/stage-queue.tsx'),
  route(':slug', 'routes/space/public-space.tsx'),
  route(':slug/letter', 'routes/space/letter.tsx'),
  route(':slug/r/:token', 'routes/space/receipt.tsx'),
  route(':slug/:boardSlug', 'routes/space/public-board.tsx'),
  route(':slug/:boardSlug/:postId', 'routes/space/public-answer.tsx'),
  // Last by intent (React Router ranks it below every other match anyway): unmatched paths → 404.
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig;

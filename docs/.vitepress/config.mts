// The guide site: VitePress over docs/ (see docs/about-these-docs.md for why VitePress, and how
// the README's sections map to pages). `npm run build` in docs/ draws the diagrams, builds into
// ../target/docs-site and checks every internal link and anchor; .ci/docs adds the Javadoc and
// runs the browser test.
import { defineConfig } from 'vitepress';

const guide = [
  { text: 'Getting started', link: '/getting-started' },
  { text: 'Payments and refunds', link: '/payments-and-refunds' },
  { text: 'Links, payees and payouts', link: '/links-payees-payouts' },
  { text: 'Errors and the outcome', link: '/errors-and-outcomes' },
  { text: 'Idempotency and retries', link: '/idempotency-and-retries' },
  { text: 'Callbacks', link: '/callbacks' },
  { text: 'Several instances on PostgreSQL', link: '/several-instances' },
  { text: 'Spring Boot', link: '/spring-boot' },
  { text: 'Kotlin and coroutines', link: '/kotlin' },
  { text: 'Clients in production', link: '/clients-in-production' },
  { text: 'Metrics and tracing', link: '/metrics-and-tracing' },
  { text: 'The sandbox', link: '/sandbox' },
  { text: 'Logging and secrets', link: '/logging-and-secrets' },
];
const reference = [
  { text: 'Troubleshooting', link: '/troubleshooting' },
  { text: 'Performance', link: '/performance' },
  { text: 'Modules and proofs', link: '/modules-and-proofs' },
  { text: 'Changes and releases', link: '/changes' },
  { text: 'API reference (Javadoc)', link: '/api-reference' },
  { text: 'About these docs', link: '/about-these-docs' },
];

export default defineConfig({
  lang: 'en',
  title: 'Service Java SDK',
  description: 'Take payments, refund them, send payouts and reconcile, exactly once, from Java.',
  outDir: '../target/docs-site',
  cacheDir: '../target/docs-cache',
  srcExclude: ['node_modules/**'],
  // The Javadoc is copied into /api/ after this build (by .ci/docs); tools/links.mjs checks
  // those links, and every other one, in the finished site. Every other dead link fails here.
  ignoreDeadLinks: [/^\/api\//],
  lastUpdated: false,
  // A browser asks every site for an icon; without one of ours it asks for /favicon.ico and gets a 404.
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/getting-started' },
      { text: 'Troubleshooting', link: '/troubleshooting' },
      { text: 'API reference', link: '/api-reference' },
      { text: 'Changes', link: '/changes' },
    ],
    sidebar: [
      { text: 'Guide', items: guide },
      { text: 'Reference', items: reference },
    ],
    outline: { level: [2, 3] },
    // MiniSearch over every page, its index built into the site: no search service is asked.
    search: { provider: 'local' },
  },
});

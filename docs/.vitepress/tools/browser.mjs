// The built site (../target/docs-site) in a real Chromium, as a reader meets it: every guide
// page loads with no console error, no failed request and no request to any other host; every
// link on it (nav, sidebar and text) resolves, and every #anchor names an id on its page; the
// search box finds "idempotency", "outcome" and "lease"; and screenshots of the front page and the
// outcome page are kept in target/docs-screenshots/. Serves the site on 127.0.0.1 itself. Prints
// each check, then "N passed, M failed", and exits 1 if any failed.
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { launch } from './chromium.mjs';
import { SITE, pages } from './links.mjs';

const SCREENSHOTS = resolve(SITE, '..', 'docs-screenshots');
const SEARCHES = { idempotency: '/idempotency-and-retries', outcome: '/errors-and-outcomes', lease: '/several-instances' };
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.woff2': 'font/woff2', '.json': 'application/json', '.txt': 'text/plain', '.zip': 'application/zip' };

function serve(root) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

let passed = 0;
const failures = [];
function check(what, problems) {
  if (problems.length === 0) {
    passed++;
    console.log(`  ok   ${what}`);
  } else {
    failures.push(what);
    console.log(`  FAIL ${what}\n         ${problems.join('\n         ')}`);
  }
}

const server = await serve(SITE);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guidePages = pages().map((p) => `/${p}`);
  const idsByPath = new Map();
  const links = new Map(); // target path -> Set of fragments, and who links there
  console.log(`browser: ${guidePages.length} pages of ${SITE} at ${origin}, in ${browser.version()}`);

  const visit = async (path) => {
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`script error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) problems.push(`request to another host: ${r.url()}`);
    });
    page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`); });
    const response = await page.goto(origin + path, { waitUntil: 'networkidle' });
    if (!response || response.status() !== 200) problems.push(`HTTP ${response?.status()} for the page itself`);
    const found = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id], a[name]')].map((e) => e.id || e.getAttribute('name')),
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => a.href),
      images: [...document.images].filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src),
    }));
    for (const image of found.images) problems.push(`image not shown: ${image}`);
    return { page, problems, ...found };
  };

  for (const path of guidePages) {
    const { page, problems, ids, hrefs } = await visit(path);
    idsByPath.set(new URL(page.url()).pathname, new Set(ids));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const entry = links.get(url.pathname) ?? { fragments: new Set(), from: path };
      if (url.hash) entry.fragments.add(decodeURIComponent(url.hash.slice(1)));
      links.set(url.pathname, entry);
    }
    check(`${path} loads with no console error and nothing from another host`, problems);
    if (path === '/index.html' || path === '/errors-and-outcomes.html') {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const name = path === '/index.html' ? 'front-page.png' : 'outcome-page.png';
      await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: true });
      console.log(`         screenshot: ${join(SCREENSHOTS, name)}`);
    }
    await page.close();
  }

  const linkProblems = [];
  for (const [path, { fragments, from }] of links) {
    let ids = idsByPath.get(path) ?? idsByPath.get(`${path}.html`) ?? idsByPath.get(`${path}index.html`);
    if (!ids) {
      const { page, problems, ids: found } = await visit(path); // the Javadoc, and anything else not a guide page
      await page.close();
      if (problems.some((p) => p.startsWith('HTTP'))) linkProblems.push(`${path} (linked from ${from}): ${problems.join('; ')}`);
      ids = new Set(found);
      idsByPath.set(path, ids);
    }
    for (const fragment of fragments) {
      if (!ids.has(fragment)) linkProblems.push(`${path}#${fragment} (linked from ${from}): no such id`);
    }
  }
  check(`every internal link of every page resolves (${links.size} targets)`, linkProblems);

  for (const [term, expected] of Object.entries(SEARCHES)) {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.locator('.VPNavBarSearch button').click();
    await page.locator('.VPLocalSearchBox input').fill(term);
    const problems = [];
    let results = [];
    try {
      await page.locator('.VPLocalSearchBox .results li a').first().waitFor({ timeout: 10000 });
      results = await page.locator('.VPLocalSearchBox .results li a').evaluateAll((as) => as.map((a) => a.href));
    } catch (e) {
      problems.push(`no result for "${term}"`);
    }
    if (results.length > 0 && !results.some((r) => new URL(r).pathname.startsWith(expected))) {
      problems.push(`no result on ${expected} among ${results.join(', ')}`);
    }
    check(`the search finds "${term}" (${results.length} results, ${expected} among them)`, problems);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`browser: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);

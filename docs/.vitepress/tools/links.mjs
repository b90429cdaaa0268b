// Checks every link of every guide page in the built site (../target/docs-site): a link to
// another page of the site or to the Javadoc under /api/ must name a file that is there, and a
// #fragment must name an id on that page. The README's links are checked too: into docs/ against
// the built pages, otherwise against the repository's files. Links inside the Javadoc are the Javadoc tool's own
// (doclint checks them) and are not followed. Exits 1, listing every broken link, if any is.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE = resolve(process.env.DOCS_SITE || join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..',
  'target', 'docs-site'));

/** Every guide page of the site: its HTML files outside /api/ and /assets/. */
export function pages(site = SITE) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const rel = relative(site, path);
      if (statSync(path).isDirectory()) {
        if (rel !== 'api' && rel !== 'assets') walk(path);
      } else if (name.endsWith('.html') && rel !== '404.html') { // VitePress's page for a missing path
        found.push(rel.split('\\').join('/'));
      }
    }
  };
  walk(site);
  return found.sort();
}

const idsOf = new Map();
function ids(file) {
  if (!idsOf.has(file)) {
    const html = readFileSync(file, 'utf8');
    idsOf.set(file, new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decodeEntities(m[1]))));
  }
  return idsOf.get(file);
}

function decodeEntities(text) {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The file a site path names, as a static server answers it (a directory's index.html, a clean URL's .html). */
function target(site, path) {
  const file = join(site, path);
  for (const candidate of [file, join(file, 'index.html'), `${file}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The broken links of one page, as text; a link to another host is not this check's business. */
export function brokenLinks(site, page) {
  const html = readFileSync(join(site, page), 'utf8');
  const broken = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decodeEntities(m[1]);
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue; // another host, mailto:
    const [pathPart, fragment] = href.split('#', 2);
    const path = pathPart === '' ? `/${page}` : new URL(pathPart, `http://site/${page}`).pathname;
    const file = target(site, decodeURIComponent(path));
    if (file === null) {
      broken.push(`${page}: ${href}: no such page`);
    } else if (fragment && file.endsWith('.html') && !ids(file).has(decodeURIComponent(fragment))) {
      broken.push(`${page}: ${href}: no id "${fragment}" on ${relative(site, file)}`);
    }
  }
  return broken;
}

/**
 * The broken links of the repository's README, which is read on the code host, not on the site: a
 * link into docs/ must name a page of the site and an id on it, any other relative link a file or
 * folder of the repository.
 */
export function brokenReadmeLinks(site = SITE) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const broken = [];
  for (const m of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
    const [path, fragment] = m[1].split('#', 2);
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) continue;
    if (path === '') {
      const headings = [...readme.matchAll(/^#{1,6} (.*)$/gm)].map((h) => slug(h[1]));
      if (!headings.includes(fragment)) broken.push(`README.md: #${fragment}: no such heading`);
    } else if (path.startsWith('docs/') && path.endsWith('.md')) {
      const page = join(site, `${path.slice('docs/'.length, -'.md'.length)}.html`);
      if (!existsSync(page)) broken.push(`README.md: ${m[1]}: no page ${relative(site, page)} in the site`);
      else if (fragment && !ids(page).has(fragment)) broken.push(`README.md: ${m[1]}: no id "${fragment}"`);
    } else if (!existsSync(join(repo, path))) {
      broken.push(`README.md: ${m[1]}: no such file in the repository`);
    }
  }
  return broken;
}

/** A heading's anchor as GitHub and VitePress make it for plain words. */
function slug(heading) {
  return heading.toLowerCase().replace(/[`'"()?.,:]/g, '').trim().replace(/\s+/g, '-');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = pages();
  if (all.length === 0) {
    console.error(`links: FAILED, no pages in ${SITE}`);
    process.exit(1);
  }
  const broken = [...all.flatMap((page) => brokenLinks(SITE, page)), ...brokenReadmeLinks()];
  if (broken.length > 0) {
    console.error(`links: FAILED, ${broken.length} broken link(s):\n  ${broken.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`links: every link and anchor of ${all.length} pages, and of the README, resolves`);
}
